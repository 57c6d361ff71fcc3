/**
 * What the fault tests share: signing in on an instance, answers tallied by kind, waiting for a
 * condition with a measured time, and the figures each case prints for the closing note.
 */
import { expect } from 'vitest';
import type { Instance, InstanceResponse } from '@/tests/support/instances';

export const hostOf = (i: Instance, app = 'uc') => `${app}.localhost:${i.port}`;

export function sessionCookie(res: InstanceResponse): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  return cookies.filter((c) => c.startsWith('concierge_session=')).join('; ');
}

export async function signIn(on: Instance, unitCode: string, userCode: string, password: string): Promise<InstanceResponse> {
  return on.request({ path: '/api/uc/login', host: hostOf(on), body: { unitCode, userCode, password } });
}

/** A signed-in administrator's cookie (the demo's super administrator unless told). */
export async function adminCookie(on: Instance, who: [string, string, string] = ['HQ', 'admin', 'Admin@2026']): Promise<string> {
  const res = await signIn(on, ...who);
  expect(res.json().result, res.body).toBe(0);
  return sessionCookie(res);
}

/** A console call's headers for a browser with `cookie` on `on`. */
export const consoleHeaders = (on: Instance, cookie: string) => ({ cookie, origin: `http://${hostOf(on)}`, 'sec-fetch-site': 'same-origin' });

/** Answers by kind: `<HTTP status>/<envelope result>`, or the network error's code. */
export class Tally {
  readonly kinds: Record<string, number> = {};
  slowestMs = 0;
  async record(call: () => Promise<InstanceResponse>): Promise<InstanceResponse | undefined> {
    const started = Date.now();
    try {
      const res = await call();
      let result = 'html';
      try {
        result = String(res.json().result);
      } catch {
        /* not an envelope */
      }
      this.add(`${res.status}/${result}`, started);
      return res;
    } catch (e) {
      this.add(`error/${(e as NodeJS.ErrnoException).code ?? 'unknown'}`, started);
      return undefined;
    }
  }
  private add(kind: string, started: number): void {
    this.kinds[kind] = (this.kinds[kind] ?? 0) + 1;
    this.slowestMs = Math.max(this.slowestMs, Date.now() - started);
  }
  total(): number {
    return Object.values(this.kinds).reduce((a, b) => a + b, 0);
  }
}

/** Polls `check` every 100 ms until it is true; returns the milliseconds it took, or throws after `withinMs`. */
export async function waitFor(check: () => Promise<boolean>, withinMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One line per measured case, collected by the suite for the closing note (tmp/faults-figures.json). */
export function report(caseName: string, figures: Record<string, unknown>): void {
  console.log(`[faults] ${caseName}: ${JSON.stringify(figures)}`);
}
