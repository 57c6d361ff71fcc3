/**
 * The resources a user holds: through roles granted to the user, to the user's role groups and
 * (when useDeptRole) to the user's department, through direct grants, and every cascading resource
 * made by the current unit's ancestors (visible regardless of assignment). Super administrators
 * hold everything of the application.
 *
 * Everything a user holds in every application is read once (four queries and the unit walk) and
 * kept in the instance cache per user and unit, tagged so that a change of the user, the unit tree,
 * roles and grants, or applications and their resources drops it (docs/decisions/080).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';

export interface HeldResource {
  id: number;
  appId: number;
  kind: string;
  permission: string | null;
}

type Holder = Pick<Principal, 'user' | 'unit'>;

async function readHeld(deps: BuiltinDeps, p: Holder): Promise<HeldResource[]> {
  const { db } = deps;
  const user = p.user;
  const [userRoles, groupIds, deptRoles, ancestorUnitIds] = await Promise.all([
    db.userRole.findMany({ where: { userId: user.id }, select: { roleId: true } }),
    db.userRoleGroup.findMany({ where: { userId: user.id }, select: { groupId: true } }),
    user.useDeptRole && user.deptId ? db.departmentRole.findMany({ where: { deptId: user.deptId }, select: { roleId: true } }) : Promise.resolve([]),
    unitAncestorIds(deps, p.unit.id),
  ]);
  const candidates = [...new Set([...userRoles.map((r) => r.roleId), ...deptRoles.map((r) => r.roleId)])];
  const groups = groupIds.map((g) => g.groupId);
  const roles =
    candidates.length || groups.length
      ? await db.role.findMany({ where: { status: 'ENABLED', OR: [{ id: { in: candidates } }, { groupId: { in: groups } }] }, select: { id: true } })
      : [];
  const roleIds = roles.map((r) => r.id);
  const enabled = { status: 'ENABLED' };
  const select = { id: true, appId: true, kind: true, permission: true } as const;
  const [viaRoles, direct, cascading] = await Promise.all([
    roleIds.length ? db.roleResource.findMany({ where: { roleId: { in: roleIds }, resource: enabled }, select: { resource: { select } } }) : Promise.resolve([]),
    db.userResource.findMany({ where: { userId: user.id, resource: enabled }, select: { resource: { select } } }),
    db.resource.findMany({ where: { ...enabled, cascade: true, ownerUnitId: { in: ancestorUnitIds } }, select }),
  ]);
  const byId = new Map<number, HeldResource>();
  for (const r of [...viaRoles.map((x) => x.resource), ...direct.map((x) => x.resource), ...cascading]) byId.set(r.id, r);
  return [...byId.values()];
}

/** Every enabled resource the user holds in the principal's unit, any application and kind. */
export function heldResources(deps: BuiltinDeps, p: Holder): Promise<HeldResource[]> {
  const tags = [tag.user(p.user.id), tag.unit(p.unit.id), tag.units, tag.grants, tag.apps];
  if (p.user.deptId) tags.push(tag.dept(p.user.deptId));
  return memo(deps, `held:${p.user.id}:${p.unit.id}`, tags, () => readHeld(deps, p));
}

export async function grantedResourceIds(deps: BuiltinDeps, p: Holder, appId: number, kinds: string[]): Promise<Set<number> | 'ALL'> {
  if (p.user.type === 'SUPER_ADMIN') return 'ALL';
  const held = await heldResources(deps, p);
  return new Set(held.filter((r) => r.appId === appId && kinds.includes(r.kind)).map((r) => r.id));
}

/** Applications in which the user holds at least one menu. */
export async function appsWithGrantedMenus(deps: BuiltinDeps, p: Holder): Promise<Set<number> | 'ALL'> {
  if (p.user.type === 'SUPER_ADMIN') return 'ALL';
  const held = await heldResources(deps, p);
  return new Set(held.filter((r) => r.kind === 'MENU').map((r) => r.appId));
}
