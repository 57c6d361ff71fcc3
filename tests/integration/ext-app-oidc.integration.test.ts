/**
 * The example application's OpenID Connect variant (examples/ext-app/oidc.mjs, openid-client) as a
 * separate process against Concierge's HTTP server: code + PKCE through Concierge's sign-in, the
 * page shows the userinfo claims, refresh works, and a logout of the shell reaches it by
 * back-channel logout (its logout-token check with jose) within a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleApp, type ExampleApp } from '@/tests/support/example-app';
import { Browser } from '@/tests/support/bff-client';
import { egressAllowing } from '@/tests/support/egress';
import { HttpBrowser } from '@/tests/support/oidc-http';
import { SESSION_COOKIE } from '@/lib/bff/session';

const EXT_PORT = Number(process.env.TEST_EXT_PORT ?? 3700 + (process.pid % 40));
const EXT = `http://ext.localhost:${EXT_PORT}`;
let app: ExampleApp;
let port: number;

beforeAll(async () => {
  app = await startExampleApp('oidc.mjs', EXT_PORT, { egress: egressAllowing(EXT) });
  ({ port } = app);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('the example application over OpenID Connect', () => {
  it('signs in with code + PKCE, shows the claims, refreshes, and is signed out by a shell logout within a second', async () => {
    const sso = new Browser(`sso.localhost:${port}`);
    expect((await sso.api('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' } })).body.result).toBe(0);
    const browser = new HttpBrowser();
    browser.cookie(`sso.localhost:${port}`, SESSION_COOKIE, sso.cookies.get(SESSION_COOKIE)!);

    const start = await browser.request('GET', `${EXT}/login`);
    expect(start.status).toBe(302);
    const auth = new URL(start.location);
    expect(auth.origin + auth.pathname).toBe(`http://sso.localhost:${port}/oidc/auth`);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    const walk = await browser.follow(start.location, `${EXT}/callback`);
    const landed = await browser.request('GET', walk.url);
    expect(landed.status).toBe(302);
    expect(landed.location).toBe(`${EXT}/`);

    const home = await browser.request('GET', `${EXT}/`);
    expect(home.body).toContain('王芳');
    expect(home.body).toContain('H001');
    expect(home.body).toContain('EXT_ORDERS');
    expect((await browser.request('GET', `${EXT}/refresh`)).location).toBe(`${EXT}/`);
    expect((await browser.request('GET', `${EXT}/me`)).status).toBe(200);

    const started = Date.now();
    expect((await sso.api('GET', '/sso/logout')).body.result).toBe(0);
    let status = 200;
    while (status === 200 && Date.now() - started < 1_000) {
      status = (await browser.request('GET', `${EXT}/me`)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
