/**
 * The audit log writer: every administrative change records who, when, what (action, object) and
 * the object before and after, in the caller's transaction when there is one. Secrets never reach
 * the log, whichever service writes: fields named like passwords, hashes, secrets or tokens are
 * dropped from snapshots, sealed values become the marker, and the secrets inside the values of the
 * objects listed in MASKED are masked (docs/decisions/092).
 */
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { Db } from '@/lib/db/client';
import { isSecretName, maskOption, SEALED_PREFIX, SECRET_MARKER } from '@/lib/security/secret-values';

/** A client or the transaction client of `db.$transaction(async (tx) => ...)`. */
export type DbOrTx = Pick<Db, 'auditLog'>;

export type AuditAction =
  | 'CREATE'
  | 'UPDATE'
  | 'DELETE'
  | 'COPY'
  | 'ENABLE'
  | 'DISABLE'
  | 'LOCK'
  | 'UNLOCK'
  | 'RESET_PASSWORD'
  | 'GRANT'
  | 'REVOKE'
  | 'DISPATCH'
  | 'IMPORT'
  | 'BIND'
  | 'UNBIND'
  | 'OPEN'
  | 'RETRY'
  | 'TRANSFER'
  | 'HALT'
  | 'COMPLETE';

export interface AuditEntry {
  action: AuditAction;
  /** Entity name: Unit, Department, User, Role, RoleGroup, Resource, Application, ... */
  objectType: string;
  objectId?: string | number | null;
  /** The unit the object belongs to (for the unit's own audit view). */
  unitId?: number | null;
  before?: unknown;
  after?: unknown;
  detail?: Record<string, unknown>;
}

const SECRET_KEY = /password|passwd|hash|secret|token/i;
const isSecretField = (key: string) => SECRET_KEY.test(key) || isSecretName(key);

const isOptionLike = (o: unknown): o is { code: string; value: string | null } =>
  !!o && typeof o === 'object' && typeof (o as { code?: unknown }).code === 'string' && typeof (o as { value?: unknown }).value === 'string';

/** Object types whose values can hold secrets by the parameter rules (lib/security/secret-values.ts). */
const MASKED: Record<string, (o: unknown) => unknown> = {
  SystemOption: (o) => (isOptionLike(o) ? maskOption(o) : o),
};

/** JSON text of a snapshot without secrets; dates as ISO text. */
export function snapshot(value: unknown, objectType?: string): string | null {
  if (value === undefined || value === null) return null;
  const masked = objectType && MASKED[objectType] ? MASKED[objectType](value) : value;
  return JSON.stringify(masked, (key, v: unknown) =>
    key && isSecretField(key) ? undefined : typeof v === 'bigint' ? v.toString() : typeof v === 'string' && v.startsWith(SEALED_PREFIX) ? SECRET_MARKER : v,
  );
}

/** Who acts: all the writer reads of an Access, so a user's own change (no console access) is logged too. */
export type AuditActor = Pick<Access, 'principal' | 'ctx'>;

export async function writeAudit(db: DbOrTx, access: AuditActor, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({ data: auditRow(access, entry) });
}

/** Many entries in one statement (an import of thousands of rows writes as many audit rows). */
export async function writeAudits(db: DbOrTx, access: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length) await db.auditLog.createMany({ data: entries.map((e) => auditRow(access, e)) });
}

function auditRow(access: AuditActor, entry: AuditEntry) {
  const { user } = access.principal;
  return {
    actorUserId: user.id,
    actorCode: user.code,
    actorName: user.name,
    unitId: entry.unitId ?? null,
    appCode: access.ctx.appCode,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId == null ? null : String(entry.objectId),
    before: snapshot(entry.before, entry.objectType),
    after: snapshot(entry.after, entry.objectType),
    detail: entry.detail ? snapshot(entry.detail) : null,
    ip: access.ctx.ip || null,
  };
}

/** Field names whose values differ between two snapshots (for the detail of an UPDATE). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !isSecretField(k) && snapshot(before[k]) !== snapshot(after[k]));
}
