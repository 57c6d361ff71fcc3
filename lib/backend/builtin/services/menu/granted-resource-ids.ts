/**
 * The resources a user holds in an application: through roles granted to the user, to the user's
 * role groups and (when useDeptRole) to the user's department, through direct grants, and every
 * cascading resource made by the current unit's ancestors (visible regardless of assignment).
 * Super administrators hold everything of the application.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';

interface GrantSources {
  roleIds: number[];
  ancestorUnitIds: number[];
}

// One login asks for several applications' grants; the role lookup is done once per principal.
const sourcesCache = new WeakMap<Principal, Promise<GrantSources>>();

async function loadSources(deps: BuiltinDeps, p: Principal): Promise<GrantSources> {
  const { db } = deps;
  const user = p.user;
  const [userRoles, groupIds, deptRoles, ancestorUnitIds] = await Promise.all([
    db.userRole.findMany({ where: { userId: user.id }, select: { roleId: true } }),
    db.userRoleGroup.findMany({ where: { userId: user.id }, select: { groupId: true } }),
    user.useDeptRole && user.deptId
      ? db.departmentRole.findMany({ where: { deptId: user.deptId }, select: { roleId: true } })
      : Promise.resolve([]),
    unitAncestorIds(deps, p.unit.id),
  ]);
  const candidates = [...new Set([...userRoles.map((r) => r.roleId), ...deptRoles.map((r) => r.roleId)])];
  const groups = groupIds.map((g) => g.groupId);
  const roles =
    candidates.length || groups.length
      ? await db.role.findMany({
          where: { status: 'ENABLED', OR: [{ id: { in: candidates } }, { groupId: { in: groups } }] },
          select: { id: true },
        })
      : [];
  return { roleIds: roles.map((r) => r.id), ancestorUnitIds };
}

function sourcesFor(deps: BuiltinDeps, p: Principal): Promise<GrantSources> {
  let sources = sourcesCache.get(p);
  if (!sources) {
    sources = loadSources(deps, p);
    sourcesCache.set(p, sources);
  }
  return sources;
}

/** Resources matching `filter` that the user holds, by any of the three ways (may repeat). */
async function grantedRows(deps: BuiltinDeps, p: Principal, filter: Prisma.ResourceWhereInput): Promise<{ id: number; appId: number }[]> {
  const { roleIds, ancestorUnitIds } = await sourcesFor(deps, p);
  const { db } = deps;
  const select = { id: true, appId: true } as const;
  const [viaRoles, direct, cascading] = await Promise.all([
    roleIds.length ? db.roleResource.findMany({ where: { roleId: { in: roleIds }, resource: filter }, select: { resource: { select } } }) : Promise.resolve([]),
    db.userResource.findMany({ where: { userId: p.user.id, resource: filter }, select: { resource: { select } } }),
    db.resource.findMany({ where: { ...filter, cascade: true, ownerUnitId: { in: ancestorUnitIds } }, select }),
  ]);
  return [...viaRoles.map((r) => r.resource), ...direct.map((r) => r.resource), ...cascading];
}

export async function grantedResourceIds(deps: BuiltinDeps, p: Principal, appId: number, kinds: string[]): Promise<Set<number> | 'ALL'> {
  if (p.user.type === 'SUPER_ADMIN') return 'ALL';
  const rows = await grantedRows(deps, p, { appId, kind: { in: kinds }, status: 'ENABLED' });
  return new Set(rows.map((r) => r.id));
}

/** Applications in which the user holds at least one menu (three queries, whatever the number of apps). */
export async function appsWithGrantedMenus(deps: BuiltinDeps, p: Principal): Promise<Set<number> | 'ALL'> {
  if (p.user.type === 'SUPER_ADMIN') return 'ALL';
  const rows = await grantedRows(deps, p, { kind: 'MENU', status: 'ENABLED' });
  return new Set(rows.map((r) => r.appId));
}
