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
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/domain not linked to an application/);
  });

  it.each(['sso.localhost:3000@evil.example', 'sso.localhost:evil.example', 'sso.localhost:3000/evil', 'sso.localhost 3000', 'sso.localhost:99999'])(
    'refuses the Host %s with 400 and never redirects from it',
    async (host) => {
      const res = await proxy(new NextRequest('http://sso.localhost:3000/apps', { headers: { host } }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    },
  );

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

  it('lets visitors reach style resources, which carry their own policy (the sandbox)', async () => {
    for (const path of ['/style-frame', '/style-frame/html/banner', '/style-assets/brand-font']) {
      const res = await proxy(request(`http://demo.localhost:3000${path}`));
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('content-security-policy'), path).toBeNull();
    }
    // A look-alike path is a page like any other.
    expect(new URL((await proxy(request('http://localhost:3000/style-framed'))).headers.get('location')!).pathname).toBe('/login');
  });

  it('takes a language from the URL into the cookie', async () => {
    const res = await proxy(request('http://sso.localhost:3000/sso?language=en'));
    expect(res.headers.get('set-cookie')).toMatch(/SYS_LANG=en-US/);
  });
});

describe('fuzz: generated Host and cookie values', () => {
  it('3,000 generated requests: no exception, no 5xx, every Location on a configured host', async () => {
    const configured = new Set(Object.keys(JSON.parse(fs.readFileSync(path.resolve(__dirname, 'config', 'app-config.json'), 'utf8')) as Record<string, unknown>));
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const bases = [...configured, 'evil.example', '127.0.0.1', '[::1]', 'localhost'];
    const tails = ['', ':3000', ':3000@evil.example', ':evil.example', '@evil.example', '/evil', '\\evil', ':99999', ':0', ':', '.', '..', '%2f', ' x', ':3000:3000', '.evil.example', '#x', '?x'];
    const cookies = ['', 'SYS_LANG=%', 'SYS_LANG=en-US', 'concierge_session=%E0%A4%A', 'concierge_session=Fe26.2*garbage', 'concierge_session=', 'a=b; concierge_session=%%', 'concierge_sso_state=%zz'];
    const paths = ['/apps', '/index', '/login', '/sso?appCode=DEMO&redirect=http://evil.example/', '/', '/%', '/index?ssoToken=abc'];
    for (let i = 0; i < 3000; i++) {
      const host = pick(bases) + pick(tails);
      let req: NextRequest;
      try {
        req = new NextRequest(`http://sso.localhost:3000${pick(paths).replace('/%', '/%25')}`, { headers: { host, cookie: pick(cookies) } });
      } catch {
        continue; // a value the Fetch API itself refuses never reaches the proxy
      }
      const res = await proxy(req);
      expect(res.status, host).toBeLessThan(500);
      const location = res.headers.get('location');
      if (location) expect(configured.has(new URL(location, 'http://invalid.invalid').hostname), `${host} -> ${location}`).toBe(true);
    }
  }, 120_000);
});
