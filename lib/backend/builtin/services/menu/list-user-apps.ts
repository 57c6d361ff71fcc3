/**
 * The applications a user may open: opened by the current unit and enabled (unit entry and
 * application), and, for applications that have menus, holding at least one of them. The address
 * comes from the static app-links mapping of the customer serving this host ('' = no matched address).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { App } from '@/lib/contracts/auth';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { appAddress, appForHost } from '@/lib/config/static-config';
import { appsWithGrantedMenus } from './granted-resource-ids';

export async function listUserApps(deps: BuiltinDeps, p: Principal, host: string): Promise<App[]> {
  const now = deps.now();
  const opened = await deps.db.unitApplication.findMany({
    where: {
      unitId: p.unit.id,
      status: 'ENABLED',
      app: { status: 'ENABLED' },
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    },
    include: { app: { include: { _count: { select: { resources: { where: { kind: 'MENU', status: 'ENABLED' } } } } } } },
  });
  const customer = appForHost(host, deps.config)?.customer ?? '';
  const granted = await appsWithGrantedMenus(deps, p);
  const apps: App[] = [];
  for (const entry of opened.sort((a, b) => a.app.sort - b.app.sort || a.app.id - b.app.id)) {
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

/** Whether the principal's unit has opened the application and both are enabled. */
export async function isAppOpened(deps: BuiltinDeps, unitId: number, appCode: string): Promise<boolean> {
  const now = deps.now();
  const entry = await deps.db.unitApplication.findFirst({
    where: {
      unitId,
      status: 'ENABLED',
      app: { code: appCode, status: 'ENABLED' },
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    },
    select: { id: true },
  });
  return entry !== null;
}
