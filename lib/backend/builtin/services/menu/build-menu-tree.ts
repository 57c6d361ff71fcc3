/**
 * The user's menu tree for one application: granted menus plus the ancestors that hold them
 * together, sorted by `sort`, with canary addresses applied for the current unit.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { MenuNode, WinType } from '@/lib/contracts/auth';
import { winTypeSchema } from '@/lib/contracts/auth';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';
import { grantedResourceIds } from './granted-resource-ids';

interface Row {
  id: number;
  parentId: number | null;
  name: string;
  title: string | null;
  address: string | null;
  winType: string;
  stretch: boolean;
  icon: string | null;
  tip: string | null;
  sort: number;
}

/** An application's id by code (cached; applications change rarely). */
export function findAppId(deps: BuiltinDeps, appCode: string): Promise<number | null> {
  return memo(deps, `app:${appCode}`, [tag.apps], async () => (await deps.db.application.findUnique({ where: { code: appCode }, select: { id: true } }))?.id ?? null);
}

function menuRows(deps: BuiltinDeps, appId: number): Promise<Row[]> {
  return memo(deps, `menus:${appId}`, [tag.apps], () =>
    deps.db.resource.findMany({
      where: { appId, kind: 'MENU', status: 'ENABLED' },
      select: { id: true, parentId: true, name: true, title: true, address: true, winType: true, stretch: true, icon: true, tip: true, sort: true },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    }),
  );
}

/** Canary addresses for the unit: a unit-specific one wins over one for every unit. */
function canaryAddresses(deps: BuiltinDeps, appId: number, unitId: number): Promise<Map<number, string>> {
  return memo(deps, `canary:${appId}:${unitId}`, [tag.apps, tag.unit(unitId)], async () => {
    const canary = await deps.db.canaryMenuConfig.findMany({
      where: { enabled: true, resource: { appId }, OR: [{ unitId }, { unitId: null }] },
      select: { resourceId: true, address: true, unitId: true },
    });
    const out = new Map<number, string>();
    for (const c of canary.sort((a, b) => (a.unitId === null ? 0 : 1) - (b.unitId === null ? 0 : 1))) out.set(c.resourceId, c.address);
    return out;
  });
}

export async function buildMenuTree(deps: BuiltinDeps, p: Principal, appCode: string): Promise<MenuNode[]> {
  const appId = await findAppId(deps, appCode);
  if (appId === null) return [];
  const [granted, rows, canaryAddress] = await Promise.all([grantedResourceIds(deps, p, appId, ['MENU']), menuRows(deps, appId), canaryAddresses(deps, appId, p.unit.id)]);
  return assembleTree(rows, granted, canaryAddress);
}

/** Pure part, tested on its own: keeps granted rows and their ancestors, nests them. */
export function assembleTree(rows: Row[], granted: Set<number> | 'ALL', canaryAddress = new Map<number, string>()): MenuNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const r of rows) {
    if (granted !== 'ALL' && !granted.has(r.id)) continue;
    // Keep the chain up to the root so a granted leaf is reachable; stop on a broken parent link.
    let cur: Row | undefined = r;
    for (let depth = 0; cur && depth < 8 && !keep.has(cur.id); depth++) {
      keep.add(cur.id);
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
    }
  }
  const nodes = new Map<number, MenuNode>();
  for (const r of rows) {
    if (!keep.has(r.id)) continue;
    const winType: WinType = winTypeSchema.safeParse(r.winType).success ? (r.winType as WinType) : 'CURRENTPAGE';
    nodes.set(r.id, {
      name: r.name,
      title: r.title ?? r.name,
      path: canaryAddress.get(r.id) ?? r.address ?? '',
      winType,
      stretch: r.stretch ? 'T' : 'F',
      icon: r.icon ?? '',
      tip: r.tip ?? '',
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
