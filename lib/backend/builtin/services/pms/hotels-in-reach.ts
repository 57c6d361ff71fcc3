/** The hotels a user may open the PMS for: hotel units in the current unit's subtree (itself included). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';

const MAX_DEPTH = 6;

export async function hotelUnitIdsInReach(deps: BuiltinDeps, p: Principal): Promise<number[]> {
  const ids = [p.unit.id];
  let frontier = [p.unit.id];
  // Breadth-first and bounded: a data error that makes a cycle must not hang the call.
  for (let depth = 0; depth < MAX_DEPTH && frontier.length; depth++) {
    const children = await deps.db.unit.findMany({ where: { parentId: { in: frontier }, status: 'ENABLED' }, select: { id: true } });
    frontier = children.map((c) => c.id).filter((id) => !ids.includes(id));
    ids.push(...frontier);
  }
  return ids;
}
