/** A unit's descendants (group -> hotels and stores, alliance -> groups -> hotels), walked level by level. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';

const MAX_DEPTH = 8;

export async function unitDescendantIds(deps: BuiltinDeps, unitId: number): Promise<number[]> {
  const out: number[] = [];
  const seen = new Set([unitId]);
  let level = [unitId];
  // Bounded: a cycle left by bad data must not loop for ever.
  for (let depth = 0; level.length > 0 && depth < MAX_DEPTH; depth++) {
    const children = await deps.db.unit.findMany({ where: { parentId: { in: level } }, select: { id: true } });
    level = children.map((c) => c.id).filter((id) => !seen.has(id));
    for (const id of level) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}
