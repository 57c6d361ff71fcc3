/**
 * The one place a call's authority is decided (docs/decisions/090): the caller holds the declared
 * permission, and every unit or record the declared input fields name exists and belongs to a unit
 * the caller administers. The dispatcher calls it before any service runs; deny by default.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { AuthorizeRequest, CallContext } from '@/lib/backend/types';
import { isPermission } from '@/lib/contracts/permissions';
import { isUndeclared, type CallScope, type ScopeRef } from '@/lib/contracts/scope';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { log } from '@/lib/infra/log';
import { accessFor, type Access } from './access';
import { resolveOwners, type Key, type Owner } from './owners';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';

// Calls already authorised for a context: the built-in console runs them without a second check.
const authorized = new WeakMap<CallContext, Set<string>>();

export function wasAuthorized(ctx: CallContext, call: string): boolean {
  return authorized.get(ctx)?.has(call) ?? false;
}

export async function authorizeCall(deps: BuiltinDeps, ctx: CallContext, request: AuthorizeRequest): Promise<Access> {
  const access = await accessFor(deps, ctx);
  const { permission, scope, input, call } = request;
  if (permission !== undefined) {
    // A name outside the catalogue is a declaration error: only a super administrator passes.
    if (!isPermission(permission)) {
      if (!access.isSuper) throw new AppError(ErrorCode.FORBIDDEN);
    } else access.require(permission);
  }
  if (isUndeclared(scope)) {
    log.error('access.scope_undeclared', { call });
    throw new AppError(ErrorCode.FORBIDDEN);
  }
  await checkScope(deps, access, scope!.refs, input);
  let done = authorized.get(ctx);
  if (!done) authorized.set(ctx, (done = new Set()));
  done.add(call);
  return access;
}

/**
 * The caller's Access for a call the dispatcher authorised; a call reached some other way (a server
 * component calling the backend directly) is authorised here, by the same declaration, once.
 */
export async function authorizedAccess(
  deps: BuiltinDeps,
  ctx: CallContext,
  declared: { method: string; path: string; permission?: string | null; scope: CallScope },
  input: unknown,
): Promise<Access> {
  const call = `${declared.method} ${declared.path}`;
  if (wasAuthorized(ctx, call)) return accessFor(deps, ctx);
  return authorizeCall(deps, ctx, { call, permission: declared.permission ?? undefined, scope: declared.scope, input });
}

function keysOf(value: unknown): Key[] {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  // 0 and '' name nothing (the spec's "any application" is app 0).
  return [...new Set(list.filter((v): v is Key => (typeof v === 'number' && v !== 0) || (typeof v === 'string' && v !== '')))];
}

async function permits(deps: BuiltinDeps, access: Access, owner: Owner): Promise<boolean> {
  if (owner === 'PLATFORM') return true;
  if (owner === 'TOP') return access.scope === 'ALL';
  if (!owner.units.some((u) => access.inScope(u))) {
    if (!owner.orAboveCaller) return false;
    const above = await unitAncestorIds(deps, access.principal.unit.id);
    if (!owner.units.some((u) => above.includes(u))) return false;
  }
  return owner.rank === undefined || access.isSuper || owner.rank <= access.rank;
}

/**
 * Checks `refs` against `input` (the parsed call input, or values a service derived, such as the
 * user a WeChat binding state names): 40400 naming the field for a record that does not exist,
 * 40300 for one outside the caller's units.
 */
export async function checkScope(deps: BuiltinDeps, access: Access, refs: readonly ScopeRef[], input: unknown): Promise<void> {
  const values = (input ?? {}) as Record<string, unknown>;
  const resolved = await Promise.all(
    refs.map(async (ref) => {
      const keys = keysOf(values[ref.field]);
      return { ref, keys, owners: await resolveOwners(deps, ref.kind, keys) };
    }),
  );
  // Unknown records first: a typo is answered as one whatever else is wrong.
  const missing = resolved.filter((r) => r.keys.some((k) => !r.owners.has(k))).map((r) => r.ref.field);
  if (missing.length) throw new AppError(ErrorCode.NOT_FOUND, { fields: Object.fromEntries(missing.map((f) => [f, ['not_found']])) });
  for (const { ref, keys, owners } of resolved) {
    if (ref.existsOnly) continue;
    if (keys.length === 0) {
      if (ref.absent === 'top' && access.scope !== 'ALL') throw new AppError(ErrorCode.FORBIDDEN);
      continue;
    }
    for (const owner of owners.values()) if (!(await permits(deps, access, owner))) throw new AppError(ErrorCode.FORBIDDEN);
  }
}
