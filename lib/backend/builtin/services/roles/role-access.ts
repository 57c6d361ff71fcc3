/**
 * A role a call names. Whose it is was settled before the service ran, from the call's declaration
 * (`ref.role`: a role of a unit the caller administers, theirs to change; `ref.grantableRole`: also
 * one dispatched to such a unit, theirs to hand out): these only read it.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Role } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export async function editableRole(deps: BuiltinDeps, id: number): Promise<Role> {
  const role = await deps.db.role.findUnique({ where: { id } });
  if (!role) throw new AppError(ErrorCode.NOT_FOUND);
  return role;
}

export async function assignableRole(deps: BuiltinDeps, id: number): Promise<Role & { dispatches: { unitId: number }[] }> {
  const role = await deps.db.role.findUnique({ where: { id }, include: { dispatches: { select: { unitId: true } } } });
  if (!role) throw new AppError(ErrorCode.NOT_FOUND);
  return role;
}
