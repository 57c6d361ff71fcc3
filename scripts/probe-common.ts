/**
 * What the defence probe's modules share (scripts/probe-defences.ts, scripts/probe-authority.ts):
 * a row's outcome, reading the answer's envelope, tallies and the sign-in of a demo account.
 */
import { sessionCookie } from '../bench/lib/harness';
import { httpCall, type HttpAnswer } from '../tests/support/http-call';

export type Verdict = 'held' | 'FAILED' | 'not tried' | 'figures' | 'ERROR';

export interface Outcome {
  verdict: Verdict;
  happened: string;
}

export type Answer = HttpAnswer;

export type HeaderMap = Record<string, string>;

export function envelopeOf(body: string): { result?: number; msg?: string; retVal?: unknown } {
  try {
    const v: unknown = JSON.parse(body);
    if (v && typeof v === 'object' && 'result' in v) {
      const o = v as { result: unknown; msg?: unknown; retVal?: unknown };
      return { result: typeof o.result === 'number' ? o.result : undefined, msg: typeof o.msg === 'string' ? o.msg : undefined, retVal: o.retVal };
    }
  } catch {
    // not JSON: the caller reports the HTTP status instead
  }
  return {};
}

/** The envelope's result code, or the HTTP status when the answer is no envelope. */
export const codeOf = (a: Answer): string => String(envelopeOf(a.body).result ?? `HTTP ${a.status}`);

export function tally(xs: readonly (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(String(x), (counts.get(String(x)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([k, c]) => `${k}×${c}`).join(' ') || '(none)';
}

export const count = (xs: readonly (string | number)[], x: string | number) => xs.filter((v) => String(v) === String(x)).length;
export const ms = (since: number) => Math.round(performance.now() - since);
export const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
export const xff = (ip: string): HeaderMap => ({ 'x-forwarded-for': ip });
export const login = (unitCode: string, userCode: string, password: string) => ({ unitCode, userCode, password });
export const hosts = (port: number) => ({ sso: `sso.localhost:${port}`, uc: `uc.localhost:${port}`, demo: `demo.localhost:${port}` });

/**
 * One request over a fresh connection, a JSON body sent from the host's own page (Origin). Not
 * the harness's kept-alive agent: the probe blocks its own event loop for seconds (recovering a
 * captcha's answer), the server closes idle connections after 5 s meanwhile, and the next request
 * would be written on a socket whose close the agent has not seen yet ("socket hang up").
 */
export function request(port: number, opts: { method?: string; path: string; host: string; headers?: HeaderMap; body?: unknown }): Promise<Answer> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return httpCall(port, {
    method: opts.method,
    path: opts.path,
    host: opts.host,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json', origin: `http://${opts.host}` }), ...opts.headers },
    body,
    timeoutMs: 120_000,
  });
}

/** Signs in and returns the Cookie header of the new session. */
export async function signIn(port: number, host: string, path: string, body: ReturnType<typeof login>, ip: string): Promise<string> {
  const a = await request(port, { method: 'POST', path, host, headers: xff(ip), body });
  const result = envelopeOf(a.body).result;
  if (result !== 0) throw new Error(`sign-in of ${body.unitCode}/${body.userCode} answered ${result ?? a.status}`);
  return sessionCookie(a.headers).header;
}
