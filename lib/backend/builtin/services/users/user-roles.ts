/**
 * A user's roles: general roles held directly, role groups (every role of the group) and the
 * department's roles (used when "use department roles" is on). Roles of the user's unit or
 * dispatched to it; added ones never above the caller's own rights.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { assertCanGrantRoles } from '@/lib/backend/builtin/services/access/grant-limits';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { updateUser as writeUser } from '@/lib/backend/builtin/services/users/update-user';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { namedUser } from './user-row';

const roleSelect = { id: true, code: true, descript: true, unitId: true, unit: { select: { code: true } }, app: { select: { code: true } }, dispatches: { select: { unitId: true } } } as const;
type RoleLite = { id: number; code: string; descript: string; unit: { code: string }; app: { code: string } | null };
const brief = (r: RoleLite) => ({ id: r.id, code: r.code, descript: r.descript, unitCode: r.unit.code, appCode: r.app?.code ?? '' });

async function rolesOf(deps: BuiltinDeps, userId: number): Promise<ConsoleOutput<'userRoles'>> {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId }, select: { useDeptRole: true, deptId: true } });
  const [roles, groups, deptRoles] = await Promise.all([
    deps.db.userRole.findMany({ where: { userId }, select: { role: { select: roleSelect } }, orderBy: { roleId: 'asc' } }),
    deps.db.userRoleGroup.findMany({ where: { userId }, select: { group: { select: { id: true, descript: true, unit: { select: { code: true } } } } }, orderBy: { groupId: 'asc' } }),
    user.deptId ? deps.db.departmentRole.findMany({ where: { deptId: user.deptId }, select: { role: { select: roleSelect } }, orderBy: { roleId: 'asc' } }) : Promise.resolve([]),
  ]);
  return {
    useDeptRole: user.useDeptRole,
    roles: roles.map((r) => brief(r.role)),
    roleGroups: groups.map((g) => ({ id: g.group.id, descript: g.group.descript, unitCode: g.group.unit.code })),
    deptRoles: deptRoles.map((r) => brief(r.role)),
  };
}

export async function userRoles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'userRoles'>): Promise<ConsoleOutput<'userRoles'>> {
  await namedUser(deps, input.id);
  return rolesOf(deps, input.id);
}

export async function saveUserRoles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUserRoles'>): Promise<ConsoleOutput<'saveUserRoles'>> {
  const user = await namedUser(deps, input.id);
  const wanted = await deps.db.role.findMany({ where: { id: { in: input.roleIds } }, select: roleSelect });
  if (wanted.length !== new Set(input.roleIds).size) throw AppError.validation({ roleIds: ['invalid'] });
  if (wanted.some((r) => r.unitId !== user.unitId && !r.dispatches.some((d) => d.unitId === user.unitId))) throw AppError.validation({ roleIds: ['other_unit'] });
  const groups = await deps.db.roleGroup.findMany({ where: { id: { in: input.roleGroupIds } }, select: { id: true, unitId: true, roles: { select: { id: true } } } });
  if (groups.length !== new Set(input.roleGroupIds).size || groups.some((g) => g.unitId !== user.unitId)) throw AppError.validation({ roleGroupIds: ['invalid'] });

  const before = await rolesOf(deps, user.id);
  const hadRoles = new Set(before.roles.map((r) => r.id));
  const hadGroups = new Set(before.roleGroups.map((g) => g.id));
  const addedRoles = wanted.filter((r) => !hadRoles.has(r.id)).map((r) => r.id);
  const addedGroups = groups.filter((g) => !hadGroups.has(g.id));
  await assertCanGrantRoles(deps, access, [...addedRoles, ...addedGroups.flatMap((g) => g.roles.map((r) => r.id))]);

  await deps.db.$transaction(async (tx) => {
    await tx.userRole.deleteMany({ where: { userId: user.id, roleId: { notIn: [...new Set(input.roleIds)] } } });
    if (addedRoles.length) await tx.userRole.createMany({ data: addedRoles.map((roleId) => ({ userId: user.id, roleId, createdBy: access.principal.user.code })) });
    await tx.userRoleGroup.deleteMany({ where: { userId: user.id, groupId: { notIn: [...new Set(input.roleGroupIds)] } } });
    if (addedGroups.length) await tx.userRoleGroup.createMany({ data: addedGroups.map((g) => ({ userId: user.id, groupId: g.id, createdBy: access.principal.user.code })) });
    if (input.useDeptRole !== undefined && input.useDeptRole !== user.useDeptRole) {
      await writeUser({ ...deps, db: tx as unknown as Db }, user.id, { useDeptRole: input.useDeptRole });
    }
    const after = await rolesOf({ ...deps, db: tx as unknown as Db }, user.id);
    await writeAudit(tx, access, {
      action: 'GRANT',
      objectType: 'UserRole',
      objectId: user.id,
      unitId: user.unitId,
      before: { user: user.code, useDeptRole: before.useDeptRole, roles: before.roles.map((r) => r.code), roleGroups: before.roleGroups.map((g) => g.descript) },
      after: { user: user.code, useDeptRole: after.useDeptRole, roles: after.roles.map((r) => r.code), roleGroups: after.roleGroups.map((g) => g.descript) },
    });
  });
  usersChanged([user.id]);
  return rolesOf(deps, user.id);
}
