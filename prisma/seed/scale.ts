// Benchmark volume: many extra users spread over the hotels and a large login history, written
// with multi-row INSERTs in chunks (one transaction each). Codes are deterministic (bench000001,
// ...) and rows already present are counted and skipped, so a re-run with the same numbers adds
// nothing.
import { dbProvider, type Db } from '../../lib/db/client.ts'
import type { Prisma } from '../../lib/db/generated/sqlite/client.ts'
import type { DbProvider } from '../../lib/db/url.ts'
import { hashPassword } from '../../lib/security/password-hash.ts'
import { bulkInsert, type BulkValue } from './bulk-insert.ts'
import { DAY, type SeedLog } from './context.ts'
import { HOTEL_CODES } from './units.ts'

/** Password of every benchmark user (one hash shared by all: argon2 costs ~15 ms each). */
export const BENCH_PASSWORD = 'Bench@2026'
export const BENCH_PREFIX = 'bench'
/** User agent of benchmark login rows: how a re-run counts the ones already written. */
export const BENCH_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) concierge-bench/1.0'

const DEFAULT_CHUNK = 5_000
const LOG_SPAN_MS = 365 * DAY

export type ScaleOptions = {
  users?: number
  loginLogs?: number
  /** Audit rows, data-operation (role tree) rows and sent messages: the other console lists that grow without bound. */
  auditLogs?: number
  operationLogs?: number
  messages?: number
  /** Rows per transaction. */
  chunkSize?: number
  now?: Date
  log?: SeedLog
  /** Decides the SQL dialect of the bulk inserts; default: the provider of DATABASE_URL. */
  provider?: DbProvider
}

export type ScaleStep = { table: string; target: number; existing: number; created: number; ms: number; rowsPerSecond: number }

export function benchCode(index: number): string {
  return `${BENCH_PREFIX}${String(index).padStart(6, '0')}`
}

/** Cheap integer hash (lowbias32): spreads consecutive indexes over units, results and hours. */
function hash32(value: number): number {
  let x = value >>> 0
  x ^= x >>> 16
  x = Math.imul(x, 0x7feb352d)
  x ^= x >>> 15
  x = Math.imul(x, 0x846ca68b)
  x ^= x >>> 16
  return x >>> 0
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘'
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '晓东', '嘉怡', '子轩', '梓涵', '浩然', '雨桐']

function benchName(index: number): string {
  const h = hash32(index)
  return `${SURNAMES.charAt(h % SURNAMES.length)}${GIVEN[(h >>> 8) % GIVEN.length] ?? '伟'}`
}

async function inChunks(
  table: string,
  target: number,
  existing: number,
  chunkSize: number,
  log: SeedLog,
  build: (from: number, to: number) => Promise<number>,
): Promise<ScaleStep> {
  const started = performance.now()
  let created = 0
  let reported = started
  for (let from = existing + 1; from <= target; from += chunkSize) {
    const to = Math.min(target, from + chunkSize - 1)
    created += await build(from, to)
    const now = performance.now()
    if (now - reported > 5_000 || to === target) {
      reported = now
      log(`  ${table}: ${to.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} (${Math.round((created * 1000) / (now - started)).toLocaleString('en-US')} rows/s)`)
    }
  }
  const ms = performance.now() - started
  return { table, target, existing, created, ms, rowsPerSecond: created === 0 ? 0 : Math.round((created * 1000) / ms) }
}

// Column lists typed against the generated model types: a renamed column fails the typecheck.
const USER_COLUMNS = [
  'unitId', 'deptId', 'code', 'name', 'type', 'sex', 'mobile', 'email', 'passwordHash', 'passwordChangedAt',
  'firstLogin', 'createdBy', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof Prisma.UserUncheckedCreateInput)[]

type BenchUser = Record<(typeof USER_COLUMNS)[number], BulkValue>

export async function seedBenchUsers(db: Db, target: number, options: ScaleOptions = {}): Promise<ScaleStep> {
  const log = options.log ?? (() => undefined)
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK
  const provider = options.provider ?? dbProvider()
  const existing = await db.user.count({ where: { code: { startsWith: BENCH_PREFIX } } })
  if (existing >= target) return { table: 'User', target, existing, created: 0, ms: 0, rowsPerSecond: 0 }
  const hotels = await db.unit.findMany({
    where: { code: { in: [...HOTEL_CODES] } },
    orderBy: { code: 'asc' },
    select: { id: true, departments: { where: { isRoot: false }, orderBy: { code: 'asc' }, select: { id: true } } },
  })
  if (hotels.length === 0) throw new Error('scale seed: the hotels are missing; run the demo seed first')
  const passwordHash = await hashPassword(BENCH_PASSWORD)
  const now = options.now ?? new Date()
  return inChunks('User', target, existing, chunkSize, log, async (from, to) => {
    const rows: BenchUser[] = []
    for (let i = from; i <= to; i++) {
      const hotel = hotels[i % hotels.length]
      if (!hotel) throw new Error('unreachable: hotel index out of range')
      const dept = hotel.departments[hash32(i) % Math.max(1, hotel.departments.length)]
      rows.push({
        unitId: hotel.id,
        deptId: dept?.id ?? null,
        code: benchCode(i),
        name: benchName(i),
        type: 'ORDINARY',
        sex: hash32(i) % 2 === 0 ? 'MALE' : 'FEMALE',
        mobile: `139${String(i).padStart(8, '0')}`,
        email: `${benchCode(i)}@bench.concierge.local`,
        passwordHash,
        passwordChangedAt: now,
        firstLogin: false,
        createdBy: 'bench',
        createdAt: now,
        updatedAt: now,
      })
    }
    // One transaction per chunk: SQLite then commits (and syncs) once per chunk, not per statement.
    return db.$transaction((tx) => bulkInsert(tx, provider, 'User', USER_COLUMNS, rows), { timeout: 120_000 })
  })
}

const APPS = ['UC', 'SSO', 'DEMO', 'PMS', 'CRM']
const LOCATIONS = ['上海市', '浙江省杭州市', '北京市', '江苏省南京市', '广东省广州市', '四川省成都市']

const LOGIN_COLUMNS = [
  'at', 'unitId', 'unitCode', 'userId', 'userCode', 'userName', 'appCode', 'method', 'result', 'reason', 'ip', 'userAgent', 'location',
] as const satisfies readonly (keyof Prisma.LoginLogUncheckedCreateInput)[]

type BenchLogin = Record<(typeof LOGIN_COLUMNS)[number], BulkValue>

export async function seedBenchLoginLogs(db: Db, target: number, options: ScaleOptions = {}): Promise<ScaleStep> {
  const log = options.log ?? (() => undefined)
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK
  const provider = options.provider ?? dbProvider()
  const existing = await db.loginLog.count({ where: { userAgent: BENCH_USER_AGENT } })
  if (existing >= target) return { table: 'LoginLog', target, existing, created: 0, ms: 0, rowsPerSecond: 0 }
  // Attempts are made by the benchmark users, or by the demo users when there are none.
  const select = { id: true, code: true, name: true, unit: { select: { id: true, code: true } } } as const
  let pool = await db.user.findMany({ where: { code: { startsWith: BENCH_PREFIX } }, select })
  if (pool.length === 0) pool = await db.user.findMany({ select })
  if (pool.length === 0) throw new Error('scale seed: no users to log in; run the demo seed first')
  // Attempts are spread over the last year in order, as a real log fills up: the time indexes
  // then grow at their end instead of splitting pages all over.
  const start = (options.now ?? new Date()).getTime() - LOG_SPAN_MS
  const step = LOG_SPAN_MS / target
  return inChunks('LoginLog', target, existing, chunkSize, log, async (from, to) => {
    const rows: BenchLogin[] = []
    for (let j = from; j <= to; j++) {
      const h = hash32(j)
      const user = pool[h % pool.length]
      if (!user) throw new Error('unreachable: user index out of range')
      const roll = h % 100
      const result = roll < 90 ? 'SUCCESS' : roll < 98 ? 'FAILURE' : 'LOCKED'
      rows.push({
        at: new Date(Math.floor(start + (j - 1) * step + (hash32(j ^ 0x5bd1e995) / 4294967296) * step)),
        unitId: user.unit.id,
        unitCode: user.unit.code,
        userId: user.id,
        userCode: user.code,
        userName: user.name,
        appCode: APPS[(h >>> 8) % APPS.length] ?? 'UC',
        method: (h >>> 12) % 4 === 0 ? 'SSO' : 'PASSWORD',
        result,
        reason: result === 'SUCCESS' ? null : result === 'LOCKED' ? 'ACCOUNT_LOCKED' : 'PASSWORD_ERROR',
        ip: `10.${(h >>> 8) & 255}.${(h >>> 16) & 255}.${1 + ((h >>> 24) % 250)}`,
        userAgent: BENCH_USER_AGENT,
        location: LOCATIONS[(h >>> 4) % LOCATIONS.length] ?? null,
      })
    }
    return db.$transaction((tx) => bulkInsert(tx, provider, 'LoginLog', LOGIN_COLUMNS, rows), { timeout: 120_000 })
  })
}

/** Benchmark users (or the demo users when there are none), with their unit: who the bulk logs are by. */
async function actors(db: Db) {
  const select = { id: true, code: true, name: true, unit: { select: { id: true, code: true, name: true } } } as const
  let pool = await db.user.findMany({ where: { code: { startsWith: BENCH_PREFIX } }, select })
  if (pool.length === 0) pool = await db.user.findMany({ select })
  if (pool.length === 0) throw new Error('scale seed: no users; run the demo seed first')
  return pool
}

const AUDIT_COLUMNS = [
  'at', 'actorUserId', 'actorCode', 'actorName', 'unitId', 'appCode', 'action', 'objectType', 'objectId', 'detail', 'before', 'after', 'ip',
] as const satisfies readonly (keyof Prisma.AuditLogUncheckedCreateInput)[]
const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'LOCK', 'UNLOCK', 'RESET_PASSWORD', 'GRANT', 'REVOKE']
const AUDIT_OBJECTS = ['User', 'Role', 'Unit', 'Department', 'LoginLimit']

/** Audit rows by the benchmark users in their units, spread over the last year in order (counted by the actor's code prefix). */
export async function seedBenchAuditLogs(db: Db, target: number, options: ScaleOptions = {}): Promise<ScaleStep> {
  const provider = options.provider ?? dbProvider()
  const existing = await db.auditLog.count({ where: { actorCode: { startsWith: BENCH_PREFIX } } })
  if (existing >= target) return { table: 'AuditLog', target, existing, created: 0, ms: 0, rowsPerSecond: 0 }
  const pool = (await actors(db)).filter((u) => u.code.startsWith(BENCH_PREFIX))
  if (pool.length === 0) throw new Error('scale seed: audit rows are by benchmark users; seed --users first')
  const start = (options.now ?? new Date()).getTime() - LOG_SPAN_MS
  const step = LOG_SPAN_MS / target
  return inChunks('AuditLog', target, existing, options.chunkSize ?? DEFAULT_CHUNK, options.log ?? (() => undefined), async (from, to) => {
    const rows: Record<(typeof AUDIT_COLUMNS)[number], BulkValue>[] = []
    for (let j = from; j <= to; j++) {
      const h = hash32(j ^ 0x2545f491)
      const user = pool[h % pool.length]!
      const objectType = AUDIT_OBJECTS[(h >>> 8) % AUDIT_OBJECTS.length]!
      rows.push({
        at: new Date(Math.floor(start + (j - 1) * step)),
        actorUserId: user.id,
        actorCode: user.code,
        actorName: user.name,
        unitId: user.unit.id,
        appCode: 'UC',
        action: AUDIT_ACTIONS[(h >>> 12) % AUDIT_ACTIONS.length]!,
        objectType,
        objectId: String(h % 100_000),
        detail: `{"path":"/api/uc/bench/${objectType.toLowerCase()}"}`,
        before: '{"status":"ENABLED"}',
        after: '{"status":"DISABLED"}',
        ip: `10.${(h >>> 8) & 255}.${(h >>> 16) & 255}.${1 + ((h >>> 24) % 250)}`,
      })
    }
    return db.$transaction((tx) => bulkInsert(tx, provider, 'AuditLog', AUDIT_COLUMNS, rows), { timeout: 120_000 })
  })
}

const OPERATION_COLUMNS = [
  'at', 'actorUserId', 'actorCode', 'unitId', 'appCode', 'treeType', 'roleId', 'action', 'before', 'after', 'ip',
] as const satisfies readonly (keyof Prisma.OperationLogUncheckedCreateInput)[]

/** Role-tree changes by the benchmark users, each on one role of their unit (the role tree's log grows per role). */
export async function seedBenchOperationLogs(db: Db, target: number, options: ScaleOptions = {}): Promise<ScaleStep> {
  const provider = options.provider ?? dbProvider()
  const existing = await db.operationLog.count({ where: { actorCode: { startsWith: BENCH_PREFIX } } })
  if (existing >= target) return { table: 'OperationLog', target, existing, created: 0, ms: 0, rowsPerSecond: 0 }
  const pool = (await actors(db)).filter((u) => u.code.startsWith(BENCH_PREFIX))
  if (pool.length === 0) throw new Error('scale seed: operation rows are by benchmark users; seed --users first')
  const roles = await db.role.findMany({ where: { unitId: { in: [...new Set(pool.map((u) => u.unit.id))] } }, orderBy: { id: 'asc' }, select: { id: true, unitId: true } })
  const roleOf = new Map<number, number>()
  for (const r of roles) if (!roleOf.has(r.unitId)) roleOf.set(r.unitId, r.id)
  const start = (options.now ?? new Date()).getTime() - LOG_SPAN_MS
  const step = LOG_SPAN_MS / target
  return inChunks('OperationLog', target, existing, options.chunkSize ?? DEFAULT_CHUNK, options.log ?? (() => undefined), async (from, to) => {
    const rows: Record<(typeof OPERATION_COLUMNS)[number], BulkValue>[] = []
    for (let j = from; j <= to; j++) {
      const h = hash32(j ^ 0x68e31da4)
      const user = pool[h % pool.length]!
      rows.push({
        at: new Date(Math.floor(start + (j - 1) * step)),
        actorUserId: user.id,
        actorCode: user.code,
        unitId: user.unit.id,
        appCode: 'UC',
        treeType: 'ROLE_TREE',
        roleId: roleOf.get(user.unit.id) ?? null,
        action: (h >>> 8) % 2 ? 'GRANT' : 'REVOKE',
        before: '[]',
        after: '[]',
        ip: `10.${(h >>> 8) & 255}.${(h >>> 16) & 255}.${1 + ((h >>> 24) % 250)}`,
      })
    }
    return db.$transaction((tx) => bulkInsert(tx, provider, 'OperationLog', OPERATION_COLUMNS, rows), { timeout: 120_000 })
  })
}

const MESSAGE_COLUMNS = [
  'messageTitle', 'messageText', 'messageLevel', 'messageType', 'srcUserId', 'srcUserCode', 'srcUserName', 'srcOrgName', 'targetUnitId', 'publishDate', 'targetKind', 'createdAt', 'createdBy',
] as const satisfies readonly (keyof Prisma.MessageUncheckedCreateInput)[]

/** Notices published by benchmark users to their unit (no recipient rows: the sent list is what grows). */
export async function seedBenchMessages(db: Db, target: number, options: ScaleOptions = {}): Promise<ScaleStep> {
  const provider = options.provider ?? dbProvider()
  const existing = await db.message.count({ where: { srcUserCode: { startsWith: BENCH_PREFIX } } })
  if (existing >= target) return { table: 'Message', target, existing, created: 0, ms: 0, rowsPerSecond: 0 }
  const pool = (await actors(db)).filter((u) => u.code.startsWith(BENCH_PREFIX))
  if (pool.length === 0) throw new Error('scale seed: messages are by benchmark users; seed --users first')
  const start = (options.now ?? new Date()).getTime() - LOG_SPAN_MS
  const step = LOG_SPAN_MS / target
  return inChunks('Message', target, existing, options.chunkSize ?? DEFAULT_CHUNK, options.log ?? (() => undefined), async (from, to) => {
    const rows: Record<(typeof MESSAGE_COLUMNS)[number], BulkValue>[] = []
    for (let j = from; j <= to; j++) {
      const h = hash32(j ^ 0x1b873593)
      const user = pool[h % pool.length]!
      const at = new Date(Math.floor(start + (j - 1) * step))
      rows.push({
        messageTitle: `班前会通知 ${j}`,
        messageText: '<p>请各部门准时参加班前会。</p>',
        messageLevel: (h >>> 8) % 10 === 0 ? 'WARN' : 'INFO',
        messageType: 'NOTICE',
        srcUserId: user.id,
        srcUserCode: user.code,
        srcUserName: user.name,
        srcOrgName: user.unit.name,
        targetUnitId: user.unit.id,
        publishDate: at,
        targetKind: 'UNIT',
        createdAt: at,
        createdBy: user.code,
      })
    }
    return db.$transaction((tx) => bulkInsert(tx, provider, 'Message', MESSAGE_COLUMNS, rows), { timeout: 120_000 })
  })
}

/** Users first: the login rows are spread over them. */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleStep[]> {
  const steps: ScaleStep[] = []
  if ((options.provider ?? dbProvider()) === 'sqlite' && [options.users, options.loginLogs, options.auditLogs, options.operationLogs, options.messages].some((n) => (n ?? 0) > 0)) {
    // SQLite's default page cache is 2 MiB; with seven indexes on LoginLog and a million rows,
    // index pages would be evicted and re-read constantly. 128 MiB for this connection only.
    await db.$executeRawUnsafe('PRAGMA cache_size = -131072')
  }
  if (options.users && options.users > 0) steps.push(await seedBenchUsers(db, options.users, options))
  if (options.loginLogs && options.loginLogs > 0) steps.push(await seedBenchLoginLogs(db, options.loginLogs, options))
  if (options.auditLogs && options.auditLogs > 0) steps.push(await seedBenchAuditLogs(db, options.auditLogs, options))
  if (options.operationLogs && options.operationLogs > 0) steps.push(await seedBenchOperationLogs(db, options.operationLogs, options))
  if (options.messages && options.messages > 0) steps.push(await seedBenchMessages(db, options.messages, options))
  return steps
}
