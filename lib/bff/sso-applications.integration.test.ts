/**
 * Applications that Concierge does not host (EXT, examples/ext-app): the ticket is redeemed by the
 * application's server with HTTP Basic appCode:secret, for the state it sent to /sso, once; the
 * jwtToken it gets back is then accepted in Authorization (Bearer or raw) and in the `token`
 * parameter. Client secrets are issued, rotated, revoked and checked in constant time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser, pageRequestOf } from '@/tests/support/bff-client';
import { appServerCall as appServer, basic } from '@/tests/support/app-server-client';
import {
  issueClientSecret,
  revokeClientSecret,
  rotateClientSecret,
  setRedirectOrigins,
  verifyClientSecret,
} from '@/lib/backend/builtin/services/apps/client-secret';
import { EXT_DEMO_SECRET } from '@/prisma/seed/ext-app';
import { decideSso } from './sso-flow';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => h?.close());

const SSO = 'sso.localhost:3000';
const EXT_ORIGIN = `http://ext.localhost:${process.env.EXT_PORT || 4000}`;
const EXT = basic('EXT', EXT_DEMO_SECRET);

async function signInOnSso(unitCode = 'H001', userCode = 'frontdesk', password = 'Hotel@2026') {
  const sso = new Browser(SSO, '10.1.1.1');
  const res = await sso.api('POST', '/sso/login', { body: { unitCode, userCode, password } });
  expect(res.body.result, res.body.msg).toBe(0);
  return sso;
}

/** What EXT does: its own state, a trip through /sso, the ticket from the redirect. */
async function extTicket(sso: Browser, state = 'ext-state-' + Math.random().toString(36).slice(2).padEnd(12, 'x')) {
  const decision = await decideSso(await pageRequestOf(sso), { appCode: 'EXT', redirect: `${EXT_ORIGIN}/`, state });
  if (decision.kind !== 'redirect') throw new Error(JSON.stringify(decision));
  const url = new URL(decision.url);
  expect(url.origin).toBe(EXT_ORIGIN);
  return { ticket: url.searchParams.get('ssoToken')!, state };
}

type Login = { jwtToken: string; userCode: string; unitCode: string; deptName: string; apps: { code: string }[]; menus: { name: string; children?: { name: string }[] }[] };
const check = (ticket: string, state: string | undefined, authorization?: string, appCode = 'EXT') =>
  appServer<Login>(SSO, '/sso/check', { query: { token: ticket, appCode, ...(state ? { state } : {}) }, authorization });

describe('server-to-server redemption', () => {
  it('redeems a ticket with the application secret: the login result with jwtToken and the granted menus', async () => {
    const sso = await signInOnSso();
    const { ticket, state } = await extTicket(sso);
    const res = await check(ticket, state, EXT);
    expect(res.body.result).toBe(0);
    const login = res.body.retVal;
    expect(login).toMatchObject({ userCode: 'frontdesk', unitCode: 'H001', deptName: expect.any(String) });
    expect(login.jwtToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only what the EXT_ORDERS role grants: the order list, not refunds or settings.
    const names = login.menus.flatMap((m) => [m.name, ...(m.children ?? []).map((c) => c.name)]);
    expect(names).toContain('ext_orders_list');
    expect(names).not.toContain('ext_orders_refund');
    expect(names).not.toContain('ext_settings');
    expect(login.apps.map((a) => a.code)).toContain('EXT');

    // A second redemption of the same ticket is refused.
    expect((await check(ticket, state, EXT)).body.result).toBe(54002);
  });

  it('the jwtToken works as Bearer, raw Authorization and token parameter, and ends with the sign-in', async () => {
    const sso = await signInOnSso();
    const { ticket, state } = await extTicket(sso);
    const { jwtToken } = (await check(ticket, state, EXT)).body.retVal;
    for (const how of [{ authorization: `Bearer ${jwtToken}` }, { authorization: jwtToken }, { query: { token: jwtToken } }]) {
      const res = await appServer(SSO, '/sso/available', { ...how, query: { appCode: 'EXT', ...('query' in how ? how.query : {}) } });
      expect(res.body, JSON.stringify(how)).toMatchObject({ result: 0, retVal: { appCode: 'EXT', available: 'T' } });
    }
    for (const path of ['/sso/getLoginByToken', '/user/getLoginByToken']) {
      const me = await appServer<{ userCode: string }>(SSO, path, { authorization: `Bearer ${jwtToken}` });
      expect(me.body, path).toMatchObject({ result: 0, retVal: { userCode: 'frontdesk' } });
      expect(me.body.retVal, path).not.toHaveProperty('jwtToken');
    }
    const granted = await appServer(SSO, '/user/checkPermission', { authorization: jwtToken, query: { identity: 'ext_orders_list' } });
    expect(granted.body).toMatchObject({ result: 0, retVal: { permitted: 'T' } });
    const notGranted = await appServer(SSO, '/user/checkPermission', { authorization: jwtToken, query: { identity: 'ext_settings' } });
    expect(notGranted.body.retVal).toMatchObject({ permitted: 'F' });
    // Same sign-in family: logging out on the SSO host ends the application's token too.
    expect((await sso.api('GET', '/sso/logout')).body.result).toBe(0);
    const after = await appServer(SSO, '/sso/available', { authorization: `Bearer ${jwtToken}`, query: { appCode: 'EXT' } });
    expect([50001, 54002]).toContain(after.body.result);
  });

  it.each([
    ['another application\'s secret', () => basic('DEMO', EXT_DEMO_SECRET)],
    ['a wrong secret', () => basic('EXT', 'cs_' + 'x'.repeat(43))],
    ['no secret (no Authorization, and no page sent it)', () => undefined],
    ['a Bearer instead of Basic', () => 'Bearer ' + EXT_DEMO_SECRET],
  ])('refuses a ticket redeemed with %s with 54002, and burns it', async (_label, auth) => {
    const sso = await signInOnSso();
    const { ticket, state } = await extTicket(sso);
    const res = await check(ticket, state, auth());
    expect(res.status).toBe(401);
    expect(res.body.result).toBe(54002);
    // Burnt: the right credential cannot redeem it afterwards.
    expect((await check(ticket, state, EXT)).body.result).toBe(54002);
  });

  it.each([
    ['a wrong secret and no appCode', () => basic('EXT', 'cs_' + 'x'.repeat(43)), { appCode: undefined }, 'appCode'],
    ['the right secret and no appCode', () => EXT, { appCode: undefined }, 'appCode'],
    ['no credentials and no appCode', () => undefined, { appCode: undefined }, 'appCode'],
    ['a state over 128 characters', () => EXT, { state: 's'.repeat(129) }, 'state'],
    ['an appCode over 60 characters', () => basic('EXT', 'cs_' + 'x'.repeat(43)), { appCode: 'E'.repeat(61) }, 'appCode'],
  ])('refuses a ticket redeemed with %s with 40000 naming the field, and burns it', async (_label, auth, change, field) => {
    const sso = await signInOnSso();
    const { ticket, state } = await extTicket(sso);
    const query = Object.fromEntries(Object.entries({ token: ticket, appCode: 'EXT', state, ...change }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const res = await appServer<{ fields: Record<string, string[]> }>(SSO, '/sso/check', { query, authorization: auth() });
    expect(res.status).toBe(400);
    expect(res.body.result).toBe(40000);
    expect(Object.keys(res.body.retVal.fields)).toEqual([field]);
    expect((await check(ticket, state, EXT)).body.result).toBe(54002);
  });

  it('/sso/iamCheck without a service: 40000 naming it, and the ticket is burnt', async () => {
    const sso = await signInOnSso();
    const { ticket, state } = await extTicket(sso);
    const res = await appServer<{ fields: Record<string, string[]> }>(SSO, '/sso/iamCheck', { query: { ticket, state }, authorization: EXT });
    expect(res.body.result).toBe(40000);
    expect(Object.keys(res.body.retVal.fields)).toEqual(['service']);
    const again = await appServer(SSO, '/sso/iamCheck', { query: { ticket, state, service: `${EXT_ORIGIN}/` }, authorization: EXT });
    expect(again.body.result).toBe(54002);
  });

  it('a page of another site redeeming without credentials: 40301, and the ticket is burnt', async () => {
    const sso = await signInOnSso();
    const { ticket, state } = await extTicket(sso);
    const page = new Browser(SSO);
    const res = await page.api('GET', '/sso/check', { query: { token: ticket, appCode: 'EXT', state }, origin: null, headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.body.result).toBe(40301);
    expect((await check(ticket, state, EXT)).body.result).toBe(54002);
  });

  it('refuses a ticket of EXT claimed for another appCode, without the state, with another state, and after expiry', async () => {
    const sso = await signInOnSso();
    const a = await extTicket(sso);
    expect((await check(a.ticket, a.state, EXT, 'DEMO')).body.result).toBe(54002);
    expect((await check(a.ticket, a.state, EXT)).body.result).toBe(54002);
    const b = await extTicket(sso);
    expect((await check(b.ticket, undefined, EXT)).body.result).toBe(54002);
    expect((await check(b.ticket, b.state, EXT)).body.result).toBe(54002);
    const c = await extTicket(sso);
    expect((await check(c.ticket, 'someone-elses-state-123', EXT)).body.result).toBe(54002);
  });

  it('refuses an expired ticket, on the memory store and on Redis', async () => {
    const sso = await signInOnSso();
    await h.withShortTickets(async (expire) => {
      const [fresh, stale] = [await extTicket(sso), await extTicket(sso)];
      // Within its life a short ticket redeems: what follows is its expiry, not its shortness.
      expect((await check(fresh.ticket, fresh.state, EXT)).body.result).toBe(0);
      await expire();
      expect((await check(stale.ticket, stale.state, EXT)).body.result).toBe(54002);
    });
  });

  it('/sso/iamCheck redeems with the service on the ticket\'s origin only', async () => {
    const sso = await signInOnSso();
    const a = await extTicket(sso);
    const ok = await appServer<Login>(SSO, '/sso/iamCheck', { query: { ticket: a.ticket, service: `${EXT_ORIGIN}/welcome`, state: a.state }, authorization: EXT });
    expect(ok.body.result).toBe(0);
    expect(ok.body.retVal.userCode).toBe('frontdesk');
    const b = await extTicket(sso);
    const wrong = await appServer(SSO, '/sso/iamCheck', { query: { ticket: b.ticket, service: 'http://evil.example/', state: b.state }, authorization: EXT });
    expect(wrong.body.result).toBe(54002);
    expect((await appServer(SSO, '/sso/iamCheck', { query: { ticket: b.ticket, service: `${EXT_ORIGIN}/`, state: b.state }, authorization: EXT })).body.result).toBe(54002);
  });

  it('20 concurrent redemptions of one ticket: exactly one succeeds', async () => {
    const sso = await signInOnSso();
    const { ticket, state } = await extTicket(sso);
    const results = await Promise.all(Array.from({ length: 20 }, () => check(ticket, state, EXT)));
    expect(results.filter((r) => r.body.result === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.result === 54002)).toHaveLength(19);
  });

  it('20 concurrent browser exchanges of one ticket: exactly one browser is signed in', async () => {
    const sso = await signInOnSso('HQ', 'admin', 'Admin@2026');
    const { newState, STATE_COOKIE } = await import('./sso/state');
    const { state, cookieValue } = newState(undefined, false);
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'DEMO', redirect: 'http://demo.localhost:3000/index', state });
    const ticket = new URL((decision as { url: string }).url).searchParams.get('ssoToken')!;
    const browsers = Array.from({ length: 20 }, () => {
      const b = new Browser('demo.localhost:3000');
      b.cookies.set(STATE_COOKIE, cookieValue);
      return b;
    });
    const results = await Promise.all(browsers.map((b) => b.exchange(ticket, '/index?ssoRetry=1')));
    expect(results.filter((r) => r.location === '/index')).toHaveLength(1);
    expect(browsers.filter((b) => b.cookies.has('concierge_session'))).toHaveLength(1);
  });
});

describe('client secrets', () => {
  it('issue shows a cs_ secret once, stores only its hash; rotate replaces it at once; revoke ends it', async () => {
    const ctxApp = 'CRM';
    const issued = await issueClientSecret(h.deps, { appCode: ctxApp });
    expect(issued.secret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    const row = await h.deps.db.application.findUniqueOrThrow({ where: { code: ctxApp } });
    expect(row.clientSecretHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.secret.slice(3));
    expect(await verifyClientSecret(h.deps, { appCode: ctxApp, secret: issued.secret })).toBe(true);
    await expect(issueClientSecret(h.deps, { appCode: ctxApp })).rejects.toMatchObject({ code: 40900 });

    const rotated = await rotateClientSecret(h.deps, { appCode: ctxApp });
    expect(rotated.secret).not.toBe(issued.secret);
    expect(await verifyClientSecret(h.deps, { appCode: ctxApp, secret: issued.secret })).toBe(false);
    expect(await verifyClientSecret(h.deps, { appCode: ctxApp, secret: rotated.secret })).toBe(true);
    // Another application's code with this secret: no.
    expect(await verifyClientSecret(h.deps, { appCode: 'EXT', secret: rotated.secret })).toBe(false);

    await revokeClientSecret(h.deps, { appCode: ctxApp });
    expect(await verifyClientSecret(h.deps, { appCode: ctxApp, secret: rotated.secret })).toBe(false);
    await expect(issueClientSecret(h.deps, { appCode: 'NOPE' })).rejects.toMatchObject({ code: 40400 });
  });

  it('unknown applications and malformed secrets are refused', async () => {
    for (const [appCode, secret] of [['NOPE', EXT_DEMO_SECRET], ['EXT', ''], ['EXT', EXT_DEMO_SECRET + 'x'], ['x'.repeat(500), EXT_DEMO_SECRET]] as const) {
      expect(await verifyClientSecret(h.deps, { appCode, secret }), appCode.slice(0, 10)).toBe(false);
    }
    expect(await verifyClientSecret(h.deps, { appCode: 'EXT', secret: EXT_DEMO_SECRET })).toBe(true);
  });

  it('registered redirect origins let an application receive tickets; anything but an origin is refused', async () => {
    await expect(setRedirectOrigins(h.deps, { appCode: 'CRM', origins: ['http://crm.example:8080/path'] })).rejects.toMatchObject({ code: 40000 });
    await expect(setRedirectOrigins(h.deps, { appCode: 'CRM', origins: ['javascript:alert(1)'] })).rejects.toMatchObject({ code: 40000 });
    expect(await setRedirectOrigins(h.deps, { appCode: 'CRM', origins: ['http://crm.localhost:7001', 'HTTP://CRM.localhost:7001/'] })).toEqual(['http://crm.localhost:7001']);
    const sso = await signInOnSso();
    const state = 'crm-state-0123456789abcdef';
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'CRM', redirect: 'http://crm.localhost:7001/home', state });
    expect(decision.kind).toBe('redirect');
    expect(new URL((decision as { url: string }).url).searchParams.get('ssoToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const elsewhere = await decideSso(await pageRequestOf(sso), { appCode: 'CRM', redirect: 'http://crm.localhost:7002/home', state });
    expect(elsewhere).toEqual({ kind: 'apps', errorCode: 40302 });
    await setRedirectOrigins(h.deps, { appCode: 'CRM', origins: [] });
    expect(await decideSso(await pageRequestOf(sso), { appCode: 'CRM', redirect: 'http://crm.localhost:7001/home', state })).toEqual({ kind: 'apps', errorCode: 40310 });
  });
});
