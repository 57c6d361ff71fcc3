/**
 * "Nobody can grant a role or a menu above their own": before a grant, the resources, operations,
 * roles and user types handed out must all be ones the caller holds, and a user-center menu or
 * button may carry (and so confer) only permissions the caller holds, platform permissions only
 * from a platform operator. Super administrators hold everything. Refusals are 40304 and change nothing.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { conferredBy, isPlatformPermission, USER_TYPE_RANK, type UserType } from '@/lib/contracts/permissions';
import { findAppId } from '@/lib/backend/builtin/services/menu/build-menu-tree';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { grantedResourceIds } from '@/lib/backend/builtin/services/menu/granted-resource-ids';
import type { Access } from './access';

const refuse = () => new AppError(ErrorCode.GRANT_ABOVE_OWN);

/**
 * A user-center menu or button carrying `permission` gives every holder the console permissions it
 * confers: only a caller who holds all of them may create, change or hand it out, and one that
 * confers a platform permission only a platform operator (who administers every unit).
 */
export function assertCanCarry(access: Access, permission: string | null | undefined): void {
  if (!permission || access.isSuper) return;
  for (const p of conferredBy(permission)) {
    if (!access.has(p) || (isPlatformPermission(p) && access.scope !== 'ALL')) throw refuse();
  }
}

/** The user center's own application: the one whose menus and buttons carry console permissions. */
export function userCenterAppId(deps: BuiltinDeps): Promise<number | null> {
  return findAppId(deps, deps.config.loginSystem.defaultAppCode);
}

/** Menus, buttons and reports: each must be one the caller holds (by grant or cascade), and carry nothing above the caller. */
export async function assertCanGrantResources(deps: BuiltinDeps, access: Access, resourceIds: readonly number[]): Promise<void> {
  if (access.isSuper || resourceIds.length === 0) return;
  const rows = await deps.db.resource.findMany({ where: { id: { in: [...new Set(resourceIds)] } }, select: { id: true, appId: true, permission: true } });
  const uc = await userCenterAppId(deps);
  for (const r of rows) if (r.appId === uc) assertCanCarry(access, r.permission);
  const byApp = new Map<number, number[]>();
  for (const r of rows) byApp.set(r.appId, [...(byApp.get(r.appId) ?? []), r.id]);
  for (const [appId, ids] of byApp) {
    const held = await grantedResourceIds(deps, access.principal, appId, ['MENU', 'BUTTON', 'REPORT']);
    if (held !== 'ALL' && ids.some((id) => !held.has(id))) throw refuse();
  }
}

/** Operation objects: each must be held through the caller's roles or a direct grant. */
export async function assertCanGrantOperations(deps: BuiltinDeps, access: Access, operationIds: readonly number[]): Promise<void> {
  if (access.isSuper || operationIds.length === 0) return;
  const held = await heldOperationIds(deps, access.principal.user);
  if (operationIds.some((id) => !held.has(id))) throw refuse();
}

/**
 * Roles: each must carry no menu or operation the caller lacks. (That each belongs to, or is
 * dispatched to, a unit the caller administers is the call's declared scope: `ref.grantableRole`.)
 */
export async function assertCanGrantRoles(deps: BuiltinDeps, access: Access, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const roles = await deps.db.role.findMany({
    where: { id: { in: [...new Set(roleIds)] } },
    select: { id: true },
  });
  if (roles.length !== new Set(roleIds).size) throw new AppError(ErrorCode.NOT_FOUND);
  if (access.isSuper) return;
  const ids = roles.map((r) => r.id);
  const [resources, operations] = await Promise.all([
    deps.db.roleResource.findMany({ where: { roleId: { in: ids } }, select: { resourceId: true } }),
    deps.db.roleOperation.findMany({ where: { roleId: { in: ids } }, select: { operationId: true } }),
  ]);
  await assertCanGrantResources(deps, access, resources.map((r) => r.resourceId));
  await assertCanGrantOperations(deps, access, operations.map((o) => o.operationId));
}

/** A user type: never above the caller's own. */
export function assertCanSetUserType(access: Access, type: string): void {
  const mine = USER_TYPE_RANK[access.principal.user.type as UserType] ?? 0;
  const wanted = USER_TYPE_RANK[type as UserType];
  if (wanted === undefined || wanted > mine) throw refuse();
}

/** Operation objects a user holds: directly and through their roles, role groups and department roles. */
export async function heldOperationIds(deps: BuiltinDeps, user: { id: number; useDeptRole: boolean; deptId: number | null }): Promise<Set<number>> {
  const [userRoles, groups, deptRoles, direct] = await Promise.all([
    deps.db.userRole.findMany({ where: { userId: user.id }, select: { roleId: true } }),
    deps.db.userRoleGroup.findMany({ where: { userId: user.id }, select: { groupId: true } }),
    user.useDeptRole && user.deptId ? deps.db.departmentRole.findMany({ where: { deptId: user.deptId }, select: { roleId: true } }) : Promise.resolve([]),
    deps.db.userOperation.findMany({ where: { userId: user.id }, select: { operationId: true } }),
  ]);
  const roles = await deps.db.role.findMany({
    where: { status: 'ENABLED', OR: [{ id: { in: [...userRoles, ...deptRoles].map((r) => r.roleId) } }, { groupId: { in: groups.map((g) => g.groupId) } }] },
    select: { operations: { select: { operationId: true } } },
  });
  return new Set([...direct.map((d) => d.operationId), ...roles.flatMap((r) => r.operations.map((o) => o.operationId))]);
}
