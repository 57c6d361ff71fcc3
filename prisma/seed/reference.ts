// seedReference: what a new installation needs without any demo data: the group unit with its root
// department, the platform applications (UC, SSO) with the console menus and their translations,
// the system password strategy, star-grade choices (address choices come from packages), and ONE super administrator whose
// password comes from ADMIN_PASSWORD or is generated here (and must be changed at first sign-in).
import { randomInt } from 'node:crypto'
import type { Db } from '../../lib/db/client.ts'
import { ensure, createContext, type SeedLog } from './context.ts'
import { seedApplications } from './apps.ts'
import { seedStarGrades } from './hotel.ts'
import { seedAppTree, type ResourceRefs } from './menus.ts'
import { passwordPattern, passwordRemark, type PasswordStrategy } from '../../lib/security/password-strategy.ts'
import { seedTranslations } from './translations.ts'
import type { OrgRefs } from './units.ts'

export const REFERENCE_ADMIN = { unit: 'HQ', code: 'admin' } as const
const SYSTEM_STRATEGY: PasswordStrategy = { fruit: [0], inputValue: 6 }

/** 20 characters with a digit, a capital, a lowercase letter and a symbol: fits every strategy. */
export function generateAdminPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%+=-_']
  const all = sets.join('')
  const chars = sets.map((set) => set[randomInt(set.length)]!)
  while (chars.length < 20) chars.push(all[randomInt(all.length)]!)
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

export type SeedReferenceResult = {
  /** The administrator's password when this run created the account and generated it; else undefined. */
  generatedPassword?: string
  createdAdmin: boolean
}

export async function seedReference(prisma: Db, options: { adminPassword?: string; log?: SeedLog; now?: Date } = {}): Promise<SeedReferenceResult> {
  const log = options.log ?? (() => undefined)
  const password = options.adminPassword || generateAdminPassword()
  const result = await prisma.$transaction(
    async (tx) => {
      const ctx = createContext(tx, { now: options.now, log })
      const { db } = ctx
      const unit = await ensure(
        ctx,
        'Unit',
        () => db.unit.findUnique({ where: { code: REFERENCE_ADMIN.unit } }),
        () => db.unit.create({ data: { code: REFERENCE_ADMIN.unit, name: '集团总部', shortName: 'Headquarters', type: 'COMPAN', kind: 'GROUP', theme: 'blue', sort: 1, createdBy: 'system' } }),
      )
      const root = await ensure(
        ctx,
        'Department',
        () => db.department.findUnique({ where: { unitId_code: { unitId: unit.id, code: 'ROOT' } } }),
        () => db.department.create({ data: { unitId: unit.id, code: 'ROOT', name: '全部部门', isRoot: true } }),
      )
      const org: OrgRefs = { units: new Map([[unit.code, unit]]), departments: new Map([[`${unit.code}/ROOT`, root]]) }
      const apps = await seedApplications(ctx, ['UC', 'SSO'])
      for (const [code, app] of apps) {
        await ensure(
          ctx,
          'UnitApplication',
          () => db.unitApplication.findUnique({ where: { unitId_appId: { unitId: unit.id, appId: app.id } } }),
          () => db.unitApplication.create({ data: { unitId: unit.id, appId: app.id, isAdmin: code === 'UC', status: 'ENABLED', openedAt: ctx.now, openedBy: 'system' } }),
        )
      }
      const resources: ResourceRefs = new Map()
      await seedAppTree(ctx, org, apps, resources, 'UC')
      await seedTranslations(ctx, ['UC'])
      await ensure(
        ctx,
        'SystemOption',
        () => db.systemOption.findFirst({ where: { unitId: null, code: 'PASSWORD_STRATEGY' } }),
        () =>
          db.systemOption.create({
            data: { unitId: null, code: 'PASSWORD_STRATEGY', name: '密码强度', value: passwordPattern(SYSTEM_STRATEGY), remark: passwordRemark(SYSTEM_STRATEGY), sort: 1, createdBy: 'system' },
          }),
      )
      await seedStarGrades(ctx)
      const existing = await db.user.findUnique({ where: { unitId_code: { unitId: unit.id, code: REFERENCE_ADMIN.code } } })
      if (!existing) {
        await db.user.create({
          data: {
            unitId: unit.id,
            deptId: root.id,
            code: REFERENCE_ADMIN.code,
            name: '系统管理员',
            type: 'SUPER_ADMIN',
            passwordHash: await ctx.hash(password),
            passwordChangedAt: ctx.now,
            firstLogin: true,
            passwordChangeRequired: true,
            createdBy: 'system',
          },
        })
        ctx.created.User = (ctx.created.User ?? 0) + 1
      }
      return { createdAdmin: !existing }
    },
    { maxWait: 30_000, timeout: 300_000 },
  )
  return { createdAdmin: result.createdAdmin, generatedPassword: result.createdAdmin && !options.adminPassword ? password : undefined }
}
