/**
 * Authorisation trees of one application (menus and buttons, reports in their categories,
 * operation objects) for a user or a role: what is granted to it (checked), what a user holds
 * another way (inherited: roles, department, cascade) and what the caller may not hand out
 * (disabled). Saving replaces the owner's grants of that kind within the application.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { assertCanGrantOperations, assertCanGrantResources, heldOperationIds } from '@/lib/backend/builtin/services/access/grant-limits';
import { grantedResourceIds } from '@/lib/backend/builtin/services/menu/granted-resource-ids';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import type { GrantKind, GrantNode } from '@/lib/contracts/users';
import type { Department, Unit, User } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export type GrantOwner = { kind: 'user'; user: User & { dept: Department | null }; unit: Unit } | { kind: 'role'; roleId: number };

const RESOURCE_KINDS: Record<Exclude<GrantKind, 'operation'>, string[]> = { menu: ['MENU', 'BUTTON'], report: ['REPORT'] };

/** A user seen as a principal, so grant sources (roles, department, cascade) are worked out as at login. */
function principalOf(owner: Extract<GrantOwner, { kind: 'user' }>): Principal {
  return { session: null as unknown as Principal['session'], user: owner.user, unit: owner.unit };
}

type Flat = { id: number; parentId: number | null; code: string; title: string; kind: string; category: boolean; sort: number };

function toTree(rows: Flat[], checked: Set<number>, inherited: Set<number>, allowed: Set<number> | 'ALL'): GrantNode[] {
  const key = (r: { id: number; category: boolean }) => (r.category ? `c${r.id}` : `r${r.id}`);
  const nodes = new Map<string, GrantNode>();
  for (const r of rows) {
    nodes.set(key(r), {
      id: r.category ? -r.id : r.id,
      code: r.code,
      title: r.title,
      kind: r.kind,
      checked: !r.category && checked.has(r.id),
      inherited: !r.category && inherited.has(r.id),
      disabled: r.category || (allowed !== 'ALL' && !allowed.has(r.id)),
      category: r.category,
      children: [],
    });
  }
  const roots: GrantNode[] = [];
  for (const r of [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    const node = nodes.get(key(r))!;
    // Resources hang under their parent resource; reports under their category (parentId holds it, marked).
    const parentKey = r.parentId === null ? undefined : r.kind === 'REPORT' || r.category ? `c${r.parentId}` : `r${r.parentId}`;
    const parent = parentKey ? nodes.get(parentKey) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

async function flatRows(deps: BuiltinDeps, appId: number, kind: GrantKind): Promise<Flat[]> {
  if (kind === 'operation') {
    const ops = await deps.db.operationObject.findMany({ where: { appId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return ops.map((o) => ({ id: o.id, parentId: o.parentId, code: o.code, title: o.name, kind: 'OPERATION', category: false, sort: o.sort }));
  }
  const resources = await deps.db.resource.findMany({ where: { appId, kind: { in: RESOURCE_KINDS[kind] } }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  const rows: Flat[] = resources.map((r) => ({
    id: r.id,
    parentId: kind === 'report' ? r.reportCategoryId : r.parentId,
    code: r.code,
    title: r.title ?? r.name,
    kind: r.kind,
    category: false,
    sort: r.sort,
  }));
  if (kind === 'report') {
    const categories = await deps.db.reportCategory.findMany({ where: { appId } });
    rows.push(...categories.map((c) => ({ id: c.id, parentId: c.parentId, code: c.code, title: c.name, kind: 'CATEGORY', category: true, sort: c.sort })));
  }
  return rows;
}

async function directIds(deps: BuiltinDeps, owner: GrantOwner, appId: number, kind: GrantKind): Promise<Set<number>> {
  if (kind === 'operation') {
    const rows =
      owner.kind === 'user'
        ? await deps.db.userOperation.findMany({ where: { userId: owner.user.id, operation: { appId } }, select: { operationId: true } })
        : await deps.db.roleOperation.findMany({ where: { roleId: owner.roleId, operation: { appId } }, select: { operationId: true } });
    return new Set(rows.map((r) => r.operationId));
  }
  const resource = { appId, kind: { in: RESOURCE_KINDS[kind] } };
  const rows =
    owner.kind === 'user'
      ? await deps.db.userResource.findMany({ where: { userId: owner.user.id, resource }, select: { resourceId: true } })
      : await deps.db.roleResource.findMany({ where: { roleId: owner.roleId, resource }, select: { resourceId: true } });
  return new Set(rows.map((r) => r.resourceId));
}

/** What the caller may hand out in this tree ('ALL' for a super administrator). */
async function grantable(deps: BuiltinDeps, access: Access, appId: number, kind: GrantKind): Promise<Set<number> | 'ALL'> {
  if (access.isSuper) return 'ALL';
  if (kind === 'operation') return heldOperationIds(deps, access.principal.user);
  return grantedResourceIds(deps, access.principal, appId, RESOURCE_KINDS[kind]);
}

export async function grantTree(deps: BuiltinDeps, access: Access, owner: GrantOwner, appId: number, kind: GrantKind): Promise<GrantNode[]> {
  if (!(await deps.db.application.findUnique({ where: { id: appId }, select: { id: true } }))) throw new AppError(ErrorCode.NOT_FOUND);
  const [rows, direct, allowed] = await Promise.all([flatRows(deps, appId, kind), directIds(deps, owner, appId, kind), grantable(deps, access, appId, kind)]);
  let inherited = new Set<number>();
  if (owner.kind === 'user') {
    if (kind === 'operation') {
      const held = await heldOperationIds(deps, owner.user);
      inherited = new Set([...held].filter((id) => !direct.has(id)));
    } else {
      const held = await grantedResourceIds(deps, principalOf(owner), appId, RESOURCE_KINDS[kind]);
      inherited = held === 'ALL' ? new Set(rows.filter((r) => !r.category).map((r) => r.id)) : new Set([...held].filter((id) => !direct.has(id)));
    }
  }
  return toTree(rows, direct, inherited, allowed);
}

/** Replaces the owner's grants of `kind` in the application; returns the codes before and after. */
export async function replaceGrants(
  deps: BuiltinDeps,
  access: Access,
  owner: GrantOwner,
  appId: number,
  kind: GrantKind,
  ids: number[],
): Promise<{ before: string[]; after: string[]; added: number[]; removed: number[] }> {
  const rows = await flatRows(deps, appId, kind);
  const valid = new Map(rows.filter((r) => !r.category).map((r) => [r.id, r.code]));
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !valid.has(id))) throw AppError.validation({ ids: ['not_in_app'] });
  const current = await directIds(deps, owner, appId, kind);
  const added = wanted.filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !wanted.includes(id));
  if (kind === 'operation') await assertCanGrantOperations(deps, access, added);
  else await assertCanGrantResources(deps, access, added);
  const by = access.principal.user.code;
  await deps.db.$transaction(async (tx) => {
    if (kind === 'operation') {
      if (owner.kind === 'user') {
        if (removed.length) await tx.userOperation.deleteMany({ where: { userId: owner.user.id, operationId: { in: removed } } });
        if (added.length) await tx.userOperation.createMany({ data: added.map((operationId) => ({ userId: owner.user.id, operationId, createdBy: by })) });
      } else {
        if (removed.length) await tx.roleOperation.deleteMany({ where: { roleId: owner.roleId, operationId: { in: removed } } });
        if (added.length) await tx.roleOperation.createMany({ data: added.map((operationId) => ({ roleId: owner.roleId, operationId, createdBy: by })) });
      }
    } else if (owner.kind === 'user') {
      if (removed.length) await tx.userResource.deleteMany({ where: { userId: owner.user.id, resourceId: { in: removed } } });
      if (added.length) await tx.userResource.createMany({ data: added.map((resourceId) => ({ userId: owner.user.id, resourceId, createdBy: by })) });
    } else {
      if (removed.length) await tx.roleResource.deleteMany({ where: { roleId: owner.roleId, resourceId: { in: removed } } });
      if (added.length) await tx.roleResource.createMany({ data: added.map((resourceId) => ({ roleId: owner.roleId, resourceId, createdBy: by })) });
    }
  });
  const code = (id: number) => valid.get(id) ?? String(id);
  return { before: [...current].map(code).sort(), after: wanted.map(code).sort(), added, removed };
}
