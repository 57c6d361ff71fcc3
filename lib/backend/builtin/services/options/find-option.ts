/** A system option of a unit, falling back to the system-level row (unitId null) of the same code. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { SystemOption } from '@/lib/db/generated/sqlite/client';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';

export async function findOption(deps: BuiltinDeps, unitId: number | null, code: string): Promise<SystemOption | null> {
  // Read on every login: kept in the instance cache, dropped by settingsChanged() (docs/decisions/080).
  const rows = await memo(deps, `option:${unitId}:${code}`, [tag.settings], () => deps.db.systemOption.findMany({ where: { code, OR: [{ unitId }, { unitId: null }] } }));
  // The unit's own row wins; a halted row counts as absent.
  const own = rows.find((r) => r.unitId === unitId && unitId !== null);
  const chosen = own ?? rows.find((r) => r.unitId === null);
  return chosen && !chosen.halt ? chosen : null;
}
