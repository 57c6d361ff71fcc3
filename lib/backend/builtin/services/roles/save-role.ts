/** Role groups and roles: create, change, batch, delete. Codes are unique in the unit; a group's description is at most 60. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { changedFields, writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { inUse } from '@/lib/errors/in-use';
import { editableRole } from './role-access';

async function groupOfUnit(deps: BuiltinDeps, groupId: number | null, unitId: number): Promise<void> {
  if (groupId === null) return;
  const group = await deps.db.roleGroup.findUnique({ where: { id: groupId }, select: { unitId: true } });
  if (!group || group.unitId !== unitId) throw AppError.validation({ groupId: ['other_unit'] });
}

async function appExists(deps: BuiltinDeps, appId: number | null): Promise<void> {
  if (appId !== null && !(await deps.db.application.findUnique({ where: { id: appId }, select: { id: true } }))) throw AppError.validation({ appId: ['invalid'] });
}

export async function saveRoleGroup(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveRoleGroup'>): Promise<ConsoleOutput<'saveRoleGroup'>> {
  const by = access.principal.user.code;
  const data = { code: input.code, descript: input.descript, sort: input.sort };
  if (input.id === undefined) {
    return deps.db.$transaction(async (tx) => {
      const g = await tx.roleGroup.create({ data: { unitId: input.unitId, ...data, createdBy: by, updatedBy: by } });
      await writeAudit(tx, access, { action: 'CREATE', objectType: 'RoleGroup', objectId: g.id, unitId: g.unitId, after: g });
      return { id: g.id };
    });
  }
  const before = await deps.db.roleGroup.findUnique({ where: { id: input.id } });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  if (before.unitId !== input.unitId) throw new AppError(ErrorCode.FORBIDDEN);
  return deps.db.$transaction(async (tx) => {
    const g = await tx.roleGroup.update({ where: { id: before.id }, data: { ...data, updatedBy: by } });
    await writeAudit(tx, access, { action: 'UPDATE', objectType: 'RoleGroup', objectId: g.id, unitId: g.unitId, before, after: g });
    return { id: g.id };
  });
}

export async function deleteRoleGroup(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteRoleGroup'>): Promise<ConsoleOutput<'deleteRoleGroup'>> {
  const group = await deps.db.roleGroup.findUnique({ where: { id: input.id } });
  if (!group) throw new AppError(ErrorCode.NOT_FOUND);
  // Its roles stay, outside any group; users holding the group lose what it gave.
  await deps.db.$transaction(async (tx) => {
    await tx.roleGroup.delete({ where: { id: group.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'RoleGroup', objectId: group.id, unitId: group.unitId, before: group });
  });
  return null;
}

export async function saveRole(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveRole'>): Promise<ConsoleOutput<'saveRole'>> {
  await groupOfUnit(deps, input.groupId, input.unitId);
  await appExists(deps, input.appId);
  const by = access.principal.user.code;
  const data = { groupId: input.groupId, code: input.code, descript: input.descript, sort: input.sort, isTemplate: input.isTemplate, appId: input.appId, status: input.status };
  try {
    if (input.id === undefined) {
      return await deps.db.$transaction(async (tx) => {
        const r = await tx.role.create({ data: { unitId: input.unitId, ...data, createdBy: by, updatedBy: by } });
        await writeAudit(tx, access, { action: 'CREATE', objectType: 'Role', objectId: r.id, unitId: r.unitId, after: r });
        return { id: r.id, uuid: r.uuid };
      });
    }
    const before = await editableRole(deps, input.id);
    if (before.unitId !== input.unitId) throw new AppError(ErrorCode.FORBIDDEN);
    // A template already dispatched stays a template while hotels hold it.
    if (before.isTemplate && !input.isTemplate && (await deps.db.roleDispatch.count({ where: { roleId: before.id } })) > 0) throw inUse('dispatch');
    return await deps.db.$transaction(async (tx) => {
      const r = await tx.role.update({ where: { id: before.id }, data: { ...data, updatedBy: by } });
      await writeAudit(tx, access, { action: 'UPDATE', objectType: 'Role', objectId: r.id, unitId: r.unitId, before, after: r, detail: { fields: changedFields(before, r) } });
      return { id: r.id, uuid: r.uuid };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
}

export const updateRole = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateRole'>) => saveRole(deps, access, input);

export async function batchRoles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'batchRoles'>): Promise<ConsoleOutput<'batchRoles'>> {
  await groupOfUnit(deps, input.groupId, input.unitId);
  await appExists(deps, input.appId);
  const codes = input.items.map((i) => i.code);
  const twice = codes.filter((c, i) => codes.indexOf(c) !== i);
  const taken = (await deps.db.role.findMany({ where: { unitId: input.unitId, code: { in: codes } }, select: { code: true } })).map((r) => r.code);
  const clash = [...new Set([...twice, ...taken])];
  if (clash.length) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: clash.join(', ') } });
  const by = access.principal.user.code;
  await deps.db.$transaction(async (tx) => {
    for (const [i, item] of input.items.entries()) {
      const r = await tx.role.create({ data: { unitId: input.unitId, groupId: input.groupId, appId: input.appId, code: item.code, descript: item.descript, sort: i, createdBy: by, updatedBy: by } });
      await writeAudit(tx, access, { action: 'CREATE', objectType: 'Role', objectId: r.id, unitId: r.unitId, after: r, detail: { batch: true } });
    }
  });
  return { created: input.items.length };
}

export async function deleteRole(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteRole'>): Promise<ConsoleOutput<'deleteRole'>> {
  const role = await editableRole(deps, input.id);
  const dispatched = await deps.db.roleDispatch.count({ where: { roleId: role.id } });
  if (dispatched) throw inUse({ dispatch: dispatched });
  const [users, departments] = await Promise.all([deps.db.userRole.count({ where: { roleId: role.id } }), deps.db.departmentRole.count({ where: { roleId: role.id } })]);
  await deps.db.$transaction(async (tx) => {
    await tx.role.delete({ where: { id: role.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'Role', objectId: role.id, unitId: role.unitId, before: role, detail: { users, departments } });
  });
  return null;
}
