/** Unit codes are typed by people: match exactly first, then upper-cased (codes are stored upper-case). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Unit } from '@/lib/db/generated/sqlite/client';

export async function findUnitByCode(deps: BuiltinDeps, code: string): Promise<Unit | null> {
  const trimmed = code.trim();
  const exact = await deps.db.unit.findUnique({ where: { code: trimmed } });
  if (exact || trimmed === trimmed.toUpperCase()) return exact;
  return deps.db.unit.findUnique({ where: { code: trimmed.toUpperCase() } });
}
