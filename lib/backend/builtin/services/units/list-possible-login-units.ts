/**
 * Units a backdoor user may log into. A group-level cloud operator sees every unit under the
 * groups they manage (their home unit's subtree); others see their own unit (home) plus the units
 * granted to them. The current unit is marked.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { LoginUnit } from '@/lib/contracts/auth';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';

const MAX_ROWS = 200;

async function subtreeIds(deps: BuiltinDeps, rootId: number): Promise<number[]> {
  const ids = [rootId];
  let frontier = [rootId];
  // Breadth-first over the unit tree, bounded: alliances over groups over hotels is three levels.
  for (let depth = 0; depth < 6 && frontier.length; depth++) {
    const children = await deps.db.unit.findMany({ where: { parentId: { in: frontier } }, select: { id: true } });
    frontier = children.map((c) => c.id).filter((id) => !ids.includes(id));
    ids.push(...frontier);
  }
  return ids;
}

export async function loginUnitIds(deps: BuiltinDeps, p: Principal): Promise<number[]> {
  const home = p.user.unitId;
  if (p.user.isCloudOperator) return subtreeIds(deps, home);
  const access = await deps.db.userUnitAccess.findMany({ where: { userId: p.user.id }, select: { unitId: true } });
  return [...new Set([home, ...access.map((a) => a.unitId)])];
}

export async function listPossibleLoginUnits(deps: BuiltinDeps, p: Principal, search: string): Promise<LoginUnit[]> {
  if (!p.user.isBackdoor) return [];
  const ids = await loginUnitIds(deps, p);
  const term = search.trim();
  const units = await deps.db.unit.findMany({
    where: {
      id: { in: ids },
      status: 'ENABLED',
      ...(term ? { OR: [{ code: { contains: term } }, { name: { contains: term } }, { code: { contains: term.toUpperCase() } }] } : {}),
    },
    orderBy: [{ code: 'asc' }],
    take: MAX_ROWS,
  });
  return units.map((u) => ({
    id: u.id,
    code: u.code,
    name: u.name,
    type: u.type,
    home: u.id === p.user.unitId ? 'T' : 'F',
    current: u.id === p.unit.id ? 'T' : 'F',
  }));
}
