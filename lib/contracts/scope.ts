/**
 * Which unit's data a call acts on, declared with the call (docs/decisions/090-scope-in-the-declaration.md).
 * The dispatcher checks it before any service runs: every record or unit an input field names must
 * belong to a unit the caller administers, and must exist. Deny by default: a call that names a
 * permission but declares no scope does not run. Kept free of zod so client bundles can import it.
 */

/**
 * Kinds of record an input field can name, each with one shared resolver of its owning unit
 * (lib/backend/builtin/services/access/owners.ts). The owner decides:
 * - a unit id: the caller must administer it (its scope holds it);
 * - several (a role dispatched to units): any one of them in scope is enough;
 * - 'PLATFORM' (applications, their steps and macros, platform menus, dictionary, domains): no unit;
 *   the call's permission alone decides (those permissions are held only by the types and grants
 *   that administer the platform's catalogue);
 * - 'TOP' (a unit without parent, a system-wide parameter, canary or style): only callers who
 *   administer every unit.
 */
export const RECORD_KINDS = [
  'unit',
  'unitUuid',
  'unitCode',
  /** A unit's parent: where a copy of it goes. */
  'unitParent',
  /** A unit whose pickers (zones, companies, suppliers) the caller reads: one they administer, or a group above their own unit. */
  'pickerUnit',
  'user',
  'dept',
  'role',
  /** A role that may be handed out or read: its own unit's, or one dispatched to a unit in scope. */
  'grantableRole',
  'roleUuid',
  'roleGroup',
  'tag',
  'dataAuthGroup',
  'resource',
  'canary',
  'app',
  'appCode',
  'appStep',
  'macro',
  'task',
  'pmsMapping',
  'wechatBinding',
  'ipWhiteGroup',
  'exemptUser',
  'smsUser',
  'loginLimit',
  'systemOption',
  'operationLog',
  'codeBox',
  'domain',
  'style',
  /** A published message: owned by its publisher's unit (system tips and messages of deleted users: TOP). */
  'message',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface ScopeRef {
  kind: RecordKind;
  /** A top-level input field holding one id (or code) or an array of them. */
  field: string;
  /**
   * What an absent or null value means: 'skip' (the service works on the caller's own unit or
   * narrows a list), 'top' (a system-wide record: only callers who administer every unit).
   */
  absent: 'skip' | 'top';
  /** Only that the record exists (e.g. the supplier a user is linked to): its unit is not the caller's business. */
  existsOnly?: boolean;
}

export interface CallScope {
  refs: readonly ScopeRef[];
  /**
   * Why a call names no unit and no record of a unit (a platform catalogue, the caller's own data,
   * reference data), or why its answer is narrowed to the caller's units by the shared narrowing
   * helper (`access.unitIdFilter()` / `access.inScope()`) rather than refused.
   */
  why?: string;
  /** The answer is a list narrowed to the caller's units. */
  narrowed?: boolean;
}

type RefOptions = { absent?: 'skip' | 'top' };
const make =
  (kind: RecordKind) =>
  (field: string, options: RefOptions = {}): ScopeRef => ({ kind, field, absent: options.absent ?? 'skip' });

type RefBuilders = Record<RecordKind, (field: string, options?: RefOptions) => ScopeRef> & {
  /** Only that the record exists (the supplier a user is linked to): its unit is not the caller's business. */
  exists(kind: RecordKind, field: string): ScopeRef;
};

/** Builders of the refs a declaration lists: `ref.user('id')`, `ref.unit('parentId', { absent: 'top' })`. */
export const ref: RefBuilders = {
  ...(Object.fromEntries(RECORD_KINDS.map((k) => [k, make(k)])) as Record<RecordKind, (field: string, options?: RefOptions) => ScopeRef>),
  exists: (kind, field) => ({ kind, field, absent: 'skip', existsOnly: true }),
};

/** The declarations: `scope.of(...)`, `scope.list(why, ...)`, `scope.platform(why)`, `scope.self(why)`. */
export const scope = {
  /** Acts on the units and records these fields name. */
  of: (...refs: ScopeRef[]): CallScope => ({ refs }),
  /** A list narrowed to the caller's units; the fields it names (filters) are checked as well. */
  list: (why: string, ...refs: ScopeRef[]): CallScope => ({ refs, why, narrowed: true }),
  /** Platform-wide data owned by no unit (the permission decides); the fields it names must exist. */
  platform: (why: string, ...refs: ScopeRef[]): CallScope => ({ refs, why }),
  /** The caller's own data only, or reference data every signed-in user reads. */
  self: (why: string, ...refs: ScopeRef[]): CallScope => ({ refs, why }),
};

/** A declaration that lets nothing through: neither a ref nor a reason. */
export function isUndeclared(s: CallScope | undefined): boolean {
  return !s || (s.refs.length === 0 && !s.why);
}
