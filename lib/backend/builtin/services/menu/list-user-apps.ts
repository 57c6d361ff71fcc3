/**
 * The applications a user may open: opened by the current unit and enabled (unit entry and
 * application), and, for applications that have menus, holding at least one of them. The address
 * comes from the static app-links mapping of the customer serving this host ('' = no matched address).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { App } from '@/lib/contracts/auth';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { appAddress, appForHost } from '@/lib/config/static-config';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';
import { appsWithGrantedMenus } from './granted-resource-ids';

type OpenedEntry = Awaited<ReturnType<typeof readOpened>>[number];

/** The unit's enabled openings of enabled applications, with each application's menu count. Expiry is checked per call. */
function readOpened(deps: BuiltinDeps, unitId: number) {
  return deps.db.unitApplication.findMany({
    where: { unitId, status: 'ENABLED', app: { status: 'ENABLED' } },
    select: {
      expiresAt: true,
      app: { include: { _count: { select: { resources: { where: { kind: 'MENU', status: 'ENABLED' } } } } } },
    },
  });
}

/** Cached per unit, dropped when the unit or any application, resource or opening changes. */
async function openedApps(deps: BuiltinDeps, unitId: number): Promise<OpenedEntry[]> {
  const all = await memo(deps, `opened:${unitId}`, [tag.unit(unitId), tag.apps], () => readOpened(deps, unitId));
  const now = deps.now();
  return all.filter((e) => e.expiresAt === null || e.expiresAt > now);
}

export async function listUserApps(deps: BuiltinDeps, p: Principal, host: string): Promise<App[]> {
  const opened = await openedApps(deps, p.unit.id);
  const customer = appForHost(host, deps.config)?.customer ?? '';
  const granted = await appsWithGrantedMenus(deps, p);
  const apps: App[] = [];
  for (const entry of [...opened].sort((a, b) => a.app.sort - b.app.sort || a.app.id - b.app.id)) {
    const app = entry.app;
    if (app._count.resources > 0 && granted !== 'ALL' && !granted.has(app.id)) continue;
    apps.push({
      code: app.code,
      name: app.name ?? app.descript,
      descript: app.descript,
      remark: app.remark ?? '',
      logo: app.logo ?? '',
      sLogo: app.sLogo ?? '',
      href: customer ? appAddress(customer, app.code, deps.config) : '',
      sso: app.sso ? 'T' : 'F',
      icon: app.icon ?? '',
      iconColor: app.iconColor ?? '',
      img: app.img ?? '',
    });
  }
  return apps;
}

/** Whether the unit has opened the application (not expired) and both are enabled. */
export async function isAppOpened(deps: BuiltinDeps, unitId: number, appCode: string): Promise<boolean> {
  return (await openedApps(deps, unitId)).some((e) => e.app.code === appCode);
}
