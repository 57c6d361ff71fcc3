/**
 * One JSON line per event on stdout. Callers pass only what is safe to keep: never a token, a
 * ticket, a password, a code or a query string.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const v = (process.env.LOG_LEVEL ?? 'info') as Level | 'silent';
  return order[v] ?? order.info;
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

let exitHook = false;
function write(level: Level, event: string, fields: Record<string, unknown>): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, event, ...fields });
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
