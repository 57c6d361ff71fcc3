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

function write(level: Level, event: string, fields: Record<string, unknown>): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, event, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
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
