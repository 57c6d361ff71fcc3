/**
 * The SSO round trip across hosts through the BFF and the built-in backend: sign in on the SSO
 * host, a one-time ticket to an application host for the state of the browser that asked,
 * exchange, replay and misuse, tickets only to registered addresses, logout everywhere, repeat
 * login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser, pageRequestOf } from '@/tests/support/bff-client';
import { decideSso } from './sso-flow';
import { STATE_COOKIE, newState } from './sso/state';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => h?.close());

const SSO = 'sso.localhost:3000';
const DEMO = 'demo.localhost:3000';
const UC = 'uc.localhost:3000';

async function signInOnSso(unitCode: string, userCode: string, password: string) {
  const sso = new Browser(SSO);
  const res = await sso.api('POST', '/sso/login', { body: { unitCode, userCode, password } });
  expect(res.body.result, res.body.msg).toBe(0);
  return sso;
}

/** What the application host does before sending its browser to the SSO host: a state cookie. */
const beginRoundTrip = (app: Browser): string => app.beginRoundTrip();

/** A ticket minted on the SSO host for the round trip `app` (the application host's browser) began. */
async function ticketFor(sso: Browser, appCode: string, redirect: string, app: Browser) {
  const decision = await decideSso(await pageRequestOf(sso), { appCode, redirect, state: beginRoundTrip(app) });
  if (decision.kind !== 'redirect') throw new Error(`expected a redirect, got ${JSON.stringify(decision)}`);
  const url = new URL(decision.url);
  return { url, ticket: url.searchParams.get('ssoToken')! };
}

describe('single sign-on across hosts', () => {
  it('signs in on the SSO host without handing the token to the browser', async () => {
    const sso = new Browser(SSO);
    const res = await sso.api<Record<string, unknown>>('POST', '/sso/login', { body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    expect(res.body.result).toBe(0);
    expect(res.body.retVal).not.toHaveProperty('jwtToken');
    expect(res.body.retVal).toMatchObject({ userCode: 'admin', unitCode: 'HQ', username: '系统管理员' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('concierge_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('sends a one-time ticket to the application, which exchanges it and drops it from the URL', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const demo = new Browser(DEMO);
    const { url, ticket } = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index?tab=1', demo);
    expect(url.origin).toBe('http://demo.localhost:3000');
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const exchanged = await demo.exchange(ticket, '/index?tab=1');
    expect(exchanged).toEqual({ status: 303, location: '/index?tab=1' });
    const me = await demo.api<{ userCode: string; menus: { name: string }[] }>('GET', '/user/getLoginByToken');
    expect(me.body.result).toBe(0);
    expect(me.body.retVal.userCode).toBe('admin');
    expect(me.body.retVal.menus.length).toBeGreaterThan(0);

    // The state cookie of that round trip is spent with it.
    expect(demo.cookies.has(STATE_COOKIE)).toBe(false);

    // Replay from another browser: not redeemed; that browser goes on its own round trip.
    const thief = new Browser(DEMO, '10.0.0.66');
    const replay = await thief.exchange(ticket);
    expect(replay.status).toBe(303);
    expect(new URL(replay.location!).origin).toBe('http://sso.localhost:3000');
    expect((await thief.api('GET', '/user/getLoginByToken')).body.result).toBe(50001);
  });

  it('refuses a ticket at another application, with a wrong service, or after it expired, and burns it', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    // Refused on the round trip's second leg (ssoRetry): the browser is told, not sent round again.
    const retry = '/index?ssoRetry=1';
    const demo = new Browser(DEMO);
    const uc = new Browser(UC);
    const first = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', demo);
    uc.cookies.set(STATE_COOKIE, demo.cookies.get(STATE_COOKIE)!);
    expect((await uc.exchange(first.ticket, retry)).location).toBe('/login?ssoError=54002');
    expect((await demo.exchange(first.ticket, retry)).location).toBe('/login?ssoError=54002');

    const second = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', demo);
    expect((await demo.exchange(second.ticket, retry, 'http://evil.localhost:3000/')).location).toBe('/login?ssoError=54002');
    expect((await demo.exchange(second.ticket, retry)).location).toBe('/login?ssoError=54002');

    // Expired, on the memory store and on Redis (tickets of 1 s here; a fresh one still signs in).
    await h.withShortTickets(async (expire) => {
      const fresh = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', demo);
      const third = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', demo);
      expect((await demo.exchange(fresh.ticket, retry)).location).toBe('/index');
      await expire();
      expect((await demo.exchange(third.ticket, retry)).location).toBe('/login?ssoError=54002');
    });
  });

  it('the JSON exchange (/sso/check) answers 54002 for a ticket of another app', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const demo = new Browser(DEMO);
    const { ticket } = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', demo);
    const uc = new Browser(UC);
    const res = await uc.api('GET', '/sso/check', { query: { token: ticket, appCode: 'UC' } });
    expect(res.body.result).toBe(54002);
    expect((await demo.api('GET', '/sso/check', { query: { token: ticket, appCode: 'DEMO' } })).body.result).toBe(54002);

    // The JSON exchange on the right host with the browser's state works, once.
    const next = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', demo);
    const ok = await demo.api<Record<string, unknown>>('GET', '/sso/check', { query: { token: next.ticket, appCode: 'DEMO' } });
    expect(ok.body).toMatchObject({ result: 0, retVal: { appCode: 'DEMO' } });
    expect(ok.body.retVal).not.toHaveProperty('jwtToken');
    expect((await demo.api('GET', '/user/getLoginByToken')).body.result).toBe(0);
  });

  it('never sends a ticket to an address that is not registered for the application', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const state = beginRoundTrip(new Browser(DEMO));
    for (const redirect of [
      'http://evil.example/steal',
      'http://demo.localhost.evil.example:3000/',
      'http://uc.localhost:3000/index',
      'http://demo.localhost:6666/index',
      'http://demo.localhost:3000@evil.example/',
      'https://demo.localhost:3000/index',
      'javascript:alert(1)',
      '//evil.example/',
    ]) {
      const decision = await decideSso(await pageRequestOf(sso), { appCode: 'DEMO', redirect, state });
      expect(decision, redirect).toEqual({ kind: 'apps', errorCode: 40302 });
    }
  });

  it('a host with its own login page that serves the application gets the ticket (the SSO登录 button), another application\'s host does not', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    // iwork, scrm, harbor and lab serve DEMO, summit serves UC (config/app-config.json).
    for (const [host, appCode] of [['iwork', 'DEMO'], ['scrm', 'DEMO'], ['harbor', 'DEMO'], ['lab', 'DEMO'], ['summit', 'UC']] as const) {
      const own = new Browser(`${host}.localhost:3000`);
      const { url, ticket } = await ticketFor(sso, appCode, `http://${host}.localhost:3000/index`, own);
      expect(url.origin).toBe(`http://${host}.localhost:3000`);
      expect(await own.exchange(ticket)).toEqual({ status: 303, location: '/index' });
      expect((await own.api<{ userCode: string }>('GET', '/user/getLoginByToken')).body.retVal.userCode).toBe('admin');
    }
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'UC', redirect: 'http://iwork.localhost:3000/index', state: beginRoundTrip(new Browser('iwork.localhost:3000')) });
    expect(decision).toEqual({ kind: 'apps', errorCode: 40302 });
  });

  it('an application without a registered address gets no ticket and a clear error (40310)', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const state = beginRoundTrip(new Browser(DEMO));
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'PMS', redirect: 'http://localhost:6666/index', state });
    expect(decision).toEqual({ kind: 'apps', errorCode: 40310 });
    const { errorMessage } = await import('./bff-errors');
    const { AppError } = await import('@/lib/errors/app-error');
    expect(await errorMessage(new AppError(40310), 'zh-CN')).toBe('应用没有登记的地址，无法登录');
    expect(await errorMessage(new AppError(40310), 'en-US')).toBe('the application has no registered address to sign in to');
  });

  it('a visit without a state (the apps tile) goes to the registered address without a ticket', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'DEMO', redirect: 'http://demo.localhost:3000/index?ssoToken=planted' });
    expect(decision).toEqual({ kind: 'redirect', url: 'http://demo.localhost:3000/index' });
  });

  it('a ticket that arrives without the state of its round trip is not redeemed: the browser starts its own', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const attacker = new Browser(DEMO, '10.0.0.66');
    const { ticket } = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', attacker);
    // The victim already has a round trip pending of their own; the attacker's ticket is not theirs.
    const victim = new Browser(DEMO, '10.0.0.77');
    beginRoundTrip(victim);
    const before = victim.cookies.get(STATE_COOKIE)!;
    const res = await victim.exchange(ticket, '/index');
    expect(res.status).toBe(303);
    const location = new URL(res.location!);
    expect(location.origin + location.pathname).toBe('http://sso.localhost:3000/sso');
    expect(location.searchParams.get('appCode')).toBe('DEMO');
    expect(location.searchParams.get('redirect')).toBe('http://demo.localhost:3000/index?ssoRetry=1');
    expect(location.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A new nonce joined the pending one; nothing was signed in.
    expect(victim.cookies.get(STATE_COOKIE)!.startsWith(before + '.')).toBe(true);
    expect(victim.cookies.has('concierge_session')).toBe(false);
    expect((await victim.api('GET', '/user/getLoginByToken')).body.result).toBe(50001);
    // And the ticket was spent: the attacker cannot use it any more either.
    expect((await attacker.exchange(ticket, '/index?ssoRetry=1')).location).toBe('/login?ssoError=54002');
  });

  it("refuses an application the unit has not opened: 'unit has not opened the application or the application is disabled'", async () => {
    const sso = await signInOnSso('H003', 'fd03', 'Demo@2026');
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'DEMO', redirect: 'http://demo.localhost:3000/index' });
    expect(decision).toEqual({ kind: 'apps', errorCode: 53012 });
    const res = await sso.api('GET', '/sso/available', { query: { appCode: 'DEMO' } });
    expect(res.body.result).toBe(53012);
    expect(res.headers.get('x-concierge-quiet')).toBe('1');
    const en = new Browser(SSO, '127.0.0.1', 'en-US');
    en.cookies.set('concierge_session', sso.cookies.get('concierge_session')!);
    expect((await en.api('GET', '/sso/available', { query: { appCode: 'DEMO' } })).body.msg).toBe(
      'unit has not opened the application or the application is disabled',
    );
  });

  it('logging out on one host ends the sign-in on every host', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const demo = new Browser(DEMO);
    await demo.exchange((await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index', demo)).ticket);
    const uc = new Browser(UC);
    await uc.exchange((await ticketFor(sso, 'UC', 'http://uc.localhost:3000/index', uc)).ticket);
    expect((await uc.api('GET', '/user/getLoginByToken')).body.result).toBe(0);

    const out = await demo.api('GET', '/sso/logout');
    expect(out.body.result).toBe(0);
    expect(demo.cookies.has('concierge_session')).toBe(false);
    expect((await uc.api('GET', '/user/getLoginByToken')).body.result).toBe(50001);
    expect((await sso.api('GET', '/sso/getLoginByToken')).body.result).toBe(50001);
  });

  it('a second login of an account with overwrite on ends the first with 52100 and the time, IP and place', async () => {
    const first = new Browser(SSO, '192.168.3.4');
    expect((await first.api('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' } })).body.result).toBe(0);
    const second = new Browser(SSO, '127.0.0.1');
    const login = await second.api<{ repeatLogin: { ip: string; location: string } | null }>('POST', '/sso/login', {
      body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' },
    });
    expect(login.body.retVal.repeatLogin).toMatchObject({ ip: '192.168.3.4', location: '局域网' });

    const check = await first.api<{ time: string; ip: string; location: string }>('POST', '/login/checkOverwrite', { body: {} });
    expect(check.body.result).toBe(52100);
    expect(check.body.retVal).toMatchObject({ ip: '127.0.0.1', location: '本机' });
    expect(check.body.retVal.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await second.api('POST', '/login/checkOverwrite', { body: {} })).body.retVal).toMatchObject({ overwritten: 'F' });
  });

  it('signing in again in the same browser (an OIDC prompt=login) is not "another device": no repeat-login notice for its own session', async () => {
    const other = new Browser(SSO, '192.168.3.9');
    expect((await other.api('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' } })).body.result).toBe(0);
    const same = new Browser(SSO, '127.0.0.1');
    type Answer = { repeatLogin: { ip: string } | null };
    const body = { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' };
    // The first sign-in of this browser ends the other device's: that one is named.
    expect((await same.api<Answer>('POST', '/sso/login', { body })).body.retVal.repeatLogin).toMatchObject({ ip: '192.168.3.9' });
    // Again over its own live session: the session it replaces is its own, nothing to warn about.
    const again = await same.api<Answer>('POST', '/sso/login', { body });
    expect(again.body.result).toBe(0);
    expect(again.body.retVal.repeatLogin).toBeNull();
    expect((await same.api('GET', '/sso/getLoginByToken')).body.result).toBe(0);
  });
});
