/** Which roles a caller may change (their units' own) or hand out (also those dispatched to their units). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { Role } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

/** A role of a unit the caller administers: theirs to change. */
export async function editableRole(deps: BuiltinDeps, access: Access, id: number): Promise<Role> {
  const role = await deps.db.role.findUnique({ where: { id } });
  if (!role) throw new AppError(ErrorCode.NOT_FOUND);
  access.requireUnit(role.unitId);
  return role;
}

/** A role the caller may give: of a unit they administer, or dispatched to one. */
export async function assignableRole(deps: BuiltinDeps, access: Access, id: number): Promise<Role & { dispatches: { unitId: number }[] }> {
  const role = await deps.db.role.findUnique({ where: { id }, include: { dispatches: { select: { unitId: true } } } });
  if (!role) throw new AppError(ErrorCode.NOT_FOUND);
  if (!access.inScope(role.unitId) && !role.dispatches.some((d) => access.inScope(d.unitId))) throw new AppError(ErrorCode.FORBIDDEN);
  return role;
}
