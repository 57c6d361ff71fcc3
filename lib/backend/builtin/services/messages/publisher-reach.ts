/**
 * How far a publisher reaches. The endpoint's permission says whether someone may publish at all;
 * this says to whom: platform administrators anywhere, everyone else only their own unit and the
 * units beneath it (a group's administrator reaches its hotels, a hotel's does not reach the group).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

const PLATFORM_TYPES = new Set(['SUPER_ADMIN', 'OPS_ADMIN']);

export function reachesEveryUnit(p: Principal): boolean {
  return PLATFORM_TYPES.has(p.user.type);
}

export async function assertUnitInReach(deps: BuiltinDeps, p: Principal, unitId: number): Promise<void> {
  if (reachesEveryUnit(p)) return;
  const chain = await unitAncestorIds(deps, unitId);
  if (!chain.includes(p.user.unitId)) throw new AppError(ErrorCode.FORBIDDEN);
}
