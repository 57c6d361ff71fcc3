/**
 * Calls an application's server makes on its user's behalf (portal.md section 7): the user's
 * jwtToken in Authorization (raw or Bearer) instead of a cookie, over the production path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { createHttpServer } from '@/server';
import { httpCall } from '@/tests/support/http-call';

let h: Harness;
let server: http.Server;
let port: number;
let jwt: string;

beforeAll(async () => {
  h = await createHarness();
  server = await createHttpServer({ fastBff: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  const result = await h.backend.auth.login(h.call({ appCode: 'UC', host: `uc.localhost:${port}` }), { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' });
  jwt = result.jwtToken;
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await h.close();
});

async function call(opts: { method?: string; path: string; headers?: Record<string, string>; body?: unknown }): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: { result: number; msg: string; retVal: unknown } }> {
  const body = opts.body ? JSON.stringify(opts.body) : undefined;
  const a = await httpCall(port, { ...opts, host: `uc.localhost:${port}`, body, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...opts.headers } });
  return { status: a.status, headers: a.headers, json: JSON.parse(a.body) as { result: number; msg: string; retVal: unknown } };
}

describe('an application calling with its user token', () => {
  it.each([
    ['Bearer', () => `Bearer ${jwt}`],
    ['raw, as the spec sends it', () => jwt],
  ])('the token in Authorization (%s) stands for the user, without a cookie', async (_name, header) => {
    const a = await call({ path: '/api/uc/user/email', headers: { authorization: header() } });
    expect(a.status).toBe(200);
    expect(a.json.result).toBe(0);
  });

  it('a state-changing call with the token needs no Origin (no cookie, no ambient authority) but still its checks', async () => {
    const a = await call({ method: 'POST', path: '/api/uc/user/updateUserPassword', headers: { authorization: `Bearer ${jwt}` }, body: { passwdOld: 'wrong-old-password', passwd: 'Another@2026x' } });
    expect(a.json.result).not.toBe(0);
    expect(a.json.result).not.toBe(40301);
  });

  it('the same call with only a cookie-less browser and no Origin is refused as CSRF', async () => {
    const a = await call({ method: 'POST', path: '/api/uc/user/updateUserPassword', body: { passwdOld: 'x', passwd: 'y' } });
    expect(a.json.result).toBe(40301);
  });

  it('a wrong token is 50001 and sets no cookie (an application has none to clear)', async () => {
    const a = await call({ path: '/api/uc/user/email', headers: { authorization: 'Bearer not-a-token' } });
    expect(a.json.result).toBe(50001);
    expect(a.headers['set-cookie']).toBeUndefined();
  });

  it('a browser whose session died gets both its session cookie and the hint cleared', async () => {
    const a = await call({ path: '/api/uc/user/email', headers: { cookie: 'concierge_session=Fe26.2*1*garbage' } });
    expect(a.json.result).toBe(50001);
    const cookies = a.headers['set-cookie'] ?? [];
    expect(cookies.some((c) => /^concierge_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cookies.length).toBe(2);
  });
});
