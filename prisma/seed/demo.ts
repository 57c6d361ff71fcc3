// seedDemo: the whole demonstration data set, idempotent, in one transaction; isSeeded for start-up.
import type { Db } from '../../lib/db/client.ts'
import { seedApps } from './apps.ts'
import { seedBrand } from './brand.ts'
import { createContext, type SeedDb, type SeedLog } from './context.ts'
import { seedHotels } from './hotel.ts'
import { seedLogs } from './logs.ts'
import { seedMenus } from './menus.ts'
import { seedMessages } from './messages.ts'
import { seedRoles } from './roles.ts'
import { seedOrgScope, seedUserScope } from './scope.ts'
import { seedSecurity } from './security.ts'
import { seedTranslations } from './translations.ts'
import { seedUnits } from './units.ts'
import { DEMO_ACCOUNTS, seedUsers } from './users.ts'

export type SeedDemoOptions = {
  /** Reference time for relative dates (logs, messages); default now. */
  now?: Date
  log?: SeedLog
}

export type SeedDemoResult = {
  /** Rows created by this run per model; empty when the data was already there. */
  created: Record<string, number>
  createdTotal: number
}

/**
 * Seeds the demo data set into `prisma`. Safe to call on every start: rows are found by their
 * natural keys first and never modified, so a second run creates and changes nothing. Runs in
 * one transaction so a failure leaves no half-seeded database behind.
 */
export async function seedDemo(prisma: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const log = options.log ?? (() => undefined)
  const created = await prisma.$transaction(
    async (tx) => {
      const ctx = createContext(tx, { now: options.now, log })
      const org = await seedUnits(ctx)
      const suppliers = await seedOrgScope(ctx, org)
      const users = await seedUsers(ctx, org, suppliers)
      const apps = await seedApps(ctx, org)
      const resources = await seedMenus(ctx, org, apps)
      const roles = await seedRoles(ctx, org, apps, resources, users)
      await seedUserScope(ctx, org, users, roles)
      await seedSecurity(ctx, org, users)
      await seedBrand(ctx, org)
      await seedHotels(ctx, org)
      await seedTranslations(ctx)
      await seedMessages(ctx, org, users)
      await seedLogs(ctx, org, users)
      return ctx.created
    },
    // Hashing the demo passwords alone takes ~100 ms; a slow CI disk needs far more than the 5 s default.
    { maxWait: 30_000, timeout: 300_000 },
  )
  const createdTotal = Object.values(created).reduce((sum, n) => sum + n, 0)
  log(createdTotal === 0 ? 'Demo data already present: nothing created.' : `Demo data: created ${createdTotal} rows.`)
  return { created, createdTotal }
}

/** Whether the demo data set is there (its super administrator exists). */
export async function isSeeded(prisma: SeedDb): Promise<boolean> {
  const { unit, code } = DEMO_ACCOUNTS.admin
  const user = await prisma.user.findFirst({ where: { code, unit: { code: unit } }, select: { id: true } })
  return user !== null
}
