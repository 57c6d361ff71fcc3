/**
 * Telling every instance that data its caches derive from has changed. Console services call these
 * after a write commits (never inside the transaction: another instance could reload the old rows
 * and keep them). The local caches are dropped before the call returns; other instances hear it on
 * the bus within milliseconds. Sessions that must end go through session/revoke-sessions.ts instead.
 */
import { invalidateEverywhere } from '@/lib/backend/builtin/cache/caches';
import { tag } from '@/lib/backend/builtin/cache/events';

/** A user's fields, state, roles, role groups, direct grants or department changed. */
export function usersChanged(userIds: Iterable<number>): void {
  invalidateEverywhere([...new Set(userIds)].map(tag.user));
}

/** Units created, changed (status, code, parent, logo...), moved or deleted; also their application openings and login settings. */
export function unitsChanged(unitIds: Iterable<number>): void {
  invalidateEverywhere([tag.units, ...[...new Set(unitIds)].map(tag.unit)]);
}

/** Applications, their resources (menus, buttons, reports), canary addresses, or which units opened them. */
export function appsChanged(): void {
  invalidateEverywhere([tag.apps]);
}

/** Roles, role groups, their menus and operations, dispatches: who holds what may change for anyone. */
export function grantsChanged(): void {
  invalidateEverywhere([tag.grants]);
}

/** System options and login-security settings (any unit). */
export function settingsChanged(): void {
  invalidateEverywhere([tag.settings]);
}

/**
 * The console areas whose writes change cached data without naming what (roles, resources,
 * applications, departments): every successful call other than a read (a GET not marked
 * same-origin-only) of the area runs `change`
 * after the service returned (after its transaction committed). Used by lib/backend/builtin/console.ts.
 */
export function invalidatingWrites<H extends Record<string, (...args: never[]) => Promise<unknown>>>(handlers: H, calls: Record<string, { method: string; sameOriginOnly?: boolean }>, change: () => void): H {
  const out: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    // A GET that changes data (the spec's /limit/delete/:id and /sysOption/delete/:id) is marked
    // same-origin-only: it is a write, and drops what it changed like any other.
    const read = calls[name]?.method === 'GET' && !calls[name]?.sameOriginOnly;
    out[name] =
      read
        ? handler
        : async (...args) => {
            const result = await handler(...args);
            change();
            return result;
          };
  }
  return out as H;
}

/** Departments changed in a way that cannot be named per department. */
export function allDepartmentsChanged(): void {
  invalidateEverywhere([tag.grants, tag.depts]);
}
