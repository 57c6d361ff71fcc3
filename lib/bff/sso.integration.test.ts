/**
 * The SSO round trip across hosts through the BFF and the built-in backend: sign in on the SSO
 * host, a one-time ticket to an application host, exchange, replay and misuse, logout everywhere,
 * repeat login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '@/lib/testing/harness';
import { Browser, pageRequestOf } from '@/lib/testing/bff-client';
import { decideSso } from './sso-flow';

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

async function ticketFor(sso: Browser, appCode: string, redirect: string) {
  const decision = await decideSso(await pageRequestOf(sso), { appCode, redirect });
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
    const { url, ticket } = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index?tab=1');
    expect(url.origin).toBe('http://demo.localhost:3000');
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const demo = new Browser(DEMO);
    const exchanged = await demo.exchange(ticket, '/index?tab=1');
    expect(exchanged).toEqual({ status: 303, location: '/index?tab=1' });
    const me = await demo.api<{ userCode: string; menus: { name: string }[] }>('GET', '/user/getLoginByToken');
    expect(me.body.result).toBe(0);
    expect(me.body.retVal.userCode).toBe('admin');
    expect(me.body.retVal.menus.length).toBeGreaterThan(0);

    // Replay from another browser: refused.
    const thief = new Browser(DEMO, '10.0.0.66');
    expect(await thief.exchange(ticket)).toEqual({ status: 303, location: '/login?ssoError=54002' });
    expect((await thief.api('GET', '/user/getLoginByToken')).body.result).toBe(50001);
  });

  it('refuses a ticket at another application, with a wrong service, or after it expired, and burns it', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const first = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index');
    expect((await new Browser(UC).exchange(first.ticket)).location).toBe('/login?ssoError=54002');
    expect((await new Browser(DEMO).exchange(first.ticket)).location).toBe('/login?ssoError=54002');

    const second = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index');
    expect((await new Browser(DEMO).exchange(second.ticket, '/index', 'http://evil.localhost:3000/')).location).toBe('/login?ssoError=54002');
    expect((await new Browser(DEMO).exchange(second.ticket)).location).toBe('/login?ssoError=54002');

    if (h.runtime.store.kind === 'memory') {
      const third = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index');
      h.advance(31_000);
      try {
        expect((await new Browser(DEMO).exchange(third.ticket)).location).toBe('/login?ssoError=54002');
      } finally {
        h.advance(-31_000);
      }
    }
  });

  it('the JSON exchange (/sso/check) answers 54002 for a ticket of another app', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const { ticket } = await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index');
    const uc = new Browser(UC);
    const res = await uc.api('GET', '/sso/check', { query: { token: ticket, appCode: 'UC' } });
    expect(res.body.result).toBe(54002);
    const demo = new Browser(DEMO);
    expect((await demo.api('GET', '/sso/check', { query: { token: ticket, appCode: 'DEMO' } })).body.result).toBe(54002);
  });

  it('never sends a ticket to a redirect outside the allowed links or off the app address', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    for (const redirect of ['http://evil.example/steal', 'http://demo.localhost.evil.example:3000/', 'http://uc.localhost:3000/index', 'javascript:alert(1)']) {
      const decision = await decideSso(await pageRequestOf(sso), { appCode: 'DEMO', redirect });
      expect(decision, redirect).toEqual({ kind: 'apps', errorCode: 40302 });
    }
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
    await demo.exchange((await ticketFor(sso, 'DEMO', 'http://demo.localhost:3000/index')).ticket);
    const uc = new Browser(UC);
    await uc.exchange((await ticketFor(sso, 'UC', 'http://uc.localhost:3000/index')).ticket);
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
});
