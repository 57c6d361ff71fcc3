/**
 * Fuzzing the inputs that decide where a browser and a ticket go: `redirect` on the SSO host,
 * `service` and the page address on the ticket exchange. Thousands of generated values (tricks
 * with user info, backslashes, encodings, look-alike hosts, control characters, other schemes)
 * must never yield a ticket for an unregistered address or a Location off the registered hosts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser, pageRequestOf } from '@/tests/support/bff-client';
import { decideSso } from './sso-flow';
import { newState, STATE_COOKIE } from './sso/state';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => h?.close());

/** Deterministic (mulberry32) so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCHEMES = ['http://', 'https://', 'HTTP://', '//', '\\\\', '/\\', 'javascript:', 'data:text/html,', 'http:', 'http:/', ' http://', 'http:\\\\', 'ftp://', ''];
const HOSTS = [
  'demo.localhost:3000', 'demo.localhost:3000@evil.example', 'evil.example', 'demo.localhost.evil.example:3000', 'DEMO.LOCALHOST:3000',
  'demo.localhost:3000.evil.example', '[::1]:3000', '127.0.0.1:3000', 'demo.localhost%2f@evil.example', 'demo.localhost:3000\\@evil.example',
  'evil.example#demo.localhost:3000', 'demo.localhost', 'demo.localhost:80', 'demo.localhost:03000', 'user:pass@demo.localhost:3000',
  'demo.localhost:3000%00.evil.example', 'ｄｅｍｏ.localhost:3000', 'xn--demo-9ra.localhost:3000', 'sso.localhost:3000', 'uc.localhost:3000', 'localhost:6666',
];
const PATHS = ['', '/', '/index', '/index?tab=1', '/%2f%2fevil.example', '//evil.example', '/\\evil.example', '?ssoToken=x', '#@evil.example', '/\t/evil.example', '/..//evil.example', '/a?redirect=http://evil.example'];
const NOISE = ['', '\u0000', '\r\n', ' ', '\t', '%', '%25', '@', '\\', '#', '?', '\u202e', '..'];

function generate(n: number, seed: number): string[] {
  const r = prng(seed);
  const pick = <T,>(a: readonly T[]) => a[Math.floor(r() * a.length)]!;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let v = pick(SCHEMES) + pick(HOSTS) + pick(PATHS);
    if (r() < 0.4) {
      const at = Math.floor(r() * (v.length + 1));
      v = v.slice(0, at) + pick(NOISE) + v.slice(at);
    }
    out.push(v);
  }
  return out;
}

const DEMO_ORIGIN = 'http://demo.localhost:3000';

describe('fuzz: where tickets and browsers are sent', () => {
  it('redirect: a few thousand values never give a ticket or a redirect off the registered address', async () => {
    const sso = new Browser('sso.localhost:3000');
    expect((await sso.api('POST', '/sso/login', { body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } })).body.result).toBe(0);
    const req = await pageRequestOf(sso);
    const { state } = newState(undefined, false);
    const values = generate(3000, 7);
    let tickets = 0;
    for (const redirect of values) {
      const decision = await decideSso(req, { appCode: 'DEMO', redirect, state });
      if (decision.kind !== 'redirect') {
        expect(decision, redirect).toMatchObject({ kind: 'apps' });
        continue;
      }
      const url = new URL(decision.url);
      expect(url.origin, redirect).toBe(DEMO_ORIGIN);
      expect(url.username + url.password, redirect).toBe('');
      if (url.searchParams.has('ssoToken')) tickets++;
    }
    // The generator does produce registered addresses too, so the test can see a ticket at all.
    expect(tickets).toBeGreaterThan(50);
  }, 120_000);

  it('service and the page address on the exchange: Location is this host or the SSO host, never elsewhere', async () => {
    const services = generate(1500, 11);
    const nexts = generate(1500, 13);
    const demo = new Browser('demo.localhost:3000');
    const { cookieValue } = newState(undefined, false);
    for (let i = 0; i < services.length; i++) {
      demo.cookies.clear();
      demo.cookies.set(STATE_COOKIE, cookieValue);
      const ticket = 'A'.repeat(43);
      // The page address as proxy.ts hands it over: path and query of the request, percent-encoded.
      let next: string;
      try {
        const u = new URL(nexts[i]!, DEMO_ORIGIN);
        next = u.pathname + u.search;
      } catch {
        next = nexts[i]!.replace(/[^\x21-\x7e]/g, '');
      }
      const res = await demo.exchange(ticket, next, services[i]!);
      expect(res.status).toBe(303);
      const location = res.location!;
      if (location.startsWith('/')) {
        expect(location.startsWith('//') || location.startsWith('/\\'), location).toBe(false);
      } else {
        const url = new URL(location);
        expect(url.origin + url.pathname, location).toBe('http://sso.localhost:3000/sso');
        expect(new URL(url.searchParams.get('redirect')!).origin, location).toBe(DEMO_ORIGIN);
      }
      expect(demo.cookies.has('concierge_session')).toBe(false);
    }
  }, 120_000);
});
