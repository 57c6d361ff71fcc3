// A month of login attempts and an administrative audit trail. Log rows have no natural key, so
// each batch is written once, recognised afterwards by a marker (see isLogged / SEED_UA_SUFFIX).
import { ago, countCreated, DAY, MINUTE, pick, prng, type SeedContext } from './context.ts'
import { unitOf, type OrgRefs } from './units.ts'
import { userOf, type UserRefs } from './users.ts'

/** Appended to the user agent of seeded login rows: how a re-run knows they exist. */
export const SEED_UA_SUFFIX = ' concierge-seed'

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
]

type Actor = { unit: string; user: string | null; ipPrefix: string; location: string; weight: number }

// user null: an attempt with an account that does not exist (still logged).
const ACTORS: readonly Actor[] = [
  { unit: 'HQ', user: 'admin', ipPrefix: '10.10.1.', location: '上海市', weight: 8 },
  { unit: 'HQ', user: 'support', ipPrefix: '10.10.8.', location: '上海市', weight: 3 },
  { unit: 'HQ', user: 'zhangwei', ipPrefix: '10.10.2.', location: '上海市', weight: 2 },
  { unit: 'H001', user: 'frontdesk', ipPrefix: '10.20.1.', location: '上海市', weight: 10 },
  { unit: 'H001', user: 'h001admin', ipPrefix: '10.20.9.', location: '上海市', weight: 3 },
  { unit: 'H001', user: 'hk01', ipPrefix: '10.20.3.', location: '上海市', weight: 3 },
  { unit: 'H001', user: 'locked_user', ipPrefix: '116.228.35.', location: '上海市 电信', weight: 2 },
  { unit: 'H002', user: 'helper', ipPrefix: '10.30.1.', location: '浙江省杭州市', weight: 3 },
  { unit: 'H003', user: 'fd03', ipPrefix: '10.40.1.', location: '北京市', weight: 2 },
  { unit: 'H001', user: null, ipPrefix: '223.104.12.', location: '广东省深圳市 移动', weight: 1 },
]

const DEMO_LOGIN_COUNT = 48

export async function seedLogs(ctx: SeedContext, org: OrgRefs, users: UserRefs): Promise<void> {
  await seedLoginLogs(ctx, org, users)
  await seedAuditLogs(ctx, org, users)
}

async function seedLoginLogs(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const existing = await ctx.db.loginLog.findFirst({ where: { userAgent: { endsWith: SEED_UA_SUFFIX } }, select: { id: true } })
  if (existing) return
  const random = prng(2026)
  const weighted = ACTORS.flatMap((actor) => Array.from({ length: actor.weight }, () => actor))
  const rows = Array.from({ length: DEMO_LOGIN_COUNT }, () => {
    const actor = pick(weighted, random)
    const unit = unitOf(org, actor.unit)
    const user = actor.user ? userOf(users, actor.unit, actor.user) : null
    const failed = !user || actor.user === 'locked_user' || random() < 0.12
    const result = actor.user === 'locked_user' ? 'LOCKED' : failed ? 'FAILURE' : 'SUCCESS'
    const method = actor.user === 'frontdesk' && random() < 0.3 ? 'PMS' : actor.user === 'support' && random() < 0.5 ? 'UNIT_SWITCH' : random() < 0.3 ? 'SSO' : 'PASSWORD'
    return {
      at: ago(ctx, Math.floor(random() * 30 * DAY)),
      unitId: unit.id,
      unitCode: unit.code,
      userId: user?.id ?? null,
      userCode: actor.user ?? 'guest01',
      userName: user?.name ?? null,
      appCode: pick(['UC', 'SSO', 'DEMO', 'PMS'], random),
      method,
      result,
      reason: result === 'SUCCESS' ? null : result === 'LOCKED' ? 'ACCOUNT_LOCKED' : user ? 'PASSWORD_ERROR' : 'USER_NOT_FOUND',
      ip: `${actor.ipPrefix}${1 + Math.floor(random() * 250)}`,
      userAgent: pick(USER_AGENTS, random) + SEED_UA_SUFFIX,
      location: actor.location,
    }
  }).sort((a, b) => a.at.getTime() - b.at.getTime())
  // The specs' demo accounts get a recent successful password login each, whatever the dice said.
  for (const [unit, code] of [['HQ', 'admin'], ['H001', 'frontdesk']] as const) {
    const user = userOf(users, unit, code)
    rows.push({
      at: ago(ctx, 2 * 60 * MINUTE), unitId: user.unitId, unitCode: unit, userId: user.id, userCode: code, userName: user.name,
      appCode: 'SSO', method: 'PASSWORD', result: 'SUCCESS', reason: null, ip: unit === 'HQ' ? '10.10.1.11' : '10.20.1.21',
      userAgent: (USER_AGENTS[0] ?? '') + SEED_UA_SUFFIX, location: '上海市',
    })
  }
  const { count } = await ctx.db.loginLog.createMany({ data: rows })
  countCreated(ctx, 'LoginLog', count)
}

/** Marker inside AuditLog.detail (JSON) of seeded rows. */
const AUDIT_SOURCE = '"source":"demo-seed"'

async function seedAuditLogs(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const existing = await ctx.db.auditLog.findFirst({ where: { detail: { contains: AUDIT_SOURCE } }, select: { id: true } })
  if (existing) return
  type Entry = { days: number; actor: [string, string]; unit: string; app: string; action: string; objectType: string; objectId: string; detail: Record<string, unknown> }
  const entries: Entry[] = [
    { days: 29, actor: ['HQ', 'admin'], unit: 'HQ', app: 'UC', action: 'CREATE', objectType: 'Unit', objectId: 'H003', detail: { name: '锦程京华商务酒店', type: 'HOTEL' } },
    { days: 28, actor: ['HQ', 'admin'], unit: 'HQ', app: 'UC', action: 'UPDATE', objectType: 'SystemOption', objectId: 'PASSWORD_STRATEGY', detail: { after: { fruit: [0, 1, 2], inputValue: 8 } } },
    { days: 27, actor: ['HQ', 'admin'], unit: 'HQ', app: 'UC', action: 'CREATE', objectType: 'Role', objectId: 'TPL_FRONT', detail: { descript: '前台通用角色（集团模板）' } },
    { days: 27, actor: ['HQ', 'admin'], unit: 'HQ', app: 'UC', action: 'GRANT', objectType: 'RoleDispatch', objectId: 'TPL_FRONT', detail: { units: ['H001', 'H002', 'H003'] } },
    { days: 20, actor: ['H001', 'h001admin'], unit: 'H001', app: 'UC', action: 'CREATE', objectType: 'User', objectId: 'frontdesk', detail: { name: '王芳', dept: 'FO' } },
    { days: 19, actor: ['H001', 'h001admin'], unit: 'H001', app: 'UC', action: 'GRANT', objectType: 'UserResource', objectId: 'frontdesk', detail: { resources: ['demo_invoice', 'demo_rpt_occupancy'] } },
    { days: 12, actor: ['H001', 'h001admin'], unit: 'H001', app: 'UC', action: 'UPDATE', objectType: 'LoginSecuritySetting', objectId: 'H001', detail: { after: { overwriteEnabled: true } } },
    { days: 3, actor: ['H001', 'h001admin'], unit: 'H001', app: 'UC', action: 'CREATE', objectType: 'User', objectId: 'newbie', detail: { name: '李娜', dept: 'FO_RECEP' } },
    { days: 2, actor: ['H001', 'h001admin'], unit: 'H001', app: 'UC', action: 'LOCK', objectType: 'User', objectId: 'locked_user', detail: { reason: 'PASSWORD_ERROR_LIMIT' } },
    { days: 2, actor: ['HQ', 'support'], unit: 'H001', app: 'UC', action: 'UNLOCK', objectType: 'User', objectId: 'hk01', detail: {} },
    { days: 1, actor: ['H001', 'h001admin'], unit: 'H001', app: 'UC', action: 'RESET_PASSWORD', objectType: 'User', objectId: 'newbie', detail: {} },
    { days: 0.5, actor: ['HQ', 'admin'], unit: 'HQ', app: 'UC', action: 'REVOKE', objectType: 'UserRole', objectId: 'hqadmin', detail: { role: 'SUPER' } },
  ]
  const rows = entries.map((entry) => {
    const actor = userOf(users, entry.actor[0], entry.actor[1])
    return {
      at: ago(ctx, entry.days * DAY),
      actorUserId: actor.id,
      actorCode: actor.code,
      actorName: actor.name,
      unitId: unitOf(org, entry.unit).id,
      appCode: entry.app,
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId,
      detail: JSON.stringify({ source: 'demo-seed', ...entry.detail }),
      ip: entry.actor[0] === 'HQ' ? '10.10.1.11' : '10.20.9.5',
    }
  })
  const { count } = await ctx.db.auditLog.createMany({ data: rows })
  countCreated(ctx, 'AuditLog', count)
}
