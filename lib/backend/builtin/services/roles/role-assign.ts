/** Giving a role to users (/role/users) and to departments (/role/departs), within the caller's own rights. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { assertCanGrantRoles } from '@/lib/backend/builtin/services/access/grant-limits';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { namedUser } from '@/lib/backend/builtin/services/users/user-row';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { User } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { assignableRole } from './role-access';

export async function roleUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'roleUsers'>): Promise<ConsoleOutput<'roleUsers'>> {
  await assignableRole(deps, input.roleId);
  const where = { roles: { some: { roleId: input.roleId } }, unitId: access.unitIdFilter() };
  return listPage(input, {
    orderBy: { id: 'asc' },
    count: () => deps.db.user.count({ where }),
    ids: (page) => deps.db.user.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, code: true, name: true, unit: { select: { code: true } }, dept: { select: { name: true } } } }),
    map: (u) => ({ id: u.id, code: u.code, name: u.name, unitCode: u.unit.code, deptName: u.dept?.name ?? '' }),
  });
}

export async function assignRoleUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'assignRoleUsers'>): Promise<ConsoleOutput<'assignRoleUsers'>> {
  const role = await assignableRole(deps, input.roleId);
  const units = new Set([role.unitId, ...role.dispatches.map((d) => d.unitId)]);
  const users: User[] = [];
  for (const id of new Set([...input.userIds, ...input.cancelUserIds])) users.push(await namedUser(deps, id));
  if (users.some((u) => !units.has(u.unitId))) throw AppError.validation({ userIds: ['other_unit'] });
  const add = [...new Set(input.userIds)].filter((id) => !input.cancelUserIds.includes(id));
  if (add.length) await assertCanGrantRoles(deps, access, [role.id]);
  const existing = new Set((await deps.db.userRole.findMany({ where: { roleId: role.id, userId: { in: add } }, select: { userId: true } })).map((r) => r.userId));
  const fresh = add.filter((id) => !existing.has(id));
  const result = await deps.db.$transaction(async (tx) => {
    if (fresh.length) await tx.userRole.createMany({ data: fresh.map((userId) => ({ userId, roleId: role.id, createdBy: access.principal.user.code })) });
    const removed = input.cancelUserIds.length ? (await tx.userRole.deleteMany({ where: { roleId: role.id, userId: { in: input.cancelUserIds } } })).count : 0;
    const code = (id: number) => users.find((u) => u.id === id)?.code ?? String(id);
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'RoleUsers', objectId: role.id, unitId: role.unitId, after: { role: role.code, added: fresh.map(code), removed: input.cancelUserIds.map(code) } });
    return { added: fresh.length, removed };
  });
  usersChanged(users.map((u) => u.id));
  return result;
}

export async function assignRoleDepts(deps: BuiltinDeps, access: Access, input: ConsoleInput<'assignRoleDepts'>): Promise<ConsoleOutput<'assignRoleDepts'>> {
  const role = await assignableRole(deps, input.roleId);
  if (role.unitId !== input.unitId && !role.dispatches.some((d) => d.unitId === input.unitId)) throw AppError.validation({ unitId: ['role_not_in_unit'] });
  const depts = await deps.db.department.findMany({ where: { unitId: input.unitId }, select: { id: true, code: true, isRoot: true } });
  const byId = new Map(depts.map((d) => [d.id, d]));
  const wanted = [...new Set(input.deptIds)];
  if (wanted.some((id) => !byId.has(id))) throw AppError.validation({ deptIds: ['other_unit'] });
  if (wanted.some((id) => byId.get(id)!.isRoot)) throw new AppError(ErrorCode.ROOT_DEPARTMENT);
  const current = (await deps.db.departmentRole.findMany({ where: { roleId: role.id, deptId: { in: [...byId.keys()] } }, select: { deptId: true } })).map((r) => r.deptId);
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  if (added.length) await assertCanGrantRoles(deps, access, [role.id]);
  await deps.db.$transaction(async (tx) => {
    if (removed.length) await tx.departmentRole.deleteMany({ where: { roleId: role.id, deptId: { in: removed } } });
    if (added.length) await tx.departmentRole.createMany({ data: added.map((deptId) => ({ deptId, roleId: role.id, createdBy: access.principal.user.code })) });
    const code = (id: number) => byId.get(id)?.code ?? String(id);
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'RoleDepartments', objectId: role.id, unitId: input.unitId, before: { role: role.code, departments: current.map(code) }, after: { role: role.code, departments: wanted.map(code) } });
  });
  return { deptIds: wanted };
}
