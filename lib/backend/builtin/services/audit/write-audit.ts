/**
 * The audit log writer: every administrative change records who, when, what (action, object) and
 * the object before and after, in the caller's transaction when there is one. Secrets never reach
 * the log: fields named like passwords, hashes, secrets or tokens are dropped from snapshots.
 */
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { Db } from '@/lib/db/client';

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

/** JSON text of a snapshot without secrets; dates as ISO text. */
export function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEY.test(key) ? undefined : typeof v === 'bigint' ? v.toString() : v));
}

export async function writeAudit(db: DbOrTx, access: Access, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({ data: auditRow(access, entry) });
}

/** Many entries in one statement (an import of thousands of rows writes as many audit rows). */
export async function writeAudits(db: DbOrTx, access: Access, entries: AuditEntry[]): Promise<void> {
  if (entries.length) await db.auditLog.createMany({ data: entries.map((e) => auditRow(access, e)) });
}

function auditRow(access: Access, entry: AuditEntry) {
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
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    detail: entry.detail ? snapshot(entry.detail) : null,
    ip: access.ctx.ip || null,
  };
}

/** Field names whose values differ between two snapshots (for the detail of an UPDATE). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !SECRET_KEY.test(k) && snapshot(before[k]) !== snapshot(after[k]));
}
