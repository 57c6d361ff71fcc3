/** A unit and its ancestors (hotel -> group -> alliance), nearest first. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';

const MAX_DEPTH = 8;

export async function unitAncestorIds(deps: BuiltinDeps, unitId: number): Promise<number[]> {
  const ids: number[] = [];
  let current: number | null = unitId;
  // Bounded walk: a data error that makes a cycle must not hang a login.
  for (let i = 0; current !== null && i < MAX_DEPTH; i++) {
    if (ids.includes(current)) break;
    ids.push(current);
    const unit: { parentId: number | null } | null = await deps.db.unit.findUnique({ where: { id: current }, select: { parentId: true } });
    current = unit?.parentId ?? null;
  }
  return ids;
}
