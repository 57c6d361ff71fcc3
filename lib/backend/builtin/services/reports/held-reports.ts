/** The reports a caller holds now (their grants, roles, departments, cascade; everything for a super administrator). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { grantedResourceIds } from '@/lib/backend/builtin/services/menu/granted-resource-ids';
import { BUILTIN_REPORTS, type ReportRow } from '@/lib/contracts/reports';
import { dataWords } from '@/lib/backend/builtin/services/translate/data-words';

const include = { app: { select: { code: true, name: true, descript: true } }, reportCategory: { select: { code: true, name: true } } } as const;

export async function heldReports(deps: BuiltinDeps, access: Access): Promise<ReportRow[]> {
  const all = await deps.db.resource.findMany({ where: { kind: 'REPORT', status: 'ENABLED' }, include, orderBy: [{ appId: 'asc' }, { sort: 'asc' }, { id: 'asc' }] });
  const byApp = new Map<number, Set<number> | 'ALL'>();
  for (const appId of new Set(all.map((r) => r.appId))) byApp.set(appId, await grantedResourceIds(deps, access.principal, appId, ['REPORT']));
  const held = all.filter((r) => {
    const ids = byApp.get(r.appId);
    return ids === 'ALL' || Boolean(ids?.has(r.id));
  });
  const collected = new Set(
    (await deps.db.reportCollection.findMany({ where: { userId: access.principal.user.id, resourceId: { in: held.map((r) => r.id) } }, select: { resourceId: true } })).map((c) => c.resourceId),
  );
  // Titles, categories and application names in the caller's language (translations keyed by code).
  const words = await dataWords(deps, access.ctx.locale, held.flatMap((r) => [r.name, r.app.code, r.reportCategory?.code ?? '']));
  return held.map((r) => ({
    id: r.id,
    code: r.name,
    title: words(r.name, r.title ?? r.name),
    appCode: r.app.code,
    appName: words(r.app.code, r.app.name ?? r.app.descript ?? r.app.code),
    categoryId: r.reportCategoryId,
    categoryName: r.reportCategory ? words(r.reportCategory.code, r.reportCategory.name) : '',
    address: r.address ?? '',
    builtin: r.app.code === deps.config.loginSystem.defaultAppCode && (BUILTIN_REPORTS as readonly string[]).includes(r.name),
    collected: collected.has(r.id),
  }));
}
