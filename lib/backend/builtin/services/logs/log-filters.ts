/** Date-range filters of the log lists: calendar days (whole days in Asia/Shanghai) or exact times. */
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { unitDescendantIds } from '@/lib/backend/builtin/services/access/unit-tree';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';

function at(value: string, endOfDay: boolean): Date {
  if (value.length === 10) return new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00'}+08:00`);
  const [day, time = '00:00'] = value.split(' ');
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
}

export function atRange(input: { atStart?: string; atEnd?: string }): { gte?: Date; lte?: Date } | undefined {
  if (!input.atStart && !input.atEnd) return undefined;
  return { ...(input.atStart ? { gte: at(input.atStart, false) } : {}), ...(input.atEnd ? { lte: at(input.atEnd, true) } : {}) };
}

/** "Under the unit": the unit the caller is signed in to and those below it that they administer. */
export async function unitsUnderCaller(deps: BuiltinDeps, access: Access): Promise<number[]> {
  const own = access.principal.unit.id;
  const below = await unitDescendantIds(deps, own);
  return [own, ...below].filter((id) => access.inScope(id));
}
