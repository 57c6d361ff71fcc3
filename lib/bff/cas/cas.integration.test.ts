/**
 * CAS 3.0 on the SSO host (docs/decisions/108), through its route handlers and the built-in
 * backend: a real CAS client library (http-cas-client) signs a service in, reads the attributes and
 * is refused the same ticket a second time; the protocol's XML and JSON answers and failure codes;
 * one-time tickets under concurrency; login with gateway and renew; logout; and the single logout a
 * shell logout sends to the service (docs/decisions/107), also when the service fails at first.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import httpCasClient from 'http-cas-client';
import { parseStringPromise, processors } from 'xml2js';
import { createHarness, type Harness } from '@/tests/support/harness';
import { egressAllowing } from '@/tests/support/egress';
import { Browser, pageRequestOf } from '@/tests/support/bff-client';
import { setRedirectOrigins } from '@/lib/backend/builtin/services/apps/client-secret';
import { logoutDeliveriesSettled, runDueDeliveries, RETRY_DELAYS_MS } from '@/lib/backend/builtin/services/sign-ins';
import { decideSso } from '@/lib/bff/sso-flow';
import { GET as login } from '@/app/cas/login/route';
import { GET as logout } from '@/app/cas/logout/route';
import { GET as serviceValidate } from '@/app/cas/serviceValidate/route';
import { GET as p3ServiceValidate } from '@/app/cas/p3/serviceValidate/route';

const SSO = 'sso.localhost:3000';
const UC = 'uc.localhost:3000';

let h: Harness;
/** The CAS server as a client library reaches it: /cas/* of the SSO host over HTTP. */
let casServer: http.Server;
let casBase: string;
/** A service protected by http-cas-client; `sloStatus` lets it refuse single-logout POSTs. */
let appServer: http.Server;
let appBase: string;
let sloStatus = 200;
const sloPosts: { body: string; at: number }[] = [];

const routes: Record<string, (r: Request) => Promise<Response>> = {
  '/cas/login': login,
  '/cas/logout': logout,
  '/cas/serviceValidate': serviceValidate,
  '/cas/p3/serviceValidate': p3ServiceValidate,
};

beforeAll(async () => {
  casServer = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${SSO}`);
    const route = routes[url.pathname];
    if (!route) return void res.writeHead(404).end();
    const answer = await route(new Request(url, { headers: { host: SSO, 'x-concierge-remote-addr': '127.0.0.1' } }));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((r) => casServer.listen(0, '127.0.0.1', r));
  casBase = `http://127.0.0.1:${(casServer.address() as AddressInfo).port}`;

  let handler: ReturnType<typeof httpCasClient> | undefined;
  appServer = http.createServer(async (req, res) => {
    if (req.method === 'POST' && sloStatus !== 200) {
      req.resume();
      sloPosts.push({ body: '', at: Date.now() });
      return void res.writeHead(sloStatus).end();
    }
    handler ??= httpCasClient({ cas: 3, casServerUrlPrefix: `${casBase}/cas`, serverName: appBase });
    try {
      const wasPost = req.method === 'POST';
      if (wasPost) {
        // Seen before the library reads it.
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = Buffer.concat(chunks).toString();
        sloPosts.push({ body, at: Date.now() });
        const { Readable } = await import('node:stream');
        const again = Object.assign(Readable.from([body]), { method: 'POST', url: req.url, headers: req.headers }) as unknown as http.IncomingMessage;
        await handler(again, res, {});
        return void res.end();
      }
      if (!(await handler(req, res, {}))) return void res.end();
      const { principal } = req as unknown as { principal: unknown };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(principal));
    } catch {
      res.writeHead(401).end('refused');
    }
  });
  await new Promise<void>((r) => appServer.listen(0, '127.0.0.1', r));
  appBase = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  h = await createHarness({ egress: egressAllowing(appBase) });
  await setRedirectOrigins(h.deps, { appCode: 'EXT', origins: [appBase] });
}, 120_000);
afterAll(async () => {
  await h?.close();
  casServer?.close();
  appServer?.close();
});
beforeEach(() => {
  sloStatus = 200;
  sloPosts.length = 0;
});

async function signInOnSso(unitCode = 'HQ', userCode = 'admin', password = 'Admin@2026') {
  const sso = new Browser(SSO);
  const res = await sso.api('POST', '/sso/login', { body: { unitCode, userCode, password } });
  expect(res.body.result, res.body.msg).toBe(0);
  return sso;
}

/** The user's browser at the service: follows nothing by itself, keeps the service's `st` cookie. */
class AppVisitor {
  st: string | undefined;
  async get(url: string): Promise<{ status: number; location: string | null; body: string }> {
    const res = await fetch(url, { redirect: 'manual', headers: this.st ? { cookie: `st=${this.st}` } : {} });
    const set = res.headers.get('set-cookie');
    if (set?.startsWith('st=')) this.st = set.slice(3).split(';')[0] || undefined;
    return { status: res.status, location: res.headers.get('location'), body: await res.text() };
  }
}

/** Service ticket for `service` from the SSO browser's session via /cas/login. */
async function ticketFor(sso: Browser, service: string, extra = ''): Promise<string> {
  const res = await sso.visit(login, `/cas/login?service=${encodeURIComponent(service)}${extra}`);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  const ticket = location.searchParams.get('ticket');
  expect(ticket).toMatch(/^ST-[A-Za-z0-9_-]{43}$/);
  return ticket!;
}

const validate = async (path: string) => {
  const res = await new Browser(SSO).visit(path.startsWith('/cas/p3/') ? p3ServiceValidate : serviceValidate, path);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
const xml = (text: string) => parseStringPromise(text, { explicitRoot: false, tagNameProcessors: [processors.stripPrefix], explicitArray: false }) as Promise<Record<string, any>>;

describe('a CAS client library', () => {
  it('signs a service in through /cas/login, reads the attributes, and is refused the same ticket again', async () => {
    const sso = await signInOnSso();
    const visitor = new AppVisitor();
    const protectedUrl = `${appBase}/reports?x=1`;
    // Not signed in at the service: the library sends the browser to /cas/login.
    const first = await visitor.get(protectedUrl);
    expect(first.status).toBe(302);
    const loginUrl = new URL(first.location!);
    expect(loginUrl.pathname).toBe('/cas/login');
    const service = loginUrl.searchParams.get('service')!;
    expect(service).toBe(protectedUrl);
    // The SSO session answers with a ticket at the service.
    const ticket = await ticketFor(sso, service);
    const back = await visitor.get(`${service}&ticket=${ticket}`);
    expect(back.status).toBe(302);
    expect(visitor.st).toBe(ticket);
    const signedIn = await visitor.get(protectedUrl);
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body)).toMatchObject({
      user: 'admin',
      attributes: { userCode: 'admin', unitCode: 'HQ', name: '系统管理员', isFromNewLogin: 'false' },
    });
    // A second validation of the same ticket (another browser replaying the address): refused.
    const thief = new AppVisitor();
    const replay = await thief.get(`${service}&ticket=${ticket}`);
    expect(replay.status).toBe(401);
    expect(thief.st).toBeUndefined();
    // The validation left a CAS sign-in of the family behind, with the service as its logout address.
    const row = await h.db.prisma.appSignIn.findUniqueOrThrow({ where: { protocol_sid: { protocol: 'CAS', sid: ticket } } });
    expect(row).toMatchObject({ clientCode: 'EXT', logoutUri: service, endedAt: null });
  });

  it('logging out of the shell ends the CAS session at the service within a second', async () => {
    const sso = await signInOnSso();
    // The shell (user center host) signed in from the same SSO session.
    const uc = new Browser(UC);
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'UC', redirect: 'http://uc.localhost:3000/index', state: uc.beginRoundTrip() });
    if (decision.kind !== 'redirect') throw new Error(JSON.stringify(decision));
    expect((await uc.exchange(new URL(decision.url).searchParams.get('ssoToken')!)).status).toBe(303);
    expect((await uc.api('GET', '/user/getLoginByToken')).body.result).toBe(0);

    const visitor = new AppVisitor();
    const service = `${appBase}/desk`;
    const ticket = await ticketFor(sso, service);
    await visitor.get(`${service}?ticket=${ticket}`);
    expect((await visitor.get(service)).status).toBe(200);

    const started = Date.now();
    const out = await uc.api('GET', '/sso/logout');
    expect(out.body.result).toBe(0);
    await logoutDeliveriesSettled(h.deps);
    expect(sloPosts).toHaveLength(1);
    expect(sloPosts[0]!.at - started).toBeLessThan(1_000);
    const request = await xml(new URLSearchParams(sloPosts[0]!.body).get('logoutRequest')!);
    expect(request.SessionIndex).toBe(ticket);
    // The library ended its session: the browser is sent to sign in again.
    const after = await visitor.get(service);
    expect(after.status).toBe(302);
    expect(new URL(after.location!).pathname).toBe('/cas/login');
    // And the SSO host's session is over too: /cas/login asks for a login.
    const again = await sso.visit(login, `/cas/login?service=${encodeURIComponent(service)}`);
    expect(again.headers.get('location')).toBe(`/sso?casService=${encodeURIComponent(service)}`);
  });

  it('a service that fails the single logout does not hold the logout up and is retried', async () => {
    const sso = await signInOnSso();
    const service = `${appBase}/flaky`;
    const ticket = await ticketFor(sso, service);
    expect((await validate(`/cas/p3/serviceValidate?ticket=${ticket}&service=${encodeURIComponent(service)}`)).text).toContain('authenticationSuccess');
    sloStatus = 503;
    const started = Date.now();
    const res = await sso.visit(logout, '/cas/logout');
    expect(res.status).toBe(302);
    expect(Date.now() - started).toBeLessThan(500);
    await logoutDeliveriesSettled(h.deps);
    expect(sloPosts).toHaveLength(1);
    const row = await h.db.prisma.appSignIn.findUniqueOrThrow({ where: { protocol_sid: { protocol: 'CAS', sid: ticket } }, include: { deliveries: true } });
    expect(row.endedAt).not.toBeNull();
    expect(row.deliveries[0]).toMatchObject({ attempts: 1, lastError: 'http_503', deliveredAt: null });
    sloStatus = 200;
    h.advance(RETRY_DELAYS_MS[0]);
    expect(await runDueDeliveries(h.deps)).toEqual({ delivered: 1, failed: 0 });
    expect(sloPosts).toHaveLength(2);
  });
});

describe('the protocol', () => {
  it('answers CAS 2 XML without attributes, CAS 3 XML and JSON with them', async () => {
    const sso = await signInOnSso();
    const service = `${appBase}/p`;
    const s = encodeURIComponent(service);
    const v2 = await validate(`/cas/serviceValidate?ticket=${await ticketFor(sso, service)}&service=${s}`);
    expect(v2.type).toContain('xml');
    const v2x = await xml(v2.text);
    expect(v2x.authenticationSuccess.user).toBe('admin');
    expect(v2x.authenticationSuccess.attributes).toBeUndefined();

    const v3x = await xml((await validate(`/cas/p3/serviceValidate?ticket=${await ticketFor(sso, service)}&service=${s}`)).text);
    expect(v3x.authenticationSuccess.attributes).toMatchObject({ userCode: 'admin', unitCode: 'HQ', name: '系统管理员' });

    const v3j = await validate(`/cas/p3/serviceValidate?ticket=${await ticketFor(sso, service)}&service=${s}&format=JSON`);
    expect(v3j.type).toContain('application/json');
    expect(JSON.parse(v3j.text)).toMatchObject({ serviceResponse: { authenticationSuccess: { user: 'admin', attributes: { userCode: 'admin', unitCode: 'HQ' } } } });
  });

  it('refuses with the protocol codes, and a ticket tried at the wrong service is used up', async () => {
    const sso = await signInOnSso();
    const service = `${appBase}/p`;
    const s = encodeURIComponent(service);
    const code = async (path: string) => (await xml((await validate(path)).text)).authenticationFailure?.$?.code;
    expect(await code(`/cas/p3/serviceValidate?service=${s}`)).toBe('INVALID_REQUEST');
    expect(await code(`/cas/p3/serviceValidate?ticket=ST-x`)).toBe('INVALID_REQUEST');
    expect(await code(`/cas/p3/serviceValidate?ticket=ST-${'a'.repeat(43)}&service=${s}`)).toBe('INVALID_TICKET');
    const ticket = await ticketFor(sso, service);
    expect(await code(`/cas/p3/serviceValidate?ticket=${ticket}&service=${encodeURIComponent(`${appBase}/other`)}`)).toBe('INVALID_SERVICE');
    expect(await code(`/cas/p3/serviceValidate?ticket=${ticket}&service=${s}`)).toBe('INVALID_TICKET');
    // A ticket from an existing session is not one from a new login.
    expect(await code(`/cas/p3/serviceValidate?ticket=${await ticketFor(sso, service)}&service=${s}&renew=true`)).toBe('INVALID_TICKET_SPEC');
    const json = JSON.parse((await validate(`/cas/p3/serviceValidate?ticket=${ticket}&service=${s}&format=json`)).text);
    expect(json.serviceResponse.authenticationFailure.code).toBe('INVALID_TICKET');
  });

  it('validations fired at once: exactly one succeeds', async () => {
    const sso = await signInOnSso();
    const service = `${appBase}/race`;
    const ticket = await ticketFor(sso, service);
    const answers = await Promise.all(Array.from({ length: 10 }, () => validate(`/cas/p3/serviceValidate?ticket=${ticket}&service=${encodeURIComponent(service)}&format=JSON`)));
    const ok = answers.filter((a) => JSON.parse(a.text).serviceResponse.authenticationSuccess);
    expect(ok).toHaveLength(1);
  });

  it('tickets expire', async () => {
    const sso = await signInOnSso();
    const service = `${appBase}/late`;
    await h.withShortTickets(async (expire) => {
      // The backend reads the ticket lifetime from its own configuration.
      const saved = h.deps.config;
      h.deps.config = h.runtime.config;
      const ticket = await ticketFor(sso, service);
      h.deps.config = saved;
      await expire();
      const answer = JSON.parse((await validate(`/cas/p3/serviceValidate?ticket=${ticket}&service=${encodeURIComponent(service)}&format=JSON`)).text);
      expect(answer.serviceResponse.authenticationFailure.code).toBe('INVALID_TICKET');
    });
  });
});

describe('/cas/login and /cas/logout', () => {
  it('without a session: the login page, then back; gateway goes back without a ticket; unregistered services are refused', async () => {
    const anon = new Browser(SSO);
    const service = `${appBase}/x`;
    const s = encodeURIComponent(service);
    expect((await anon.visit(login, `/cas/login?service=${s}`)).headers.get('location')).toBe(`/sso?casService=${s}`);
    expect((await anon.visit(login, `/cas/login?service=${s}&gateway=true`)).headers.get('location')).toBe(service);
    expect((await anon.visit(login, `/cas/login?service=${encodeURIComponent('http://evil.example/x')}`)).headers.get('location')).toBe('/sso?ssoError=40302');
    const sso = await signInOnSso();
    expect((await sso.visit(login, `/cas/login?service=${encodeURIComponent('http://evil.example/x')}`)).headers.get('location')).toBe('/apps?error=40302');
    expect((await sso.visit(login, `/cas/login?service=${encodeURIComponent('javascript:alert(1)')}`)).headers.get('location')).toBe('/apps?error=40302');
    // Another host than the SSO host has no CAS.
    expect((await new Browser(UC).visit(login, `/cas/login?service=${s}`)).status).toBe(404);
  });

  it('renew=true asks for the credentials again and its ticket then says it came from a new login', async () => {
    const sso = await signInOnSso();
    const service = `${appBase}/renew`;
    const s = encodeURIComponent(service);
    const asked = await sso.visit(login, `/cas/login?service=${s}&renew=true`);
    expect(asked.headers.get('location')).toBe(`/sso?casService=${s}&casRenew=1&logout=1`);
    expect(sso.cookies.has('concierge_cas_renew')).toBe(true);
    // Still the old session: asked again.
    expect((await sso.visit(login, `/cas/login?service=${s}&renew=true`)).headers.get('location')).toContain('casRenew=1');
    // The login page signs in anew (the SSO host's login call), then comes back.
    const res = await sso.api('POST', '/sso/login', { body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    expect(res.body.result).toBe(0);
    const ticket = await ticketFor(sso, service, '&renew=true');
    expect(sso.cookies.has('concierge_cas_renew')).toBe(false);
    const answer = JSON.parse((await validate(`/cas/p3/serviceValidate?ticket=${ticket}&service=${s}&renew=true&format=JSON`)).text);
    expect(answer.serviceResponse.authenticationSuccess.attributes.isFromNewLogin).toBe('true');
  });

  it('logout ends the sign-in and goes to a registered service only', async () => {
    const service = `${appBase}/bye`;
    const s = encodeURIComponent(service);
    const sso = await signInOnSso();
    const out = await sso.visit(logout, `/cas/logout?service=${s}`);
    expect(out.headers.get('location')).toBe(service);
    expect(sso.cookies.has('concierge_session')).toBe(false);
    const sso2 = await signInOnSso();
    const token = (await pageRequestOf(sso2)).session!.token;
    const out2 = await sso2.visit(logout, `/cas/logout?service=${encodeURIComponent('https://evil.example/')}`);
    expect(out2.headers.get('location')).toBe('/sso');
    const session = await h.db.prisma.session.findFirst({ where: { tokenHash: (await import('@/lib/backend/builtin/services/session/tokens')).hashToken(token) } });
    expect(session?.revokeReason).toBe('LOGOUT');
  });
});
