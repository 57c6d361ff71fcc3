// Roles and role groups per unit with their menu/report/operation grants, department and user
// grants, a direct user grant, and an HQ template role dispatched to the hotels.
import { appOf, type AppRefs } from './apps.ts'
import { ensure, ensureMany, type SeedContext } from './context.ts'
import { flattenMenus, resourceOf, type ResourceRefs, type ResourceRow } from './menus.ts'
import { UC_MENUS } from './uc-menus.ts'
import { deptOf, HOTEL_CODES, unitOf, type OrgRefs } from './units.ts'
import { userOf, type UserRefs } from './users.ts'

type RoleSeed = {
  unit: string
  code: string
  descript: string
  app: string | null
  isTemplate?: boolean
  /** `${appCode}/${name}`, or `${appCode}/*` for every resource of the app. */
  grants: string[]
  operations?: string[]
  group?: string
}

type GroupSeed = { unit: string; code: string; descript: string }

const GROUPS: readonly GroupSeed[] = [
  { unit: 'HQ', code: 'RG_HQ_ADMIN', descript: '集团管理角色' },
  { unit: 'H001', code: 'RG_FO', descript: '前厅角色组' },
]

const NOT_FOR_HOTEL_ADMINS = new Set(['uc_config', 'uc_apply', 'uc_unit_list', 'uc_unit_admin_depart', 'uc_role_admin', 'uc_login_log_all'])

/** The menus under a first-level UC menu, itself included. */
function subtreeGrants(top: string): string[] {
  const root = UC_MENUS.find((m) => m.name === top)
  if (!root) throw new Error(`seed: no UC menu ${top}`)
  return flattenMenus([root]).map((menu) => `UC/${menu.name}`)
}

/** UC for a hotel administrator: everything but platform configuration and cross-unit pages. */
function hotelAdminGrants(): string[] {
  const excluded = new Set<string>()
  const exclude = (menus: typeof UC_MENUS, inherited: boolean) => {
    for (const menu of menus) {
      const out = inherited || NOT_FOR_HOTEL_ADMINS.has(menu.name)
      if (out) excluded.add(menu.name)
      exclude(menu.children ?? [], out)
    }
  }
  exclude(UC_MENUS, false)
  return flattenMenus(UC_MENUS)
    .filter((menu) => !excluded.has(menu.name))
    .map((menu) => `UC/${menu.name}`)
}

const FRONT_GRANTS = [
  'DEMO/demo_checkin_walkin', 'DEMO/demo_checkin_submit', 'DEMO/demo_checkin_quick', 'DEMO/demo_reservation',
  'DEMO/demo_room_status', 'DEMO/demo_rpt_arrivals',
  'UC/uc_report_mine', 'UC/uc_report_open', 'UC/uc_login_log_unit',
]

const ROLES: readonly RoleSeed[] = [
  { unit: 'HQ', code: 'SUPER', descript: '超级管理员', app: 'UC', grants: ['UC/*'], group: 'RG_HQ_ADMIN' },
  { unit: 'HQ', code: 'AUDITOR', descript: '审计员', app: 'UC', grants: ['UC/uc_login_log_all', 'UC/uc_login_log_unit', 'UC/uc_report_mine', 'UC/uc_report_center', 'UC/uc_rpt_login_stat', 'UC/uc_rpt_lock_stat', 'UC/uc_rpt_user_active'], group: 'RG_HQ_ADMIN' },
  // The application administrator's pages (applications, resources, opening): console pages open only with their menus (decision 095).
  { unit: 'HQ', code: 'APP_MGR', descript: '应用管理员', app: 'UC', grants: [...subtreeGrants('uc_apply'), 'UC/uc_report_mine'], group: 'RG_HQ_ADMIN' },
  // The group unit administrator's security pages besides the audit ones.
  { unit: 'HQ', code: 'SECURITY', descript: '登录安全管理员', app: 'UC', grants: subtreeGrants('uc_safety'), group: 'RG_HQ_ADMIN' },
  { unit: 'HQ', code: 'TPL_FRONT', descript: '前台通用角色（集团模板）', app: 'DEMO', isTemplate: true, grants: ['DEMO/demo_checkin_walkin', 'DEMO/demo_checkin_group', 'DEMO/demo_reservation', 'DEMO/demo_room_status'] },
  ...HOTEL_CODES.map((unit) => ({ unit, code: 'ADMIN', descript: '酒店管理员', app: 'UC', grants: hotelAdminGrants() })),
  { unit: 'H001', code: 'FRONT', descript: '前台', app: null, grants: FRONT_GRANTS, group: 'RG_FO' },
  {
    unit: 'H001', code: 'FRONT_MGR', descript: '前厅经理', app: null, group: 'RG_FO',
    grants: [...FRONT_GRANTS, 'DEMO/demo_checkin_group', 'DEMO/demo_reservation_add', 'DEMO/demo_reservation_cancel', 'DEMO/demo_guest', 'DEMO/demo_night_audit', 'DEMO/demo_rpt_occupancy', 'DEMO/demo_rpt_revenue'],
    operations: ['OP_ROOM_PRICE', 'OP_FREE_ROOM'],
  },
  { unit: 'H001', code: 'EXT_ORDERS', descript: '外部示例应用订单员', app: 'EXT', grants: ['EXT/ext_orders', 'EXT/ext_orders_list'] },
  { unit: 'HQ', code: 'EXT_ORDERS', descript: '外部示例应用订单员', app: 'EXT', grants: ['EXT/ext_orders', 'EXT/ext_orders_list'] },
  { unit: 'H001', code: 'HK', descript: '客房服务员', app: 'DEMO', grants: ['DEMO/demo_room_status', 'DEMO/demo_room_clean', 'DEMO/demo_room_repair'] },
  { unit: 'H001', code: 'CASHIER', descript: '收银员', app: 'DEMO', grants: ['DEMO/demo_invoice', 'DEMO/demo_invoice_void', 'DEMO/demo_rpt_revenue'], operations: ['OP_VOID_INVOICE', 'OP_REFUND'] },
]

const DEPARTMENT_ROLES = [
  { unit: 'HQ', dept: 'IT', role: 'AUDITOR' },
  { unit: 'H001', dept: 'FO', role: 'FRONT' },
  { unit: 'H001', dept: 'FO', role: 'EXT_ORDERS' },
  { unit: 'H001', dept: 'HK', role: 'HK' },
  { unit: 'H001', dept: 'FIN', role: 'CASHIER' },
] as const

// roleUnit differs from the user's unit only for a dispatched template role.
const USER_ROLES = [
  { unit: 'HQ', user: 'admin', roleUnit: 'HQ', role: 'SUPER' },
  { unit: 'HQ', user: 'support', roleUnit: 'HQ', role: 'SUPER' },
  { unit: 'HQ', user: 'hqadmin', roleUnit: 'HQ', role: 'AUDITOR' },
  { unit: 'HQ', user: 'hqadmin', roleUnit: 'HQ', role: 'SECURITY' },
  { unit: 'HQ', user: 'appadmin', roleUnit: 'HQ', role: 'APP_MGR' },
  { unit: 'HQ', user: 'hqadmin', roleUnit: 'HQ', role: 'EXT_ORDERS' },
  { unit: 'H001', user: 'h001admin', roleUnit: 'H001', role: 'ADMIN' },
  { unit: 'H002', user: 'h002admin', roleUnit: 'H002', role: 'ADMIN' },
  { unit: 'H003', user: 'h003admin', roleUnit: 'H003', role: 'ADMIN' },
  { unit: 'H001', user: 'newbie', roleUnit: 'H001', role: 'FRONT' },
  { unit: 'H001', user: 'frontdesk', roleUnit: 'HQ', role: 'TPL_FRONT' },
  { unit: 'H002', user: 'helper', roleUnit: 'HQ', role: 'TPL_FRONT' },
] as const

/** Menus a grant implies: a granted child is unreachable without its ancestors. */
function withAncestors(rows: ResourceRow[], byId: Map<number, ResourceRow>): ResourceRow[] {
  const result = new Map<number, ResourceRow>()
  for (const row of rows) {
    for (let node: ResourceRow | undefined = row; node; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
      result.set(node.id, node)
    }
  }
  return [...result.values()]
}

function resolveGrants(grants: string[], apps: AppRefs, resources: ResourceRefs): ResourceRow[] {
  const byId = new Map([...resources.values()].map((row) => [row.id, row]))
  const rows = grants.flatMap((grant) => {
    const [app = '', name = ''] = grant.split('/')
    if (name === '*') {
      const appId = appOf(apps, app).id
      return [...resources.values()].filter((row) => row.appId === appId)
    }
    return [resourceOf(resources, app, name)]
  })
  return withAncestors(rows, byId)
}

export type RoleRefs = Map<string, { id: number }>

export async function seedRoles(ctx: SeedContext, org: OrgRefs, apps: AppRefs, resources: ResourceRefs, users: UserRefs): Promise<RoleRefs> {
  const { db } = ctx
  const groups = new Map<string, { id: number }>()
  for (const [index, seed] of GROUPS.entries()) {
    const unitId = unitOf(org, seed.unit).id
    const group = await ensure(
      ctx,
      'RoleGroup',
      // RoleGroup.code is nullable, hence no compound unique key to look it up by.
      () => db.roleGroup.findFirst({ where: { unitId, code: seed.code } }),
      () => db.roleGroup.create({ data: { unitId, code: seed.code, descript: seed.descript, sort: index + 1, createdBy: 'admin' } }),
    )
    groups.set(`${seed.unit}/${seed.code}`, group)
  }

  const roles: RoleRefs = new Map()
  for (const [index, seed] of ROLES.entries()) {
    const unitId = unitOf(org, seed.unit).id
    const role = await ensure(
      ctx,
      'Role',
      () => db.role.findUnique({ where: { unitId_code: { unitId, code: seed.code } } }),
      () =>
        db.role.create({
          data: {
            unitId,
            code: seed.code,
            descript: seed.descript,
            sort: index + 1,
            isTemplate: seed.isTemplate ?? false,
            appId: seed.app ? appOf(apps, seed.app).id : null,
            groupId: seed.group ? (groups.get(`${seed.unit}/${seed.group}`)?.id ?? null) : null,
            createdBy: 'admin',
          },
        }),
    )
    roles.set(`${seed.unit}/${seed.code}`, role)
    await ensureMany(
      ctx,
      'RoleResource',
      resolveGrants(seed.grants, apps, resources),
      (resource) => String(resource.id),
      async () => (await db.roleResource.findMany({ where: { roleId: role.id }, select: { resourceId: true } })).map((row) => String(row.resourceId)),
      (missing) => db.roleResource.createMany({ data: missing.map((resource) => ({ roleId: role.id, resourceId: resource.id, createdBy: 'admin' })) }),
    )
    await grantOperations(ctx, apps, seed.operations ?? [], (operationId) => ({
      find: () => db.roleOperation.findUnique({ where: { roleId_operationId: { roleId: role.id, operationId } } }),
      create: () => db.roleOperation.create({ data: { roleId: role.id, operationId, createdBy: 'admin' } }),
      model: 'RoleOperation',
    }))
  }

  await seedRoleDispatch(ctx, org, roles)
  await seedRoleAssignments(ctx, org, roles, groups, users)
  await seedDirectGrants(ctx, apps, resources, users)
  return roles
}

async function grantOperations(
  ctx: SeedContext,
  apps: AppRefs,
  codes: readonly string[],
  grant: (operationId: number) => { find: () => Promise<unknown>; create: () => Promise<unknown>; model: string },
) {
  const appId = appOf(apps, 'DEMO').id
  for (const code of codes) {
    const operation = await ctx.db.operationObject.findUnique({ where: { appId_code: { appId, code } } })
    if (!operation) throw new Error(`seed: unknown operation ${code}`)
    const { find, create, model } = grant(operation.id)
    await ensure(ctx, model, find, create)
  }
}

async function seedRoleDispatch(ctx: SeedContext, org: OrgRefs, roles: RoleRefs) {
  const role = roles.get('HQ/TPL_FRONT')
  if (!role) throw new Error('seed: template role HQ/TPL_FRONT missing')
  for (const hotel of HOTEL_CODES) {
    const unitId = unitOf(org, hotel).id
    await ensure(
      ctx,
      'RoleDispatch',
      () => ctx.db.roleDispatch.findUnique({ where: { roleId_unitId: { roleId: role.id, unitId } } }),
      () => ctx.db.roleDispatch.create({ data: { roleId: role.id, unitId, dispatchedBy: 'admin' } }),
    )
  }
}

async function seedRoleAssignments(
  ctx: SeedContext,
  org: OrgRefs,
  roles: RoleRefs,
  groups: Map<string, { id: number }>,
  users: UserRefs,
) {
  const { db } = ctx
  const roleOf = (unit: string, code: string) => {
    const role = roles.get(`${unit}/${code}`)
    if (!role) throw new Error(`seed: unknown role ${unit}/${code}`)
    return role
  }
  for (const grant of DEPARTMENT_ROLES) {
    const deptId = deptOf(org, grant.unit, grant.dept).id
    const roleId = roleOf(grant.unit, grant.role).id
    await ensure(
      ctx,
      'DepartmentRole',
      () => db.departmentRole.findUnique({ where: { deptId_roleId: { deptId, roleId } } }),
      () => db.departmentRole.create({ data: { deptId, roleId, createdBy: 'admin' } }),
    )
  }
  for (const grant of USER_ROLES) {
    const userId = userOf(users, grant.unit, grant.user).id
    const roleId = roleOf(grant.roleUnit, grant.role).id
    await ensure(
      ctx,
      'UserRole',
      () => db.userRole.findUnique({ where: { userId_roleId: { userId, roleId } } }),
      () => db.userRole.create({ data: { userId, roleId, createdBy: 'admin' } }),
    )
  }
  const group = groups.get('H001/RG_FO')
  if (!group) throw new Error('seed: role group H001/RG_FO missing')
  const userId = userOf(users, 'H001', 'fomanager').id
  await ensure(
    ctx,
    'UserRoleGroup',
    () => db.userRoleGroup.findUnique({ where: { userId_groupId: { userId, groupId: group.id } } }),
    () => db.userRoleGroup.create({ data: { userId, groupId: group.id, createdBy: 'admin' } }),
  )
}

/** frontdesk also holds a menu and a report directly, outside any role. */
async function seedDirectGrants(ctx: SeedContext, apps: AppRefs, resources: ResourceRefs, users: UserRefs) {
  const { db } = ctx
  const userId = userOf(users, 'H001', 'frontdesk').id
  for (const resource of resolveGrants(['DEMO/demo_invoice', 'DEMO/demo_rpt_occupancy'], apps, resources)) {
    await ensure(
      ctx,
      'UserResource',
      () => db.userResource.findUnique({ where: { userId_resourceId: { userId, resourceId: resource.id } } }),
      () => db.userResource.create({ data: { userId, resourceId: resource.id, createdBy: 'h001admin' } }),
    )
  }
  await grantOperations(ctx, apps, ['OP_ROOM_PRICE'], (operationId) => ({
    find: () => db.userOperation.findUnique({ where: { userId_operationId: { userId, operationId } } }),
    create: () => db.userOperation.create({ data: { userId, operationId, createdBy: 'h001admin' } }),
    model: 'UserOperation',
  }))
  const report = resourceOf(resources, 'DEMO', 'demo_rpt_occupancy')
  await ensure(
    ctx,
    'ReportCollection',
    () => db.reportCollection.findUnique({ where: { userId_resourceId: { userId, resourceId: report.id } } }),
    () => db.reportCollection.create({ data: { userId, resourceId: report.id, sort: 1 } }),
  )
}
