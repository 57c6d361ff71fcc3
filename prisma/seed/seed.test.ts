// Integration test of the seed against a freshly migrated database: demo accounts, idempotency,
// application opening, the menu trees, and the scale seed's skip-existing behaviour.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import { verifyPassword } from '../../lib/security/password-hash.ts'
import type { SeedDemoResult } from './demo.ts'
import { isSeeded, seedDemo } from './demo.ts'
import { WIN_TYPES } from './menu-types.ts'
import { BENCH_PASSWORD, BENCH_USER_AGENT, benchCode, seedScale } from './scale.ts'
import { countRows } from './summary.ts'
import { DEMO_ACCOUNTS } from './users.ts'

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')

let testDb: TestDatabase
let first: SeedDemoResult
let second: SeedDemoResult
let countsAfterFirst: Record<string, number>
let countsAfterSecond: Record<string, number>
let seededBefore: boolean

beforeAll(async () => {
  testDb = await createTestDatabase()
  seededBefore = await isSeeded(testDb.prisma)
  first = await seedDemo(testDb.prisma)
  countsAfterFirst = await countRows(testDb.prisma)
  // A different clock on the re-run: relative dates must not turn into new rows.
  second = await seedDemo(testDb.prisma, { now: new Date(Date.now() + 3_600_000) })
  countsAfterSecond = await countRows(testDb.prisma)
})

afterAll(async () => {
  await testDb?.cleanup()
})

function findUser(unitCode: string, code: string) {
  return testDb.prisma.user.findFirstOrThrow({
    where: { code, unit: { code: unitCode } },
    include: { unit: true, unitAccesses: { include: { unit: true } } },
  })
}

describe('seedDemo', () => {
  it('reports seeded only after the first run', async () => {
    expect(seededBefore).toBe(false)
    expect(await isSeeded(testDb.prisma)).toBe(true)
  })

  it('creates nothing on the second run', () => {
    expect(first.createdTotal).toBeGreaterThan(500)
    expect(second.created).toEqual({})
    expect(second.createdTotal).toBe(0)
    expect(countsAfterSecond).toEqual(countsAfterFirst)
  })

  it('counts exactly what it created', () => {
    const total = Object.values(countsAfterFirst).reduce((sum, n) => sum + n, 0)
    expect(first.createdTotal).toBe(total)
  })

  it('seeds the demo accounts with their passwords', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await findUser(account.unit, account.code)
      expect(await verifyPassword(user.passwordHash, account.password), `${account.unit}/${account.code}`).toBe(true)
      expect(user.status).toBe('ENABLED')
      expect(user.locked).toBe(false)
    }
  })

  it('gives each demo account its type and flags', async () => {
    const admin = await findUser('HQ', 'admin')
    expect(admin).toMatchObject({ type: 'SUPER_ADMIN', firstLogin: false, email: 'admin@concierge.local', isBackdoor: false })

    const frontdesk = await findUser('H001', 'frontdesk')
    expect(frontdesk).toMatchObject({ type: 'ORDINARY', firstLogin: false, email: 'frontdesk@concierge.local', mobile: '13800000001' })

    const newbie = await findUser('H001', 'newbie')
    expect(newbie).toMatchObject({ type: 'ORDINARY', firstLogin: true })

    const support = await findUser('HQ', 'support')
    expect(support).toMatchObject({ isBackdoor: true, canUseBackdoor: true, isCloudOperator: true, firstLogin: false })
    expect(support.unitAccesses.filter((a) => a.kind === 'BACKDOOR').map((a) => a.unit.code).sort()).toEqual(['H001', 'H002', 'H003'])

    const helper = await findUser('H002', 'helper')
    expect(helper).toMatchObject({ isBackdoor: true, canUseBackdoor: true, isCloudOperator: false })
    expect(helper.unitAccesses.map((a) => [a.kind, a.unit.code])).toEqual([['BACKDOOR', 'H001']])
  })

  it('has users of every type', async () => {
    const types = await testDb.prisma.user.groupBy({ by: ['type'], _count: true })
    expect(types.map((t) => t.type).sort()).toEqual(['APP_ADMIN', 'OPS_ADMIN', 'ORDINARY', 'SUPER_ADMIN', 'UNIT_ADMIN'])
  })

  it('opens applications per unit, leaving DEMO closed for H003', async () => {
    const opened = async (unit: string) =>
      (await testDb.prisma.unitApplication.findMany({ where: { unit: { code: unit }, status: 'ENABLED' }, include: { app: true } }))
        .map((row) => row.app.code)
        .sort()
    expect(await opened('H003')).not.toContain('DEMO')
    for (const unit of ['HQ', 'H001', 'H002']) expect(await opened(unit)).toEqual(expect.arrayContaining(['UC', 'SSO', 'DEMO', 'PMS']))
    expect(await opened('H001')).toContain('CRM')
    const hqUc = await testDb.prisma.unitApplication.findFirstOrThrow({ where: { unit: { code: 'HQ' }, app: { code: 'UC' } } })
    expect(hqUc.isAdmin).toBe(true)
  })

  it('gives every unit exactly one root department', async () => {
    const units = await testDb.prisma.unit.findMany({ include: { departments: { where: { isRoot: true } } } })
    for (const unit of units) expect(unit.departments.map((d) => [d.code, d.name]), unit.code).toEqual([['ROOT', '全部部门']])
  })

  it.each(['UC', 'DEMO'])('builds a %s menu tree of 3+ levels using every window type', async (appCode) => {
    const menus = await testDb.prisma.resource.findMany({ where: { app: { code: appCode }, kind: 'MENU' } })
    const byId = new Map(menus.map((menu) => [menu.id, menu]))
    const depth = (id: number): number => {
      const parentId = byId.get(id)?.parentId
      return parentId == null ? 1 : 1 + depth(parentId)
    }
    expect(Math.max(...menus.map((menu) => depth(menu.id)))).toBeGreaterThanOrEqual(3)
    for (const menu of menus) expect(menu.level, menu.name).toBe(depth(menu.id))
    expect(new Set(menus.map((menu) => menu.winType))).toEqual(new Set(WIN_TYPES))
    const reports = await testDb.prisma.resource.count({ where: { app: { code: appCode }, kind: 'REPORT', reportCategoryId: { not: null } } })
    expect(reports).toBeGreaterThan(0)
  })

  it('stores password strategies whose pattern accepts the demo passwords', async () => {
    const options = await testDb.prisma.systemOption.findMany({ where: { code: 'PASSWORD_STRATEGY' }, include: { unit: true } })
    expect(options.map((o) => o.unit?.code ?? null).sort()).toEqual(['H001', 'HQ', null].sort())
    const hq = options.find((o) => o.unit?.code === 'HQ')
    expect(JSON.parse(hq?.remark ?? '')).toEqual({ fruit: [0, 1, 2], inputValue: 8 })
    const pattern = new RegExp(hq?.value ?? '')
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(pattern.test(account.password), account.password).toBe(true)
    expect(pattern.test('admin2026')).toBe(false)
  })

  it('points logos at files that exist under public/', async () => {
    const units = await testDb.prisma.unit.findMany({ select: { logo: true } })
    const apps = await testDb.prisma.application.findMany({ select: { logo: true, sLogo: true, img: true } })
    const paths = [...units.map((u) => u.logo), ...apps.flatMap((a) => [a.logo, a.sLogo, a.img])].filter((p): p is string => p !== null)
    expect(paths.length).toBeGreaterThan(10)
    for (const logo of new Set(paths)) expect(existsSync(path.join(PUBLIC_DIR, logo)), logo).toBe(true)
  })

  it('copies the message type and publish date into every recipient row', async () => {
    const recipients = await testDb.prisma.messageRecipient.findMany({ include: { message: true } })
    expect(recipients.length).toBeGreaterThan(0)
    for (const r of recipients) {
      expect(r.messageType).toBe(r.message.messageType)
      expect(r.publishDate.getTime()).toBe(r.message.publishDate.getTime())
    }
  })
})

describe('seedScale', () => {
  it('adds benchmark rows once, sharing one password hash', async () => {
    const options = { users: 30, loginLogs: 120, chunkSize: 25 }
    const [users, logs] = await seedScale(testDb.prisma, options)
    expect(users?.created).toBe(30)
    expect(logs?.created).toBe(120)

    const again = await seedScale(testDb.prisma, options)
    expect(again.map((step) => step.created)).toEqual([0, 0])
    expect(await testDb.prisma.user.count({ where: { code: { startsWith: 'bench' } } })).toBe(30)
    expect(await testDb.prisma.loginLog.count({ where: { userAgent: BENCH_USER_AGENT } })).toBe(120)

    const bench = await testDb.prisma.user.findMany({ where: { code: { in: [benchCode(1), benchCode(30)] } } })
    expect(new Set(bench.map((u) => u.passwordHash)).size).toBe(1)
    expect(await verifyPassword(bench[0]?.passwordHash ?? '', BENCH_PASSWORD)).toBe(true)

    // Growing the target adds only the difference.
    const [more] = await seedScale(testDb.prisma, { users: 45, chunkSize: 25 })
    expect(more).toMatchObject({ existing: 30, created: 15 })
  })

  it('adds audit rows, role-tree changes and sent notices by the benchmark users once, readable as the console reads them', async () => {
    const options = { auditLogs: 60, operationLogs: 40, messages: 30, chunkSize: 25 }
    const steps = await seedScale(testDb.prisma, options)
    expect(steps.map((s) => [s.table, s.created])).toEqual([['AuditLog', 60], ['OperationLog', 40], ['Message', 30]])
    expect((await seedScale(testDb.prisma, options)).map((s) => s.created)).toEqual([0, 0, 0])

    const audit = await testDb.prisma.auditLog.findMany({ where: { actorCode: { startsWith: 'bench' } }, include: { actorUser: true }, orderBy: { at: 'asc' } })
    expect(audit).toHaveLength(60)
    // By a benchmark user, in that user's unit, and spread over time in order (as a log fills up).
    for (const a of audit) expect(a.unitId).toBe(a.actorUser?.unitId)
    expect(audit[0]!.at.getTime()).toBeLessThan(audit[59]!.at.getTime())
    const ops = await testDb.prisma.operationLog.findMany({ where: { actorCode: { startsWith: 'bench' } }, include: { role: true } })
    expect(ops).toHaveLength(40)
    for (const o of ops) expect(o.role?.unitId).toBe(o.unitId)
    const sent = await testDb.prisma.message.findMany({ where: { srcUserCode: { startsWith: 'bench' } }, include: { srcUser: true } })
    expect(sent).toHaveLength(30)
    for (const m of sent) expect([m.messageType, m.targetUnitId]).toEqual(['NOTICE', m.srcUser?.unitId])
  })
})
