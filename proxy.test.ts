/** proxy.ts: host -> application, configured API bases, ticket hand-off, route guard. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';

const SECRET = 'proxy-test-secret-proxy-test-secret-01';
let proxy: (r: NextRequest) => Promise<Response>;

beforeAll(async () => {
  // A configuration whose user-center base is not the BFF's own path.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-proxy-'));
  for (const f of fs.readdirSync(path.resolve(__dirname, 'config'))) fs.copyFileSync(path.resolve(__dirname, 'config', f), path.join(dir, f));
  const ls = JSON.parse(fs.readFileSync(path.join(dir, 'login-system.json'), 'utf8')) as { apiBases: { userCenter: string } };
  ls.apiBases.userCenter = '/gateway/uc';
  fs.writeFileSync(path.join(dir, 'login-system.json'), JSON.stringify(ls));
  Object.assign(process.env, { CONFIG_DIR: dir, SESSION_SECRET: SECRET, PORT: '3000' });
  ({ proxy } = await import('./proxy'));
});

function request(url: string, init: { cookie?: string } = {}) {
  const u = new URL(url);
  return new NextRequest(url, { headers: { host: u.host, ...(init.cookie ? { cookie: init.cookie } : {}) } });
}

async function signedInCookie() {
  return `concierge_session=${await sealData({ token: 't'.repeat(43), appCode: 'UC', loginAt: 1 }, { password: SECRET, ttl: 3600 })}`;
}

describe('proxy', () => {
  it("refuses a host no application is linked to: 'domain not linked to an application'", async () => {
    const res = await proxy(request('http://evil.example/login'));
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/domain not linked to an application/);
  });

  it('rewrites a configured API base onto the BFF route', async () => {
    const res = await proxy(request('http://uc.localhost:3000/gateway/uc/sso/check?appCode=UC'));
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://uc.localhost:3000/api/uc/sso/check?appCode=UC');
  });

  it('hands a ticket in a page address to the exchange route, with the clean address to return to', async () => {
    const res = await proxy(request('http://demo.localhost:3000/index?tab=2&ssoToken=abc'));
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://demo.localhost:3000/api/session/exchange');
    expect(res.headers.get('x-middleware-request-x-concierge-ticket')).toBe('abc');
    expect(res.headers.get('x-middleware-request-x-concierge-next')).toBe('/index?tab=2');
  });

  it('sends a visitor of an SSO-mode host to the SSO host with appCode and redirect', async () => {
    const res = await proxy(request('http://demo.localhost:3000/index?x=1'));
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://sso.localhost:3000/sso');
    expect(location.searchParams.get('appCode')).toBe('DEMO');
    expect(location.searchParams.get('redirect')).toBe('http://demo.localhost:3000/index?x=1');
  });

  it('sends a visitor of a host with its own login to /login, and a signed-in one from /login to /index', async () => {
    expect(new URL((await proxy(request('http://localhost:3000/index'))).headers.get('location')!).pathname).toBe('/login');
    const res = await proxy(request('http://localhost:3000/login', { cookie: await signedInCookie() }));
    expect(new URL(res.headers.get('location')!).pathname).toBe('/index');
  });

  it('takes a language from the URL into the cookie', async () => {
    const res = await proxy(request('http://sso.localhost:3000/sso?language=en'));
    expect(res.headers.get('set-cookie')).toMatch(/SYS_LANG=en-US/);
  });
});
