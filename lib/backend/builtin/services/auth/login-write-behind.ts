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
import type { Db } from '@/lib/db/client';
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
    await db
      .$transaction(lastLogins.map(([id, v]) => db.user.updateMany({ where: { id }, data: { lastLoginAt: v.at, lastLoginIp: v.ip } })))
      .catch((e: unknown) => log.error('last_login_batch_failed', { rows: lastLogins.length, ...errorFields(e) }));
  }
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
