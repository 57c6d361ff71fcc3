/**
 * Recognising "a dependency is unavailable" (decision 101): the database or Redis refused, cut or
 * stopped answering, or the disk refused a write. Such a failure is the service's, not the
 * caller's: the call answers 50300 (HTTP 503) and a sign-in it interrupted does not count as a
 * failed attempt. Pure: no Prisma or ioredis import; the error's cause chain is searched.
 */

export type Dependency = 'database' | 'redis' | 'disk';

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose | undefined => (typeof v === 'object' && v !== null ? (v as Loose) : undefined);

/** Prisma's connection-level codes: can't reach, timed out, closed, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapters' kinds for the same (Prisma's DriverAdapterError cause). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TransactionAlreadyClosed']);
/** Socket errors of any client. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres without a code. */
const PG_MESSAGES = [/Can't reach database server/, /^Connection terminated/, /^Query read timeout$/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/];
/** ioredis: retries spent, connection closed, command timed out, offline queue off. */
const REDIS_NAMES = new Set(['MaxRetriesPerRequestError']);
const REDIS_MESSAGES = [/^Connection is closed\.?$/, /^Command timed out$/, /enableOfflineQueue options is false/];
/** SQLite refusing writes: read-only file or directory, full disk, cannot open, busy past its timeout. */
const SQLITE_CODES = new Set(['SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'SQLITE_FULL', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_BUSY']);

function classifyOne(e: Loose): Dependency | undefined {
  const code = typeof e.code === 'string' ? e.code : undefined;
  const name = typeof e.name === 'string' ? e.name : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (REDIS_NAMES.has(name) || REDIS_MESSAGES.some((r) => r.test(message))) return 'redis';
  if (code && PRISMA_CODES.has(code)) return 'database';
  if (name === 'PrismaClientInitializationError') return 'database';
  const adapter = obj(obj(obj(e.meta)?.driverAdapterError)?.cause) ?? (name === 'DriverAdapterError' ? obj(e.cause) : undefined);
  if (adapter && typeof adapter.kind === 'string') {
    if (ADAPTER_KINDS.has(adapter.kind)) return 'database';
    // SQLite's own codes come through the adapter as kind 'sqlite' with the extended code.
    const sqlite = typeof adapter.extendedCode === 'number' || typeof adapter.message === 'string' ? sqliteKind(String(adapter.message ?? '')) : undefined;
    if (sqlite) return sqlite;
  }
  if (code && SQLITE_CODES.has(code)) return code === 'SQLITE_FULL' || code.startsWith('SQLITE_READONLY') ? 'disk' : 'database';
  // PostgreSQL SQLSTATE: class 08 (connection exception), 57P01-03 (shutting down), 53300 (too many connections).
  if (code && (/^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300')) return 'database';
  if (code && SOCKET_CODES.has(code)) return 'database';
  if (PG_MESSAGES.some((r) => r.test(message))) return 'database';
  return sqliteKind(message);
}

function sqliteKind(message: string): Dependency | undefined {
  if (/attempt to write a readonly database|database or disk is full|disk I\/O error/i.test(message)) return 'disk';
  if (/unable to open database file|database is locked/i.test(message)) return 'database';
  return undefined;
}

/** Which dependency `e` says is unavailable, or undefined when it is another kind of failure. */
export function unavailableDependency(e: unknown): Dependency | undefined {
  let current: unknown = e;
  for (let depth = 0; depth < 6; depth++) {
    const error = obj(current);
    if (!error) return undefined;
    const found = classifyOne(error);
    if (found) return found;
    current = error.cause;
  }
  return undefined;
}
