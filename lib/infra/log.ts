/**
 * One JSON line per event on stdout. Callers pass only what is safe to keep: never a token, a
 * ticket, a password, a code or a query string. What slips through anyway (an error message with
 * a gateway's URL, a field named like a secret) is redacted here, for every line (docs/decisions/092).
 */
import { isSecretName } from '@/lib/security/secret-values';
import { setting } from '@/lib/env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  try {
    return order[setting('LOG_LEVEL')];
  } catch {
    return order.info; // a bad LOG_LEVEL is named by the start's check; lines still go out meanwhile
  }
}

/**
 * Lines are written in batches: one write per 50 ms (or per 64 KiB) instead of one synchronous
 * write per request, which on a busy server cost as much as the request itself. Warnings and
 * errors go out at once; the rest is flushed on exit.
 */
let pending: string[] = [];
let pendingBytes = 0;
let timer: NodeJS.Timeout | undefined;
const FLUSH_MS = 50;
const FLUSH_BYTES = 64 * 1024;

function flushNow(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (pending.length === 0) return;
  const text = pending.join('\n') + '\n';
  pending = [];
  pendingBytes = 0;
  console.log(text.slice(0, -1));
}

/** Writes what is buffered now (shutdown, tests that read the log). */
export function flushLog(): void {
  flushNow();
}

const REDACTED = '[redacted]';
/** Query and key=value names that carry one-time or secret values besides the secret-named ones. */
const SECRET_PARAMS = new Set(['code', 'ticket', 'sig', 'signature', 'key', 'state']);
const MAYBE_SECRET = /[=@]|enc:v1:|bearer |basic /i;
const USERINFO = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@"']+):[^\s@/"']*@/gi;
const PAIR = /(^|[?&;,\s])([A-Za-z0-9_.-]+)=([^&\s"'#;,]*)/g;
const SEALED = /enc:v1:[A-Za-z0-9_:-]+/g;
const AUTHORIZATION = /\b(Bearer|Basic) [A-Za-z0-9._~+/-]{8,}=*/g;

const secretNames = new Map<string, boolean>();
function secretName(name: string): boolean {
  let known = secretNames.get(name);
  if (known === undefined) {
    known = isSecretName(name);
    if (secretNames.size < 1000) secretNames.set(name, known);
  }
  return known;
}

/** Text with URL passwords, secret query or key=value parameters, sealed values and credentials of Authorization headers replaced. */
export function redactText(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  return text
    .replace(USERINFO, `$1:${REDACTED}@`)
    .replace(PAIR, (all, sep: string, name: string) => (secretName(name) || SECRET_PARAMS.has(name.toLowerCase()) ? `${sep}${name}=${REDACTED}` : all))
    .replace(SEALED, REDACTED)
    .replace(AUTHORIZATION, `$1 ${REDACTED}`);
}

/** A log line's JSON: a field named like a secret is redacted whole, every text through redactText. */
function lineOf(record: Record<string, unknown>): string {
  return JSON.stringify(record, (key, v: unknown) => (key && secretName(key) ? REDACTED : typeof v === 'string' ? redactText(v) : v));
}

let exitHook = false;
function write(level: Level, event: string, fields: Record<string, unknown>): void {
  if (order[level] < threshold()) return;
  const line = lineOf({ t: new Date().toISOString(), level, event, ...fields });
  if (level === 'error' || level === 'warn') {
    flushNow(); // keep order with what came before
    console.error(line);
    return;
  }
  if (!exitHook) {
    exitHook = true;
    process.once('exit', flushNow);
  }
  pending.push(line);
  pendingBytes += line.length;
  if (pendingBytes >= FLUSH_BYTES) flushNow();
  else if (!timer) {
    timer = setTimeout(flushNow, FLUSH_MS);
    timer.unref();
  }
}

export const log = {
  debug: (event: string, fields: Record<string, unknown> = {}) => write('debug', event, fields),
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write('error', event, fields),
};

/** An error's class and message for a log line; stack only at debug level. */
export function errorFields(e: unknown): Record<string, unknown> {
  if (e instanceof Error) return { error: e.name, message: e.message, ...(threshold() <= order.debug ? { stack: e.stack } : {}) };
  return { error: String(e) };
}
