/**
 * What a login writes that nobody waits for: its login-log row and the user's last-login time and
 * address. They are queued and written in batches (one INSERT of many rows, one transaction of
 * updates) a moment later, off the request's critical path. A graceful shutdown flushes the queue
 * (scripts/prepare-env.ts); a crash loses at most the last ~100 ms of rows (ADR 070).
 *
 * The queues live on globalThis, one per database client: Next's bundle and the custom server may
 * each load this module, and the shutdown code must reach the queue the requests filled.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { LoginAttempt } from '@/lib/backend/builtin/services/logs/write-login-log';
import { dbProvider, type Db } from '@/lib/db/client';
import type { DbProvider } from '@/lib/db/url';
import { errorFields, log } from '@/lib/infra/log';

/** How long a row may wait before its batch is written. */
export const FLUSH_AFTER_MS = 100;
/** A batch this large is written at once. */
const FLUSH_AT_ROWS = 200;

type LogRow = Parameters<Db['loginLog']['create']>[0]['data'];

interface Queue {
  db: Db;
  logs: LogRow[];
  lastLogins: Map<number, { at: Date; ip: string }>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void>;
}

const KEY = Symbol.for('concierge.loginWriteBehind');
type Holder = { [KEY]?: Map<Db, Queue> };

function queues(): Map<Db, Queue> {
  const g = globalThis as Holder;
  g[KEY] ??= new Map();
  return g[KEY];
}

function queueFor(db: Db): Queue {
  const all = queues();
  let q = all.get(db);
  if (!q) {
    q = { db, logs: [], lastLogins: new Map(), timer: null, flushing: Promise.resolve() };
    all.set(db, q);
  }
  return q;
}

function schedule(q: Queue): void {
  if (q.logs.length + q.lastLogins.size >= FLUSH_AT_ROWS) {
    void flushQueue(q);
    return;
  }
  if (q.timer) return;
  q.timer = setTimeout(() => void flushQueue(q), FLUSH_AFTER_MS);
}

export function toLoginLogRow(deps: BuiltinDeps, a: LoginAttempt): LogRow {
  return {
    at: deps.now(),
    unitCode: a.unitCode.slice(0, 60),
    userCode: a.userCode.slice(0, 60),
    unitId: a.unitId ?? null,
    userId: a.userId ?? null,
    userName: a.userName ?? null,
    appCode: a.appCode,
    method: a.method,
    result: a.result,
    reason: a.reason ?? null,
    ip: a.ip,
    userAgent: a.userAgent.slice(0, 400),
    sessionId: a.sessionId ?? null,
  };
}

/** Queues a login-log row; it is written within FLUSH_AFTER_MS. */
export function queueLoginLog(deps: BuiltinDeps, a: LoginAttempt): void {
  const q = queueFor(deps.db);
  q.logs.push(toLoginLogRow(deps, a));
  schedule(q);
}

/** Queues the user's last-login time and address (a newer login of the same user replaces it). */
export function queueLastLogin(deps: BuiltinDeps, userId: number, ip: string): void {
  const q = queueFor(deps.db);
  q.lastLogins.set(userId, { at: deps.now(), ip });
  schedule(q);
}

async function writeBatch(db: Db, logs: LogRow[], lastLogins: [number, { at: Date; ip: string }][]): Promise<void> {
  if (logs.length > 0) {
    try {
      await db.loginLog.createMany({ data: logs });
    } catch (e) {
      // One bad row (its user or session deleted meanwhile) must not cost the others.
      log.warn('login_log_batch_failed', { rows: logs.length, ...errorFields(e) });
      for (const row of logs) await db.loginLog.create({ data: row }).catch((err: unknown) => log.error('login_log_row_failed', errorFields(err)));
    }
  }
  if (lastLogins.length > 0) {
    // Last-login fields are not part of a signed-in principal: the principal cache need not drop them.
    await writeLastLogins(db, lastLogins).catch((e: unknown) => log.error('last_login_batch_failed', { rows: lastLogins.length, ...errorFields(e) }));
  }
}

/** The client's provider as the generated client names it, else the environment's database URL. */
function providerOfClient(db: Db): DbProvider {
  const named = (db as unknown as { _activeProvider?: string })._activeProvider;
  return named === 'postgresql' || named === 'sqlite' ? named : dbProvider();
}

/**
 * The batch's last-login time and address in one UPDATE (a CASE on the id per column), instead of
 * one model operation per user: on the main thread each operation costs about as much as a login's
 * other work (docs/decisions/113). Values are bound as parameters, encoded as Prisma's adapters
 * store them (bulk-insert.ts); updatedAt moves with them, as Prisma's @updatedAt did.
 */
async function writeLastLogins(db: Db, rows: [number, { at: Date; ip: string }][]): Promise<void> {
  const provider = providerOfClient(db);
  const params: (string | number)[] = [];
  const bind = (v: string | number, pgType?: string) => {
    params.push(v);
    if (provider === 'sqlite') return '?';
    return pgType ? `CAST($${params.length} AS ${pgType})` : `$${params.length}`;
  };
  const at = (d: Date) => (provider === 'sqlite' ? d.toISOString().replace('Z', '+00:00') : d.toISOString());
  const whenAt = rows.map(([id, v]) => `WHEN ${bind(id, 'INTEGER')} THEN ${bind(at(v.at), 'TIMESTAMP(3)')}`).join(' ');
  const whenIp = rows.map(([id, v]) => `WHEN ${bind(id, 'INTEGER')} THEN ${bind(v.ip, 'TEXT')}`).join(' ');
  const whenUpdated = rows.map(([id, v]) => `WHEN ${bind(id, 'INTEGER')} THEN ${bind(at(v.at), 'TIMESTAMP(3)')}`).join(' ');
  const ids = rows.map(([id]) => bind(id, 'INTEGER')).join(', ');
  await db.$executeRawUnsafe(
    `UPDATE "User" SET "lastLoginAt" = CASE "id" ${whenAt} END, "lastLoginIp" = CASE "id" ${whenIp} END, "updatedAt" = CASE "id" ${whenUpdated} END WHERE "id" IN (${ids})`,
    ...params,
  );
}

function flushQueue(q: Queue): Promise<void> {
  if (q.timer) clearTimeout(q.timer);
  q.timer = null;
  const logs = q.logs.splice(0);
  const lastLogins = [...q.lastLogins];
  q.lastLogins.clear();
  // Batches are written one after another, so rows keep their order.
  q.flushing = q.flushing.then(() => (logs.length || lastLogins.length ? writeBatch(q.db, logs, lastLogins) : undefined));
  return q.flushing;
}

/** Writes everything queued (shutdown; tests before they read the log). */
export async function flushLoginWrites(db?: Db): Promise<void> {
  const all = queues();
  const targets = db ? [all.get(db)].filter((q): q is Queue => q !== undefined) : [...all.values()];
  await Promise.all(targets.map((q) => flushQueue(q)));
  for (const q of targets) if (q.logs.length === 0 && q.lastLogins.size === 0 && !q.timer) all.delete(q.db);
}
