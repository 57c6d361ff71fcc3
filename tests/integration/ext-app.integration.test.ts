/**
 * The example external application (examples/ext-app/server.mjs) as a separate process against
 * Concierge's HTTP server: anonymous visit -> round trip with its own state; the ticket redeemed
 * server to server; the page shows the user and the granted menus; a ticket it did not ask for is
 * not redeemed; a logout on the SSO host signs it out within a second.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '@/tests/support/harness';
import { startExampleApp, type ExampleApp } from '@/tests/support/example-app';
import { Browser, pageRequestOf } from '@/tests/support/bff-client';
import { decideSso } from '@/lib/bff/sso-flow';

const EXT_PORT = Number(process.env.TEST_EXT_PORT ?? 3650 + (process.pid % 40));
let app: ExampleApp;
let h: Harness;
let port: number;

function get(p: string, cookie = ''): Promise<{ status: number; location: string; cookies: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: EXT_PORT, path: p, agent: false, headers: { host: `ext.localhost:${EXT_PORT}`, cookie } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), cookies: res.headers['set-cookie'] ?? [], body }));
      })
      .on('error', reject);
  });
}

const cookieOf = (lines: string[], name: string) => lines.map((l) => l.split(';')[0]!).find((p) => p.startsWith(`${name}=`)) ?? '';

beforeAll(async () => {
  app = await startExampleApp('server.mjs', EXT_PORT);
  ({ h, port } = app);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('the example external application', () => {
  it('signs in through the SSO host, shows the user and granted menus, and is signed out by a portal logout', async () => {
    const sso = new Browser(`sso.localhost:${port}`);
    expect((await sso.api('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' } })).body.result).toBe(0);

    // 1. Anonymous: to the SSO host with its own state, kept in its own cookie.
    const first = await get('/orders?page=2');
    expect(first.status).toBe(302);
    const trip = new URL(first.location);
    expect(trip.origin + trip.pathname).toBe(`http://sso.localhost:${port}/sso`);
    expect(trip.searchParams.get('appCode')).toBe('EXT');
    expect(trip.searchParams.get('redirect')).toBe(`http://ext.localhost:${EXT_PORT}/orders?page=2`);
    const stateCookie = cookieOf(first.cookies, 'ext_state');
    expect(stateCookie).toMatch(/^ext_state=[A-Za-z0-9_-]{43}$/);

    // The SSO host (signed in) answers with a ticket for that state.
    const decision = await decideSso(await pageRequestOf(sso), {
      appCode: 'EXT',
      redirect: trip.searchParams.get('redirect')!,
      state: trip.searchParams.get('state')!,
    });
    expect(decision.kind).toBe('redirect');
    const back = new URL((decision as { url: string }).url);
    expect(back.origin).toBe(`http://ext.localhost:${EXT_PORT}`);

    // A browser without that state cookie does not get signed in by it (and the ticket is burnt).
    const stranger = await get(back.pathname + back.search);
    expect(stranger.status).toBe(302);
    expect(cookieOf(stranger.cookies, 'ext_session')).toBe('');

    // The right browser, with a fresh ticket: redeemed server to server.
    const again = await decideSso(await pageRequestOf(sso), { appCode: 'EXT', redirect: trip.searchParams.get('redirect')!, state: trip.searchParams.get('state')! });
    const ticketUrl = new URL((again as { url: string }).url);
    const landed = await get(ticketUrl.pathname + ticketUrl.search, stateCookie);
    expect(landed.status).toBe(303);
    expect(landed.location).toBe('/orders?page=2');
    const session = cookieOf(landed.cookies, 'ext_session');
    expect(session).toMatch(/^ext_session=/);

    const page = await get('/orders?page=2', session);
    expect(page.status).toBe(200);
    expect(page.body).toContain('王芳');
    expect(page.body).toContain('H001');
    expect(page.body).toContain('订单列表');
    expect(page.body).not.toContain('退款审核');
    expect((await get('/me', session)).status).toBe(200);

    // 2. A logout in the portal: the next check, within a second, finds it signed out.
    expect((await sso.api('GET', '/sso/logout')).body.result).toBe(0);
    const started = Date.now();
    expect((await get('/me', session)).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await get('/', session)).status).toBe(302);
  });
});
