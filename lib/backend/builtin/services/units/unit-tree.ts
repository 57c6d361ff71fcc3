/** The unit tree (/org/buildOrgTree) and one level of it (/org/listChildNodes), made of the units the caller administers. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { UnitTreeNode } from '@/lib/contracts/units';

type UnitLite = { id: number; uuid: string; code: string; name: string; type: string; kind: string | null; status: string; parentId: number | null; sort: number };
const select = { id: true, uuid: true, code: true, name: true, type: true, kind: true, status: true, parentId: true, sort: true } as const;

function node(u: UnitLite): UnitTreeNode {
  return { id: u.id, uuid: u.uuid, code: u.code, name: u.name, type: u.type, kind: u.kind ?? '', status: u.status, manageable: true, children: [] };
}

/** Nodes whose parent is not among the units shown become roots, so a hotel administrator's tree starts at their hotel. */
export function buildForest(units: UnitLite[]): UnitTreeNode[] {
  const sorted = [...units].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const byId = new Map(sorted.map((u) => [u.id, node(u)]));
  const roots: UnitTreeNode[] = [];
  for (const u of sorted) {
    const n = byId.get(u.id)!;
    const parent = u.parentId === null ? undefined : byId.get(u.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

export async function unitTree(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unitTree'>): Promise<ConsoleOutput<'unitTree'>> {
  const units = await deps.db.unit.findMany({ where: { id: access.unitIdFilter(), type: input.type }, select });
  return buildForest(units);
}

export async function unitChildNodes(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unitChildNodes'>): Promise<ConsoleOutput<'unitChildNodes'>> {
  if (input.parentId !== undefined) {
    const children = await deps.db.unit.findMany({ where: { parentId: input.parentId, id: access.unitIdFilter() }, select, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return children.map(node);
  }
  const units = await deps.db.unit.findMany({ where: { id: access.unitIdFilter() }, select });
  return buildForest(units).map((r) => ({ ...r, children: [] }));
}
