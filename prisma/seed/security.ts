// Password strategy parameters and login security: lock-out, overwrite, IP white list, login
// limits and exempt users.
import { ensure, type SeedContext } from './context.ts'
import { passwordPattern, passwordRemark, type PasswordStrategy } from '../../lib/security/password-strategy.ts'
import { unitOf, type OrgRefs } from './units.ts'
import { userOf, type UserRefs } from './users.ts'

// At least one digit, one capital and one lowercase letter, 8 characters: every demo password fits.
const UNIT_STRATEGY: PasswordStrategy = { fruit: [0, 1, 2], inputValue: 8 }
// The documented default: at least 6 characters including a digit.
const SYSTEM_STRATEGY: PasswordStrategy = { fruit: [0], inputValue: 6 }

export async function seedSecurity(ctx: SeedContext, org: OrgRefs, users: UserRefs): Promise<void> {
  await seedSystemOptions(ctx, org)
  await seedLoginSecurity(ctx, org)
  await seedIpWhiteList(ctx, org, users)
  await seedExemptions(ctx, org, users)
  await seedLoginLimits(ctx, org, users)
}

async function seedSystemOptions(ctx: SeedContext, org: OrgRefs) {
  const { db } = ctx
  const options = [
    { unit: null, code: 'PASSWORD_STRATEGY', name: '密码强度', value: passwordPattern(SYSTEM_STRATEGY), remark: passwordRemark(SYSTEM_STRATEGY) },
    { unit: 'HQ', code: 'PASSWORD_STRATEGY', name: '密码强度', value: passwordPattern(UNIT_STRATEGY), remark: passwordRemark(UNIT_STRATEGY) },
    { unit: 'H001', code: 'PASSWORD_STRATEGY', name: '密码强度', value: passwordPattern(UNIT_STRATEGY), remark: passwordRemark(UNIT_STRATEGY) },
    // Passwords older than this many days must be changed (the "long unchanged" prompt; hk01 is 200 days old).
    { unit: 'H001', code: 'PASSWORD_MAX_AGE_DAYS', name: '密码有效期（天）', value: '180', remark: '' },
  ]
  for (const [index, seed] of options.entries()) {
    const unitId = seed.unit ? unitOf(org, seed.unit).id : null
    await ensure(
      ctx,
      'SystemOption',
      // findFirst, not findUnique: SQL treats NULL unitIds as distinct, so the system-level row
      // is unique only because the application (and this seed) look before inserting.
      () => db.systemOption.findFirst({ where: { unitId, code: seed.code } }),
      () =>
        db.systemOption.create({
          data: { unitId, code: seed.code, name: seed.name, value: seed.value, remark: seed.remark, sort: index + 1, createdBy: 'admin' },
        }),
    )
  }
}

async function seedLoginSecurity(ctx: SeedContext, org: OrgRefs) {
  const settings = [
    { unit: 'HQ', overwriteEnabled: false },
    { unit: 'H001', overwriteEnabled: true },
  ]
  for (const seed of settings) {
    const unitId = unitOf(org, seed.unit).id
    await ensure(
      ctx,
      'LoginSecuritySetting',
      () => ctx.db.loginSecuritySetting.findUnique({ where: { unitId } }),
      () =>
        ctx.db.loginSecuritySetting.create({
          data: {
            unitId,
            // The master switch must be on for lock-out to apply; the IP white list stays off so
            // logins from any address keep working in development and CI.
            globalSwitch: true,
            ipWhiteEnabled: false,
            lockEnabled: true,
            lockMaxFailures: 5,
            lockWindowMinutes: 30,
            lockDurationMinutes: 0,
            screenLockEnabled: false,
            screenLockIdleMinutes: 30,
            mobileValidationEnabled: false,
            overwriteEnabled: seed.overwriteEnabled,
            updatedBy: 'admin',
          },
        }),
    )
  }
}

async function seedIpWhiteList(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const { db } = ctx
  const unitId = unitOf(org, 'HQ').id
  const group = await ensure(
    ctx,
    'IpWhiteGroup',
    () => db.ipWhiteGroup.findUnique({ where: { unitId_name: { unitId, name: '集团办公网' } } }),
    () =>
      db.ipWhiteGroup.create({
        data: { unitId, name: '集团办公网', ipRanges: '127.0.0.1\n10.10.0.0/16\n192.168.1.1-192.168.1.254', remark: '总部办公室与 VPN 出口', createdBy: 'admin' },
      }),
  )
  for (const code of ['admin', 'zhangwei']) {
    const userId = userOf(users, 'HQ', code).id
    await ensure(
      ctx,
      'IpWhiteGroupMember',
      () => db.ipWhiteGroupMember.findUnique({ where: { groupId_userId: { groupId: group.id, userId } } }),
      () => db.ipWhiteGroupMember.create({ data: { groupId: group.id, userId, createdBy: 'admin' } }),
    )
  }
}

async function seedExemptions(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const exemptions = [
    { unit: 'HQ', user: 'support', kind: 'ALL', remark: '云运维账号免除全部登录校验' },
    { unit: 'HQ', user: 'admin', kind: 'IP_WHITE', remark: '出差期间免 IP 白名单' },
    { unit: 'H001', user: 'h001admin', kind: 'OVERWRITE', remark: '允许多处同时登录' },
  ]
  for (const seed of exemptions) {
    const unitId = unitOf(org, seed.unit).id
    const userId = userOf(users, seed.unit, seed.user).id
    await ensure(
      ctx,
      'LoginExemptUser',
      () => ctx.db.loginExemptUser.findUnique({ where: { unitId_userId_kind: { unitId, userId, kind: seed.kind } } }),
      () => ctx.db.loginExemptUser.create({ data: { unitId, userId, kind: seed.kind, remark: seed.remark, createdBy: 'admin' } }),
    )
  }
}

async function seedLoginLimits(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const { db } = ctx
  // Only accounts no test logs in with are limited, so the demo never refuses a login by clock.
  const limits = [
    {
      unit: 'H002', user: 'h002_temp', type: 'ALLOW', startTime: '08:00', endTime: '20:00', weekdays: '1,2,3,4,5,6,7', enabled: true,
      remark: '临时工仅限营业时间登录',
    },
    {
      unit: 'H003', user: null, type: 'DENY', startTime: '02:00', endTime: '04:00', weekdays: '7', enabled: false,
      remark: '周日凌晨系统维护窗口（未启用）',
    },
  ]
  for (const seed of limits) {
    const unitId = unitOf(org, seed.unit).id
    const userId = seed.user ? userOf(users, seed.unit, seed.user).id : null
    await ensure(
      ctx,
      'LoginLimit',
      // No natural key in the schema; a unit has one limit per (user, type) in this demo.
      () => db.loginLimit.findFirst({ where: { unitId, userId, type: seed.type } }),
      () =>
        db.loginLimit.create({
          data: {
            unitId, userId, type: seed.type, startTime: seed.startTime, endTime: seed.endTime, weekdays: seed.weekdays,
            enabled: seed.enabled, remark: seed.remark, createdBy: 'admin',
          },
        }),
    )
  }
}
