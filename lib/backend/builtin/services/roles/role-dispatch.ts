/**
 * Template roles dispatched to hotels (/role/distributeRole) as general roles, and taking a
 * general role back from one unit or many (/role/deleteGeneralRole, ...InUnits), with the unit's
 * own grants of it.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { unitDescendantIds } from '@/lib/backend/builtin/services/access/unit-tree';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { editableRole } from './role-access';

export async function distributeRole(deps: BuiltinDeps, access: Access, input: ConsoleInput<'distributeRole'>): Promise<ConsoleOutput<'distributeRole'>> {
  const role = await editableRole(deps, input.roleId);
  if (!role.isTemplate) throw AppError.validation({ roleId: ['not_template'] });
  const below = new Set(await unitDescendantIds(deps, role.unitId));
  const targets = [...new Set(input.unitIds)];
  for (const id of targets) {
    if (!below.has(id)) throw AppError.validation({ unitIds: ['not_below_role_unit'] });
  }
  const have = new Set((await deps.db.roleDispatch.findMany({ where: { roleId: role.id }, select: { unitId: true } })).map((d) => d.unitId));
  const fresh = targets.filter((id) => !have.has(id));
  await deps.db.$transaction(async (tx) => {
    if (fresh.length) await tx.roleDispatch.createMany({ data: fresh.map((unitId) => ({ roleId: role.id, unitId, dispatchedBy: access.principal.user.code })) });
    await writeAudit(tx, access, { action: 'DISPATCH', objectType: 'Role', objectId: role.id, unitId: role.unitId, before: { units: [...have] }, after: { units: [...have, ...fresh] } });
  });
  return { added: fresh.length };
}

export async function unitsHasGeneralRoles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unitsHasGeneralRoles'>): Promise<ConsoleOutput<'unitsHasGeneralRoles'>> {
  const role = await deps.db.role.findUnique({ where: { id: input.roleId }, select: { unitId: true } });
  if (!role) throw new AppError(ErrorCode.NOT_FOUND);
  const dispatches = await deps.db.roleDispatch.findMany({ where: { roleId: input.roleId }, select: { unit: { select: { id: true, code: true, name: true } } }, orderBy: { unitId: 'asc' } });
  return dispatches.map((d) => d.unit).filter((u) => access.inScope(u.id));
}

async function removeFrom(deps: BuiltinDeps, access: Access, roleId: number, unitIds: number[]): Promise<number> {
  const role = await deps.db.role.findUnique({ where: { id: roleId } });
  if (!role) throw new AppError(ErrorCode.NOT_FOUND);
  // The role's own unit decides about its dispatches, or each receiving unit about itself.
  return deps.db.$transaction(async (tx) => {
    const removed = (await tx.roleDispatch.deleteMany({ where: { roleId, unitId: { in: unitIds } } })).count;
    const users = await tx.userRole.deleteMany({ where: { roleId, user: { unitId: { in: unitIds } } } });
    const depts = await tx.departmentRole.deleteMany({ where: { roleId, dept: { unitId: { in: unitIds } } } });
    await writeAudit(tx, access, { action: 'REVOKE', objectType: 'RoleDispatch', objectId: roleId, unitId: role.unitId, before: { role: role.code, units: unitIds }, detail: { userGrants: users.count, departmentGrants: depts.count } });
    return removed;
  });
}

export async function deleteGeneralRole(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteGeneralRole'>): Promise<ConsoleOutput<'deleteGeneralRole'>> {
  const removed = await removeFrom(deps, access, input.roleId, [input.unitId]);
  if (!removed) throw new AppError(ErrorCode.NOT_FOUND);
  return null;
}

export async function deleteGeneralRoleInUnits(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteGeneralRoleInUnits'>): Promise<ConsoleOutput<'deleteGeneralRoleInUnits'>> {
  return { removed: await removeFrom(deps, access, input.roleId, [...new Set(input.unitIds)]) };
}
