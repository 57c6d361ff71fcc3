/** Unit codes are typed by people: match exactly first, then upper-cased (codes are stored upper-case). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Unit } from '@/lib/db/generated/sqlite/client';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';

export function findUnitByCode(deps: BuiltinDeps, code: string): Promise<Unit | null> {
  // Read on every login: kept in the instance cache, dropped by unitsChanged() (docs/decisions/080).
  return memo(deps, `unit-code:${code.trim()}`, [tag.units], () => readUnitByCode(deps, code));
}

async function readUnitByCode(deps: BuiltinDeps, code: string): Promise<Unit | null> {
  const trimmed = code.trim();
  const exact = await deps.db.unit.findUnique({ where: { code: trimmed } });
  if (exact || trimmed === trimmed.toUpperCase()) return exact;
  return deps.db.unit.findUnique({ where: { code: trimmed.toUpperCase() } });
}
