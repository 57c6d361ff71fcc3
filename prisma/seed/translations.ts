// zh-CN and en-US translations of every seeded menu, button, report and report category title,
// keyed by the menu identity (or category code) under the application's code.
import { ensureMany, type SeedContext } from './context.ts'
import { APPS } from './apps.ts'
import { COPYRIGHT, DOMAINS } from './brand.ts'
import { DEMO_MENUS, DEMO_REPORTS } from './demo-menus.ts'
import { flattenMenus } from './menus.ts'
import type { MenuSeed, ReportCategorySeed } from './menu-types.ts'
import { UC_MENUS, UC_REPORTS } from './uc-menus.ts'

type Entry = { group: string; code: string; zh: string; en: string }

function categoryEntries(categories: readonly ReportCategorySeed[]): Entry[] {
  return categories.flatMap((category) => [
    { group: 'reportCategory', code: category.code, zh: category.name, en: category.nameEn },
    ...(category.reports ?? []).map((report) => ({ group: 'report', code: report.name, zh: report.title, en: report.titleEn })),
    ...categoryEntries(category.children ?? []),
  ])
}

function menuEntries(menus: readonly MenuSeed[]): Entry[] {
  return flattenMenus(menus).map((menu) => ({
    group: menu.kind === 'BUTTON' ? 'button' : 'menu',
    code: menu.name,
    zh: menu.title,
    en: menu.titleEn,
  }))
}

/** Application names keyed by app code: the shell's app-link panel and the apps home show them per locale. */
const APP_NAMES: readonly Entry[] = [
  { group: 'app', code: 'SSO', zh: '统一登录中心', en: 'Sign-on Center' },
  { group: 'app', code: 'UC', zh: '用户中心', en: 'User Center' },
  { group: 'app', code: 'DEMO', zh: '演示应用', en: 'Demo Application' },
  { group: 'app', code: 'PMS', zh: '酒店管理系统', en: 'Hotel Management System' },
  { group: 'app', code: 'CRM', zh: '客户关系管理', en: 'Customer Relationship' },
  { group: 'app', code: 'REPORT', zh: '报表中心', en: 'Report Center' },
  { group: 'app', code: 'GG', zh: '首页广告', en: 'Home advert' },
  { group: 'app', code: 'EXT', zh: '外部示例应用', en: 'External Example App' },
  // The line under a tile's name on the apps home (its remark), keyed <code>.remark.
  ...APPS.map((a) => ({ group: 'appRemark', code: `${a.code}.remark`, zh: a.remark, en: a.remarkEn })),
  // An advert's picture carries its own words: one picture per language.
  ...APPS.filter((a) => a.img).map((a) => ({ group: 'appImage', code: `${a.code}.img`, zh: a.img!, en: a.img!.replace(/\.svg$/, '-en.svg') })),
]

/** Each seeded domain's title and copyright (lib/backend/builtin/services/lookups.ts DOMAIN_TRANSLATIONS). */
const DOMAIN_TEXTS: readonly Entry[] = DOMAINS.flatMap((d) => [
  { group: 'domain', code: `${d.host}.title`, zh: d.title, en: d.titleEn },
  { group: 'domain', code: `${d.host}.copyRight`, zh: COPYRIGHT.zh, en: COPYRIGHT.en },
])

export function translationEntries(): { appCode: string; entries: Entry[] }[] {
  return [
    { appCode: 'UC', entries: [...menuEntries(UC_MENUS), ...categoryEntries(UC_REPORTS), ...APP_NAMES, ...DOMAIN_TEXTS] },
    { appCode: 'DEMO', entries: [...menuEntries(DEMO_MENUS), ...categoryEntries(DEMO_REPORTS), ...APP_NAMES] },
    { appCode: 'SSO', entries: [...APP_NAMES] },
  ]
}

export async function seedTranslations(ctx: SeedContext, only?: readonly string[]): Promise<void> {
  for (const { appCode, entries } of translationEntries().filter((t) => !only || only.includes(t.appCode))) {
    const rows = entries.flatMap((entry) =>
      (['zh-CN', 'en-US'] as const).map((locale) => ({
        appCode, locale, group: entry.group, code: entry.code, value: locale === 'zh-CN' ? entry.zh : entry.en, updatedBy: 'admin',
      })),
    )
    await ensureMany(
      ctx,
      'Translation',
      rows,
      (row) => `${row.locale}/${row.code}`,
      async () => (await ctx.db.translation.findMany({ where: { appCode }, select: { locale: true, code: true } })).map((row) => `${row.locale}/${row.code}`),
      (missing) => ctx.db.translation.createMany({ data: missing }),
    )
  }
}
