/**
 * The resources a user holds: through roles granted to the user, to the user's role groups and
 * (when useDeptRole) to the user's department, through direct grants, and every cascading resource
 * made by the current unit's ancestors (visible regardless of assignment). Super administrators
 * hold everything of the application.
 *
 * Everything a user holds in every application is kept in the instance cache per user and unit,
 * tagged so that a change of the user, the unit tree, roles and grants, or applications and their
 * resources drops it (docs/decisions/080). Filling it for a user not seen for a while (every
 * sign-in, in practice) reads only what is the user's own in one model operation: role, role-group
 * and direct-grant links. What many users share is cached under the same tags on its own: the
 * department's roles, a set of roles and groups resolved to their resources, the unit's ancestors
 * and their cascading resources (docs/decisions/113). Before, a first read was eight to ten
 * operations, the largest part of a sign-in's main-thread work.
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

const enabled = { status: 'ENABLED' };
const resourceSelect = { id: true, appId: true, kind: true, permission: true } as const;

/** What of a user's row the grants start from: role, role-group and enabled direct-grant links. */
export const userLinksSelect = {
  roles: { select: { roleId: true } },
  roleGroups: { select: { groupId: true } },
  resources: { where: { resource: enabled }, select: { resource: { select: resourceSelect } } },
} as const;

export interface UserLinks {
  roles: { roleId: number }[];
  roleGroups: { groupId: number }[];
  resources: { resource: HeldResource }[];
}

/** The user's own links in one model operation (a sign-in reads them with the account: userLinksSelect). */
function readUserLinks(deps: BuiltinDeps, userId: number): Promise<UserLinks | null> {
  return deps.db.user.findUnique({ where: { id: userId }, select: userLinksSelect });
}

/** A department's roles (shared by its members); a department or grant change drops it. */
function deptRoleIds(deps: BuiltinDeps, deptId: number): Promise<number[]> {
  return memo(deps, `dept-roles:${deptId}`, [tag.dept(deptId), tag.depts, tag.grants], async () =>
    (await deps.db.departmentRole.findMany({ where: { deptId }, select: { roleId: true } })).map((r) => r.roleId),
  );
}

/**
 * The enabled resources of a set of roles and role groups: the enabled roles among them (a group
 * brings its roles) and what those roles grant. Users of the same profile share one entry.
 */
function roleSetResources(deps: BuiltinDeps, roleIds: number[], groupIds: number[]): Promise<HeldResource[]> {
  if (roleIds.length === 0 && groupIds.length === 0) return Promise.resolve([]);
  const key = `role-set:${[...roleIds].sort((a, b) => a - b).join(',')}|${[...groupIds].sort((a, b) => a - b).join(',')}`;
  return memo(deps, key, [tag.grants, tag.apps], async () => {
    const roles = await deps.db.role.findMany({ where: { status: 'ENABLED', OR: [{ id: { in: roleIds } }, { groupId: { in: groupIds } }] }, select: { id: true } });
    if (roles.length === 0) return [];
    const rows = await deps.db.roleResource.findMany({ where: { roleId: { in: roles.map((r) => r.id) }, resource: enabled }, select: { resource: { select: resourceSelect } } });
    return rows.map((r) => r.resource);
  });
}

/** The unit and its ancestors, nearest first (the unit tree changes rarely: any unit change drops it). */
function cachedUnitAncestorIds(deps: BuiltinDeps, unitId: number): Promise<number[]> {
  return memo(deps, `ancestors:${unitId}`, [tag.units, tag.unit(unitId)], () => unitAncestorIds(deps, unitId));
}

/** Enabled cascading resources made by the unit or its ancestors (visible to all of the unit). */
function cascadingResources(deps: BuiltinDeps, unitId: number): Promise<HeldResource[]> {
  return memo(deps, `cascading:${unitId}`, [tag.units, tag.unit(unitId), tag.apps, tag.grants], async () =>
    deps.db.resource.findMany({ where: { ...enabled, cascade: true, ownerUnitId: { in: await cachedUnitAncestorIds(deps, unitId) } }, select: resourceSelect }),
  );
}

async function readHeld(deps: BuiltinDeps, p: Holder, known?: UserLinks): Promise<HeldResource[]> {
  const user = p.user;
  const [links, deptRoles, cascading] = await Promise.all([
    known ?? readUserLinks(deps, user.id),
    user.useDeptRole && user.deptId ? deptRoleIds(deps, user.deptId) : Promise.resolve([]),
    cascadingResources(deps, p.unit.id),
  ]);
  const candidates = [...new Set([...(links?.roles.map((r) => r.roleId) ?? []), ...deptRoles])];
  const viaRoles = await roleSetResources(deps, candidates, links?.roleGroups.map((g) => g.groupId) ?? []);
  const byId = new Map<number, HeldResource>();
  for (const r of [...viaRoles, ...(links?.resources.map((x) => x.resource) ?? []), ...cascading]) byId.set(r.id, r);
  return [...byId.values()];
}

/** Every enabled resource the user holds in the principal's unit, any application and kind. */
export function heldResources(deps: BuiltinDeps, p: Holder): Promise<HeldResource[]> {
  return memo(deps, `held:${p.user.id}:${p.unit.id}`, heldTags(p), () => readHeld(deps, p));
}

function heldTags(p: Holder): string[] {
  const tags = [tag.user(p.user.id), tag.unit(p.unit.id), tag.units, tag.grants, tag.apps];
  if (p.user.deptId) tags.push(tag.dept(p.user.deptId));
  return tags;
}

/**
 * A sign-in read the user's links with the account (login-with-password.ts): what the user holds
 * is filled from them, not read again, and kept only if nothing was invalidated since that read
 * (`readSince`: memoGeneration before it). Super administrators hold everything: nothing to fill.
 */
export async function fillHeldResources(deps: BuiltinDeps, p: Holder, links: UserLinks, readSince: number): Promise<void> {
  if (p.user.type === 'SUPER_ADMIN') return;
  await memo(deps, `held:${p.user.id}:${p.unit.id}`, heldTags(p), () => readHeld(deps, p, links), readSince);
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
