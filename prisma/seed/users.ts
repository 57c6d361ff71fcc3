// Demo users of every type, the backdoor (support) accounts with their unit accesses, and a WeChat
// binding. The accounts the specs and tests rely on are exported as DEMO_ACCOUNTS.
import { ago, DAY, ensure, type SeedContext } from './context.ts'
import { deptOf, HOTEL_CODES, unitOf, type OrgRefs } from './units.ts'

/** Password of every seeded user that is not one of the named demo accounts. */
export const DEFAULT_DEMO_PASSWORD = 'Demo@2026'

type UserType = 'SUPER_ADMIN' | 'OPS_ADMIN' | 'APP_ADMIN' | 'UNIT_ADMIN' | 'ORDINARY'

type UserSeed = {
  unit: string
  code: string
  name: string
  type: UserType
  dept: string
  password?: string
  sex?: 'MALE' | 'FEMALE'
  mobile?: string
  email?: string
  firstLogin?: boolean
  isBackdoor?: boolean
  canUseBackdoor?: boolean
  isCloudOperator?: boolean
  status?: 'ENABLED' | 'DISABLED'
  locked?: boolean
  pmsAccount?: string
  wechatBound?: boolean
  supplier?: string
  agreementUnit?: string
  /** Days since the password was last changed (the "long unchanged" prompt). */
  passwordAgeDays?: number
  remark?: string
}

/** The accounts named by the brief; e2e and integration tests log in with these. */
export const DEMO_ACCOUNTS = {
  admin: { unit: 'HQ', code: 'admin', password: 'Admin@2026' },
  frontdesk: { unit: 'H001', code: 'frontdesk', password: 'Hotel@2026' },
  newbie: { unit: 'H001', code: 'newbie', password: 'Newbie@2026' },
  support: { unit: 'HQ', code: 'support', password: 'Support@2026' },
  helper: { unit: 'H002', code: 'helper', password: 'Helper@2026' },
} as const

export const USERS: readonly UserSeed[] = [
  // Group headquarters.
  { unit: 'HQ', code: 'admin', name: '系统管理员', type: 'SUPER_ADMIN', dept: 'IT', password: 'Admin@2026', sex: 'MALE', mobile: '13800000000', email: 'admin@concierge.local', firstLogin: false },
  { unit: 'HQ', code: 'support', name: '技术支持', type: 'OPS_ADMIN', dept: 'IT_OPS', password: 'Support@2026', sex: 'MALE', mobile: '13800000009', email: 'support@concierge.local', firstLogin: false, isBackdoor: true, canUseBackdoor: true, isCloudOperator: true, remark: '云运维后门账号，可切换到集团下属酒店' },
  { unit: 'HQ', code: 'ops', name: '运维管理员', type: 'OPS_ADMIN', dept: 'IT_OPS', sex: 'MALE', mobile: '13800000002', email: 'ops@concierge.local', firstLogin: false },
  { unit: 'HQ', code: 'appadmin', name: '应用管理员', type: 'APP_ADMIN', dept: 'IT_DEV', sex: 'FEMALE', mobile: '13800000003', email: 'appadmin@concierge.local', firstLogin: false },
  { unit: 'HQ', code: 'hqadmin', name: '集团单位管理员', type: 'UNIT_ADMIN', dept: 'OPS', sex: 'FEMALE', mobile: '13800000004', email: 'hqadmin@concierge.local', firstLogin: false },
  { unit: 'HQ', code: 'zhangwei', name: '张伟', type: 'ORDINARY', dept: 'FIN', sex: 'MALE', mobile: '13800000005', email: 'zhangwei@concierge.local', firstLogin: false },
  { unit: 'HQ', code: 'liuyang', name: '刘洋', type: 'ORDINARY', dept: 'HR', sex: 'FEMALE', mobile: '13800000006', firstLogin: false },
  // Flagship hotel.
  { unit: 'H001', code: 'frontdesk', name: '王芳', type: 'ORDINARY', dept: 'FO', password: 'Hotel@2026', sex: 'FEMALE', mobile: '13800000001', email: 'frontdesk@concierge.local', firstLogin: false, pmsAccount: 'FD01', wechatBound: true },
  { unit: 'H001', code: 'newbie', name: '李娜', type: 'ORDINARY', dept: 'FO_RECEP', password: 'Newbie@2026', sex: 'FEMALE', mobile: '13800000011', firstLogin: true, remark: '新入职员工，首次登录须修改密码' },
  { unit: 'H001', code: 'h001admin', name: '酒店管理员', type: 'UNIT_ADMIN', dept: 'IT', sex: 'MALE', mobile: '13800000012', email: 'h001admin@concierge.local', firstLogin: false },
  { unit: 'H001', code: 'fomanager', name: '陈静', type: 'ORDINARY', dept: 'FO', sex: 'FEMALE', mobile: '13800000013', firstLogin: false },
  { unit: 'H001', code: 'hk01', name: '杨洋', type: 'ORDINARY', dept: 'HK', sex: 'MALE', mobile: '13800000014', firstLogin: false, pmsAccount: 'HK01', passwordAgeDays: 200 },
  { unit: 'H001', code: 'cashier', name: '黄敏', type: 'ORDINARY', dept: 'FIN', sex: 'FEMALE', mobile: '13800000015', firstLogin: false },
  { unit: 'H001', code: 'locked_user', name: '赵强', type: 'ORDINARY', dept: 'FB', sex: 'MALE', firstLogin: false, locked: true, remark: '多次密码错误已锁定' },
  { unit: 'H001', code: 'disabled_user', name: '周杰', type: 'ORDINARY', dept: 'SALES', sex: 'MALE', firstLogin: false, status: 'DISABLED', remark: '已离职' },
  // Other hotels.
  { unit: 'H002', code: 'helper', name: '吴磊', type: 'ORDINARY', dept: 'IT', password: 'Helper@2026', sex: 'MALE', mobile: '13800000021', firstLogin: false, isBackdoor: true, canUseBackdoor: true, remark: '可协助锦程国际大酒店' },
  { unit: 'H002', code: 'h002admin', name: '西湖酒店管理员', type: 'UNIT_ADMIN', dept: 'IT', sex: 'FEMALE', mobile: '13800000022', firstLogin: false },
  { unit: 'H002', code: 'h002_temp', name: '徐丽', type: 'ORDINARY', dept: 'FB', sex: 'FEMALE', firstLogin: false, remark: '临时工，仅限营业时间登录' },
  { unit: 'H003', code: 'h003admin', name: '京华酒店管理员', type: 'UNIT_ADMIN', dept: 'IT', sex: 'MALE', mobile: '13800000031', firstLogin: false },
  { unit: 'H003', code: 'fd03', name: '马超', type: 'ORDINARY', dept: 'FO', sex: 'MALE', mobile: '13800000032', firstLogin: false },
  // Store, supplier, agreement unit, OTA, travel agency, alliance.
  { unit: 'S001', code: 's001admin', name: '门店店长', type: 'UNIT_ADMIN', dept: 'STORE', sex: 'FEMALE', firstLogin: false },
  { unit: 'SUP01', code: 'sup_user', name: '钱伟', type: 'ORDINARY', dept: 'SALES', sex: 'MALE', mobile: '13800000041', firstLogin: false, supplier: 'SUP01' },
  { unit: 'AGR01', code: 'agr_user', name: '吴静', type: 'ORDINARY', dept: 'ADMIN', sex: 'FEMALE', firstLogin: false, agreementUnit: 'AGR01' },
  { unit: 'OTA01', code: 'ota_user', name: '郑浩', type: 'ORDINARY', dept: 'BD', sex: 'MALE', firstLogin: false },
  { unit: 'TRV01', code: 'trv_user', name: '冯雪', type: 'ORDINARY', dept: 'TOUR', sex: 'FEMALE', firstLogin: false },
  { unit: 'ALLY', code: 'allyadmin', name: '联盟管理员', type: 'UNIT_ADMIN', dept: 'OFFICE', sex: 'MALE', firstLogin: false },
]

export type UserRow = { id: number; unitId: number; code: string; name: string }

/** Keyed by `${unitCode}/${userCode}`. */
export type UserRefs = Map<string, UserRow>

export function userOf(users: UserRefs, unitCode: string, userCode: string): UserRow {
  const user = users.get(`${unitCode}/${userCode}`)
  if (!user) throw new Error(`seed: unknown user ${unitCode}/${userCode}`)
  return user
}

export async function seedUsers(
  ctx: SeedContext,
  org: OrgRefs,
  suppliers: Map<string, { id: number }>,
): Promise<UserRefs> {
  const { db } = ctx
  const users: UserRefs = new Map()
  for (const seed of USERS) {
    const unit = unitOf(org, seed.unit)
    const user = await ensure(
      ctx,
      'User',
      () => db.user.findUnique({ where: { unitId_code: { unitId: unit.id, code: seed.code } } }),
      async () => {
        const firstLogin = seed.firstLogin ?? true
        return db.user.create({
          data: {
            unitId: unit.id,
            code: seed.code,
            name: seed.name,
            type: seed.type,
            deptId: deptOf(org, seed.unit, seed.dept).id,
            passwordHash: await ctx.hash(seed.password ?? DEFAULT_DEMO_PASSWORD),
            passwordChangedAt: firstLogin ? null : ago(ctx, (seed.passwordAgeDays ?? 10) * DAY),
            sex: seed.sex ?? null,
            mobile: seed.mobile ?? null,
            email: seed.email ?? null,
            emailVerifiedAt: seed.email ? ago(ctx, 30 * DAY) : null,
            firstLogin,
            isBackdoor: seed.isBackdoor ?? false,
            canUseBackdoor: seed.canUseBackdoor ?? false,
            isCloudOperator: seed.isCloudOperator ?? false,
            status: seed.status ?? 'ENABLED',
            locked: seed.locked ?? false,
            lockedAt: seed.locked ? ago(ctx, 2 * DAY) : null,
            lockedReason: seed.locked ? 'PASSWORD_ERROR_LIMIT' : null,
            failedAttempts: seed.locked ? 5 : 0,
            pmsAccount: seed.pmsAccount ?? null,
            wechatBound: seed.wechatBound ?? false,
            supplierId: seed.supplier ? (suppliers.get(seed.supplier)?.id ?? null) : null,
            agreementUnitId: seed.agreementUnit ? unitOf(org, seed.agreementUnit).id : null,
            remark: seed.remark ?? null,
            createdBy: 'admin',
          },
        })
      },
    )
    users.set(`${seed.unit}/${seed.code}`, user)
  }
  await seedUnitAccesses(ctx, org, users)
  await seedWechatBinding(ctx, users)
  return users
}

async function seedUnitAccesses(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const grants: { unit: string; user: string; to: string; kind: 'BACKDOOR' | 'PROJECTION' }[] = [
    // The cloud operator may support every hotel of the group.
    ...HOTEL_CODES.map((to) => ({ unit: 'HQ', user: 'support', to, kind: 'BACKDOOR' as const })),
    // A colleague of a sister hotel who may only help the flagship.
    { unit: 'H002', user: 'helper', to: 'H001', kind: 'BACKDOOR' },
    // A group accountant projected into the flagship hotel (possible login units).
    { unit: 'HQ', user: 'zhangwei', to: 'H001', kind: 'PROJECTION' },
  ]
  for (const grant of grants) {
    const userId = userOf(users, grant.unit, grant.user).id
    const unitId = unitOf(org, grant.to).id
    await ensure(
      ctx,
      'UserUnitAccess',
      () => ctx.db.userUnitAccess.findUnique({ where: { userId_unitId_kind: { userId, unitId, kind: grant.kind } } }),
      () => ctx.db.userUnitAccess.create({ data: { userId, unitId, kind: grant.kind, createdBy: 'admin' } }),
    )
  }
}

async function seedWechatBinding(ctx: SeedContext, users: UserRefs) {
  const userId = userOf(users, 'H001', 'frontdesk').id
  const openId = 'oJc8Y5demoFrontdesk0001'
  await ensure(
    ctx,
    'ThirdPartyBinding',
    () => ctx.db.thirdPartyBinding.findUnique({ where: { platform_openId: { platform: 'WECHAT', openId } } }),
    () =>
      ctx.db.thirdPartyBinding.create({
        data: { userId, platform: 'WECHAT', openId, unionId: 'uJc8Y5demoUnion0001', nickname: '芳芳', boundAt: ago(ctx, 20 * DAY) },
      }),
  )
}
