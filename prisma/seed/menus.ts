// Resources (menus, buttons, reports) and operation objects of UC and DEMO, from the static trees.
import { ensure, type SeedContext } from './context.ts'
import { appOf, type AppRefs } from './apps.ts'
import { EXT_MENUS } from './ext-app.ts'
import { DEMO_MENUS, DEMO_OPERATIONS, DEMO_REPORTS, type OperationSeed } from './demo-menus.ts'
import type { MenuSeed, ReportCategorySeed, WinType } from './menu-types.ts'
import { UC_MENUS, UC_REPORTS } from './uc-menus.ts'
import { unitOf, type OrgRefs } from './units.ts'

export type ResourceRow = { id: number; appId: number; kind: string; name: string; parentId: number | null }

/** Keyed by `${appCode}/${name}`. */
export type ResourceRefs = Map<string, ResourceRow>

export function resourceOf(resources: ResourceRefs, appCode: string, name: string): ResourceRow {
  const row = resources.get(`${appCode}/${name}`)
  if (!row) throw new Error(`seed: unknown resource ${appCode}/${name}`)
  return row
}

/** Every resource name of an app's tree (menus and buttons), depth first. */
export function flattenMenus(menus: readonly MenuSeed[]): MenuSeed[] {
  return menus.flatMap((menu) => [menu, ...flattenMenus(menu.children ?? [])])
}

type TreeSpec = { app: string; defaultWinType: WinType; menus: readonly MenuSeed[]; reports: readonly ReportCategorySeed[] }

// UC's pages are console routes; DEMO's are pages of another application loaded in the frame.
const TREES: readonly TreeSpec[] = [
  { app: 'UC', defaultWinType: 'ROUTE', menus: UC_MENUS, reports: UC_REPORTS },
  { app: 'DEMO', defaultWinType: 'CURRENTPAGE', menus: DEMO_MENUS, reports: DEMO_REPORTS },
  { app: 'EXT', defaultWinType: 'NEWBLANK', menus: EXT_MENUS, reports: [] },
]

export async function seedMenus(ctx: SeedContext, org: OrgRefs, apps: AppRefs): Promise<ResourceRefs> {
  const resources: ResourceRefs = new Map()
  for (const tree of TREES) await seedAppTree(ctx, org, apps, resources, tree.app)
  await seedOperations(ctx, appOf(apps, 'DEMO').id, DEMO_OPERATIONS, null)
  await seedCanary(ctx, org, resources)
  return resources
}

/** One application's menu and report trees (the reference seed needs UC's alone). */
export async function seedAppTree(ctx: SeedContext, org: OrgRefs, apps: AppRefs, resources: ResourceRefs, appCode: string): Promise<void> {
  const tree = TREES.find((t) => t.app === appCode)
  if (!tree) throw new Error(`seed: no menu tree for ${appCode}`)
  const appId = appOf(apps, tree.app).id
  await seedMenuLevel(ctx, org, resources, tree, appId, tree.menus, null, 1)
  await seedReportLevel(ctx, resources, tree.app, appId, tree.reports, null)
}

async function seedMenuLevel(
  ctx: SeedContext,
  org: OrgRefs,
  resources: ResourceRefs,
  tree: TreeSpec,
  appId: number,
  menus: readonly MenuSeed[],
  parentId: number | null,
  level: number,
): Promise<void> {
  const { db } = ctx
  for (const [index, seed] of menus.entries()) {
    // Limits of console.md section 5, checked here so bad demo data fails loudly.
    if (seed.name.length > 30) throw new Error(`seed: resource name over 30 characters: ${seed.name}`)
    if (level > 6) throw new Error(`seed: resource ${seed.name} deeper than 6 levels`)
    const row = await ensure(
      ctx,
      'Resource',
      () => db.resource.findUnique({ where: { appId_code: { appId, code: seed.name } } }),
      () =>
        db.resource.create({
          data: {
            appId,
            kind: seed.kind ?? 'MENU',
            level,
            parentId,
            code: seed.name,
            name: seed.name,
            title: seed.title,
            cascade: seed.cascadeOwner !== undefined,
            ownerUnitId: seed.cascadeOwner ? unitOf(org, seed.cascadeOwner).id : null,
            // A button opens nothing: it keeps the column's default.
            winType: seed.kind === 'BUTTON' ? undefined : (seed.winType ?? tree.defaultWinType),
            permission: seed.permission ?? null,
            sort: (index + 1) * 10,
            address: seed.address ?? null,
            icon: seed.icon ?? null,
            tip: seed.tip ?? null,
            mobileVisible: seed.kind !== 'BUTTON' && level === 1,
            createdBy: 'admin',
          },
        }),
    )
    resources.set(`${tree.app}/${seed.name}`, row)
    if (seed.children) await seedMenuLevel(ctx, org, resources, tree, appId, seed.children, row.id, level + 1)
  }
}

async function seedReportLevel(
  ctx: SeedContext,
  resources: ResourceRefs,
  appCode: string,
  appId: number,
  categories: readonly ReportCategorySeed[],
  parentId: number | null,
): Promise<void> {
  const { db } = ctx
  for (const [index, seed] of categories.entries()) {
    const category = await ensure(
      ctx,
      'ReportCategory',
      () => db.reportCategory.findUnique({ where: { appId_code: { appId, code: seed.code } } }),
      () => db.reportCategory.create({ data: { appId, parentId, code: seed.code, name: seed.name, sort: (index + 1) * 10, createdBy: 'admin' } }),
    )
    for (const [reportIndex, report] of (seed.reports ?? []).entries()) {
      // Reports live in the category tree, not the menu tree: no parent resource.
      const row = await ensure(
        ctx,
        'Resource',
        () => db.resource.findUnique({ where: { appId_code: { appId, code: report.name } } }),
        () =>
          db.resource.create({
            data: {
              appId,
              kind: 'REPORT',
              level: 1,
              code: report.name,
              name: report.name,
              title: report.title,
              winType: 'NEWPAGE',
              address: report.address,
              icon: 'FundOutlined',
              sort: (reportIndex + 1) * 10,
              reportCategoryId: category.id,
              permission: `${appCode.toLowerCase()}:report:${report.name}`,
              createdBy: 'admin',
            },
          }),
      )
      resources.set(`${appCode}/${report.name}`, row)
    }
    if (seed.children) await seedReportLevel(ctx, resources, appCode, appId, seed.children, category.id)
  }
}

async function seedOperations(ctx: SeedContext, appId: number, operations: readonly OperationSeed[], parentId: number | null) {
  for (const [index, seed] of operations.entries()) {
    const row = await ensure(
      ctx,
      'OperationObject',
      () => ctx.db.operationObject.findUnique({ where: { appId_code: { appId, code: seed.code } } }),
      () => ctx.db.operationObject.create({ data: { appId, parentId, code: seed.code, name: seed.name, type: seed.type, sort: (index + 1) * 10, createdBy: 'admin' } }),
    )
    if (seed.children) await seedOperations(ctx, appId, seed.children, row.id)
  }
}

/**
 * A grey-release address for H002's room-status page. Disabled: it shows the canary console
 * without sending anyone to a page that does not exist yet.
 */
async function seedCanary(ctx: SeedContext, org: OrgRefs, resources: ResourceRefs) {
  const resourceId = resourceOf(resources, 'DEMO', 'demo_room_status').id
  const unitId = unitOf(org, 'H002').id
  await ensure(
    ctx,
    'CanaryMenuConfig',
    () => ctx.db.canaryMenuConfig.findUnique({ where: { resourceId_unitId: { resourceId, unitId } } }),
    () =>
      ctx.db.canaryMenuConfig.create({
        data: { resourceId, unitId, address: '/demo/room/status-v2', enabled: false, remark: '新版房态图灰度（未启用）', createdBy: 'admin' },
      }),
  )
}
