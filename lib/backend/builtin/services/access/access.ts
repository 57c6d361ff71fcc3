/**
 * What the caller of a console call may do, worked out once per call: their permissions (user type
 * and granted user-center menus and buttons) and the units they administer (their scope). See
 * docs/decisions/040-permissions-and-unit-scope.md.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { permissionsOf, USER_TYPE_RANK, type Permission, type UserType } from '@/lib/contracts/permissions';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { memo } from '@/lib/backend/builtin/cache/memo';
import { tag } from '@/lib/backend/builtin/cache/events';
import { findAppId } from '@/lib/backend/builtin/services/menu/build-menu-tree';
import { heldResources } from '@/lib/backend/builtin/services/menu/granted-resource-ids';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { unitDescendantIds } from './unit-tree';

export interface Access {
  principal: Principal;
  ctx: CallContext;
  permissions: ReadonlySet<Permission>;
  /** Every unit, or the ids of the units the caller administers. */
  scope: 'ALL' | ReadonlySet<number>;
  /** The caller's unit entry for the user center has isAdmin or isAgentAdmin (admin mode of the department and role pages). */
  adminMode: boolean;
  isSuper: boolean;
  /** The caller's user-type rank (USER_TYPE_RANK): nobody acts on a user of a type above it. */
  rank: number;
  has(permission: Permission): boolean;
  /** 40300 unless the caller holds `permission`. */
  require(permission: Permission): void;
  /**
   * The shared narrowing helpers: whether a unit is one the caller administers, and a Prisma filter
   * on a unitId column limiting rows to them (undefined: no limit). They narrow lists; refusing a
   * call that names another unit's record is authorize.ts's job, from the call's declaration.
   */
  inScope(unitId: number | null | undefined): boolean;
  unitIdFilter(): { in: number[] } | undefined;
}

// One Access per call: the dispatcher's permission check and the service share it.
const perCall = new WeakMap<CallContext, Promise<Access>>();

export function accessFor(deps: BuiltinDeps, ctx: CallContext): Promise<Access> {
  let found = perCall.get(ctx);
  if (!found) {
    found = loadAccess(deps, ctx);
    perCall.set(ctx, found);
    // A failed load (dead session) is not kept: the next call asks again.
    found.catch(() => perCall.delete(ctx));
  }
  return found;
}

/** The caller's access, refused with 40300 unless they hold `permission`. */
export async function requireAccess(deps: BuiltinDeps, ctx: CallContext, permission: Permission): Promise<Access> {
  const access = await accessFor(deps, ctx);
  access.require(permission);
  return access;
}

/** What a user may do in a unit, kept in the instance cache (docs/decisions/080). */
interface AccessFacts {
  permissions: ReadonlySet<Permission>;
  scope: 'ALL' | ReadonlySet<number>;
  adminMode: boolean;
}

async function readFacts(deps: BuiltinDeps, principal: Principal): Promise<AccessFacts> {
  const { user, unit } = principal;
  const isSuper = user.type === 'SUPER_ADMIN';
  const ucId = await findAppId(deps, deps.config.loginSystem.defaultAppCode);

  let granted: string[] = [];
  if (!isSuper && ucId !== null) {
    const held = await heldResources(deps, principal);
    granted = held.filter((r) => r.appId === ucId && (r.kind === 'MENU' || r.kind === 'BUTTON') && r.permission).map((r) => r.permission ?? '');
  }
  const permissions = permissionsOf(user.type, granted);

  const entry = ucId !== null ? await deps.db.unitApplication.findUnique({ where: { unitId_appId: { unitId: unit.id, appId: ucId } }, select: { isAdmin: true, isAgentAdmin: true } }) : null;
  let scope: 'ALL' | Set<number>;
  if (isSuper || user.type === 'OPS_ADMIN') {
    scope = 'ALL';
  } else {
    scope = new Set([unit.id]);
    // isAdmin: the unit administers its descendants (a group its hotels, an alliance its groups and hotels).
    if (entry?.isAdmin) for (const id of await unitDescendantIds(deps, unit.id)) scope.add(id);
    // isAgentAdmin: also the units the user was given access to (projection, backdoor), as their agent.
    if (entry?.isAgentAdmin) {
      const accesses = await deps.db.userUnitAccess.findMany({ where: { userId: user.id }, select: { unitId: true } });
      for (const a of accesses) scope.add(a.unitId);
    }
  }
  const adminMode = scope === 'ALL' || scope.size > 1 || Boolean(entry?.isAdmin || entry?.isAgentAdmin);
  return { permissions, scope, adminMode };
}

function accessFacts(deps: BuiltinDeps, principal: Principal): Promise<AccessFacts> {
  const { user, unit } = principal;
  const tags = [tag.user(user.id), tag.unit(unit.id), tag.units, tag.grants, tag.apps];
  if (user.deptId) tags.push(tag.dept(user.deptId));
  return memo(deps, `access:${user.id}:${unit.id}`, tags, () => readFacts(deps, principal));
}

async function loadAccess(deps: BuiltinDeps, ctx: CallContext): Promise<Access> {
  const principal = await authenticate(deps, ctx.token, ctx.locale);
  const isSuper = principal.user.type === 'SUPER_ADMIN';
  const { permissions, scope, adminMode } = await accessFacts(deps, principal);

  const inScope = (unitId: number | null | undefined) => unitId != null && (scope === 'ALL' || scope.has(unitId));
  return {
    principal,
    ctx,
    permissions,
    scope,
    adminMode,
    isSuper,
    rank: USER_TYPE_RANK[principal.user.type as UserType] ?? 0,
    has: (p) => permissions.has(p),
    require(p) {
      if (!permissions.has(p)) throw new AppError(ErrorCode.FORBIDDEN);
    },
    inScope,
    unitIdFilter: () => (scope === 'ALL' ? undefined : { in: [...scope] }),
  };
}
