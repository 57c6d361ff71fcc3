/**
 * The OpenID Connect provider on the SSO host (issue 19, docs/decisions/105), driven by
 * openid-client against Concierge's HTTP server: discovery and the JWKS (keys sealed at rest),
 * code + PKCE through Concierge's own sign-in, userinfo with the unit claims, refresh with
 * rotation, introspection, revocation, client credentials, client authentication.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';
import { HttpBrowser, localFetch } from '@/tests/support/oidc-http';
import { createHttpServer } from '@/server';
import { EXT_DEMO_SECRET } from '@/prisma/seed/ext-app';
import { SESSION_COOKIE } from '@/lib/bff/session';
import { createRemoteJWKSet, customFetch as joseFetch, jwtVerify } from 'jose';
import { egressAllowing } from '@/tests/support/egress';
import { rotateSigningKeys } from '@/lib/oidc/keys';
import { frontchannelLogoutUrls } from '@/lib/backend/builtin/services/sign-ins';
import { KEYS_CHANNEL } from '@/lib/oidc/provider';
import { okOf, signIn as consoleSignIn } from '@/tests/support/console';

let h: Harness;
let server: http.Server;
/** The client's back-channel logout receiver (what EXT's /backchannel-logout would get). */
let receiver: http.Server;
let receiverOrigin: string;
const received: { at: number; body: string }[] = [];
let port: number;
let issuer: string;
const REDIRECT = 'http://ext.localhost:4000/callback';
const SCOPE = 'openid profile email offline_access unit';

async function discover(auth: client.ClientAuth = client.ClientSecretBasic(EXT_DEMO_SECRET), clientId = 'EXT'): Promise<client.Configuration> {
  const config = await client.discovery(new URL(issuer), clientId, undefined, auth, { execute: [client.allowInsecureRequests], [client.customFetch]: localFetch as client.CustomFetch });
  config[client.customFetch] = localFetch as client.CustomFetch;
  return config;
}

/** A signed-in Concierge session on the SSO host (the BFF's login), as a cookie of a browser; the BFF browser to log out with. */
async function signIn(browser: HttpBrowser, user = { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' }): Promise<Browser> {
  const sso = new Browser(`sso.localhost:${port}`);
  const login = await sso.api('POST', '/sso/login', { body: user });
  expect(login.body.result).toBe(0);
  browser.cookie(`sso.localhost:${port}`, SESSION_COOKIE, sso.cookies.get(SESSION_COOKIE)!);
  return sso;
}

/** The logout POST for `sid` when it comes within `ms` (another sign-in of the same user may be logged out meanwhile: a repeat login overwrites). */
async function logoutFor(sid: string, ms = 1_000): Promise<{ at: number; body: string } | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const hit = received.find((r) => JSON.parse(Buffer.from(new URLSearchParams(r.body).get('logout_token')!.split('.')[1]!, 'base64url').toString()).sid === sid);
    if (hit || Date.now() > until) return hit;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function verifyLogoutToken(body: string) {
  const token = new URLSearchParams(body).get('logout_token')!;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/oidc/jwks`), { [joseFetch]: localFetch as never });
  return jwtVerify(token, jwks, { issuer, audience: 'EXT', typ: 'logout+jwt', algorithms: ['RS256'] });
}

async function authorize(config: client.Configuration, browser: HttpBrowser, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const params: Record<string, string> = {
    redirect_uri: REDIRECT,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    prompt: 'consent',
    ...extra,
  };
  // `prompt: ''`: no prompt parameter at all.
  if (params.prompt === '') delete params.prompt;
  const url = client.buildAuthorizationUrl(config, params);
  const walk = await browser.follow(url.href, REDIRECT);
  return { verifier, state, walk };
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/backchannel-logout') received.push({ at: Date.now(), body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  receiverOrigin = `http://ext.localhost:${(receiver.address() as AddressInfo).port}`;
  h = await createHarness({ egress: egressAllowing(receiverOrigin) });
  await h.db.prisma.oidcClient.updateMany({ data: { backchannelLogoutUri: `${receiverOrigin}/backchannel-logout` } });
  server = await createHttpServer({ fastBff: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  issuer = `http://sso.localhost:${port}`;
}, 120_000);

afterAll(async () => {
  receiver?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await h?.close();
});

describe('OpenID Connect provider', () => {
  it('publishes discovery with the SSO origin as issuer, and a JWKS whose private keys are sealed at rest', async () => {
    const config = await discover();
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(issuer);
    expect(meta.authorization_endpoint).toBe(`${issuer}/oidc/auth`);
    expect(meta.token_endpoint).toBe(`${issuer}/oidc/token`);
    expect(meta.introspection_endpoint).toBe(`${issuer}/oidc/token/introspection`);
    expect(meta.revocation_endpoint).toBe(`${issuer}/oidc/token/revocation`);
    expect(meta.end_session_endpoint).toBe(`${issuer}/oidc/session/end`);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'unit']));
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic', 'client_secret_post']));
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']));
    expect((meta as Record<string, unknown>).backchannel_logout_supported).toBe(true);

    const jwks = (await (await localFetch(meta.jwks_uri!)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const k of jwks.keys) expect(k.d).toBeUndefined(); // public halves only
    const rows = await h.db.prisma.oidcSigningKey.findMany();
    expect(rows.map((r) => r.kid)).toEqual(expect.arrayContaining(jwks.keys.map((k) => k.kid)));
    for (const r of rows) {
      expect(r.sealedJwk.startsWith('enc:v1:')).toBe(true);
      expect(r.sealedJwk).not.toContain('"d"');
    }
    // Another host is not the provider.
    expect((await localFetch(`http://uc.localhost:${port}/.well-known/openid-configuration`)).status).not.toBe(200);
  });

  it('signs in with code + PKCE through Concierge’s login, then without a form; userinfo carries the unit claims', async () => {
    const config = await discover();
    const browser = new HttpBrowser();

    // No Concierge session: the interaction sends the browser to Concierge's own login page.
    const first = await authorize(config, browser, { ui_locales: 'en-US' });
    const login = new URL(first.walk.url);
    expect(login.origin + login.pathname).toBe(`${issuer}/login`);
    expect(login.searchParams.get('language')).toBe('en-US');
    const uid = login.searchParams.get('interaction')!;
    expect(uid).toMatch(/^[A-Za-z0-9_-]{10,64}$/);

    // After the login, the page goes back to the interaction (components/login/login-address.ts) and on to the client.
    await signIn(browser);
    const back = await browser.follow(`${issuer}/oidc/interaction/${uid}`, REDIRECT);
    expect(back.url.startsWith(`${REDIRECT}?`)).toBe(true);
    const tokens = await client.authorizationCodeGrant(config, new URL(back.url), { pkceCodeVerifier: first.verifier, expectedState: first.state });
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'frontdesk', unit: { code: 'H001' } } });
    const idClaims = tokens.claims()!;
    expect(idClaims.sub).toBe(String(user.id));
    expect(idClaims.iss).toBe(issuer);
    expect(idClaims.aud).toBe('EXT');
    expect(tokens.refresh_token).toBeTruthy();

    const info = await client.fetchUserInfo(config, tokens.access_token, String(user.id));
    expect(info).toMatchObject({ sub: String(user.id), name: '王芳', preferred_username: 'frontdesk', unit_code: 'H001', user_code: 'frontdesk' });
    expect(info.unit_name).toBeTruthy();
    expect(info.roles).toContain('EXT_ORDERS');

    // A second sign-in of the same browser: no form, straight back with a code.
    const again = await authorize(config, browser);
    expect(again.walk.trail.some((u) => new URL(u).pathname === '/login')).toBe(false);
    expect(again.walk.url.startsWith(`${REDIRECT}?`)).toBe(true);
    const second = await client.authorizationCodeGrant(config, new URL(again.walk.url), { pkceCodeVerifier: again.verifier, expectedState: again.state });
    expect(second.claims()!.sub).toBe(String(user.id));

    // The code is single-use.
    await expect(client.authorizationCodeGrant(config, new URL(again.walk.url), { pkceCodeVerifier: again.verifier, expectedState: again.state })).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refreshes with rotation, introspects (RFC 7662), revokes (RFC 7009) and refuses a reused refresh token', async () => {
    const config = await discover();
    const browser = new HttpBrowser();
    await signIn(browser);
    const { verifier, state, walk } = await authorize(config, browser);
    const tokens = await client.authorizationCodeGrant(config, new URL(walk.url), { pkceCodeVerifier: verifier, expectedState: state });

    const live = await client.tokenIntrospection(config, tokens.access_token);
    expect(live).toMatchObject({ active: true, client_id: 'EXT', sub: tokens.claims()!.sub, token_type: 'Bearer' });
    expect(String(live.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'unit']));

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(true);
    // The replaced refresh token is refused, and its reuse is taken for theft: the whole grant is revoked.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(false);
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });

    // Revocation of an access token: introspection then says inactive, userinfo refuses it.
    const next = await authorize(config, browser);
    const t2 = await client.authorizationCodeGrant(config, new URL(next.walk.url), { pkceCodeVerifier: next.verifier, expectedState: next.state });
    expect((await client.tokenIntrospection(config, t2.access_token)).active).toBe(true);
    await client.tokenRevocation(config, t2.access_token);
    expect((await client.tokenIntrospection(config, t2.access_token)).active).toBe(false);
    await expect(client.fetchUserInfo(config, t2.access_token, client.skipSubjectCheck)).rejects.toBeTruthy();
    // Revoking the refresh token ends it too.
    await client.tokenRevocation(config, t2.refresh_token!);
    expect((await client.tokenIntrospection(config, t2.refresh_token!)).active).toBe(false);
    await expect(client.refreshTokenGrant(config, t2.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('issues client-credentials tokens, accepts client_secret_post, and refuses a wrong secret', async () => {
    const config = await discover(client.ClientSecretPost(EXT_DEMO_SECRET));
    const cc = await client.clientCredentialsGrant(config);
    expect(cc.access_token).toBeTruthy();
    expect(cc.refresh_token).toBeUndefined();
    expect(await client.tokenIntrospection(config, cc.access_token)).toMatchObject({ active: true, client_id: 'EXT' });

    const wrong = await discover(client.ClientSecretBasic('cs_not-the-secret-of-this-application-000000000'));
    const refused = { status: 401, cause: [expect.objectContaining({ parameters: expect.objectContaining({ error: 'invalid_client' }) })] };
    await expect(client.clientCredentialsGrant(wrong)).rejects.toMatchObject(refused);
    const unknown = await discover(client.ClientSecretBasic(EXT_DEMO_SECRET), 'NOPE');
    await expect(client.clientCredentialsGrant(unknown)).rejects.toMatchObject(refused);
  });

  it('refuses a redirect URI that is not registered exactly, on an error page in one language (zh-CN by default, English for ui_locales=en-US)', async () => {
    const config = await discover();
    const browser = new HttpBrowser();
    await signIn(browser);
    const url = client.buildAuthorizationUrl(config, { redirect_uri: `${REDIRECT}/x`, scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()), code_challenge_method: 'S256', state: 's' });
    const hop = await browser.request('GET', url);
    expect(hop.status).toBe(400);
    expect(hop.location).toBe('');
    expect(hop.body).toContain('redirect_uri');
    expect(hop.body).toContain('<html lang="zh-CN">');
    expect(hop.body).toContain('登录请求无效');
    expect(hop.body).not.toContain('Invalid sign-in request');
    const en = await browser.request('GET', `${url}&ui_locales=en-US`);
    expect(en.status).toBe(400);
    expect(en.body).toContain('<html lang="en-US">');
    expect(en.body).toContain('Invalid sign-in request');
    expect(en.body).not.toMatch(/\p{Script=Han}/u);
  });

  it('a logout of the shell ends the OIDC sign-in within a second: back-channel logout token (verified against the JWKS), tokens dead, next sign-in asks for the form', async () => {
    const config = await discover();
    const browser = new HttpBrowser();
    const sso = await signIn(browser);
    const { verifier, state, walk } = await authorize(config, browser);
    const tokens = await client.authorizationCodeGrant(config, new URL(walk.url), { pkceCodeVerifier: verifier, expectedState: state });
    const sid = tokens.claims()!.sid as string;
    expect(sid).toBeTruthy();
    // The sign-in is in the registry (protocol OIDC, its sid, the back-channel URI).
    await expect.poll(() => h.db.prisma.appSignIn.findFirst({ where: { protocol: 'OIDC', sid } })).toMatchObject({ clientCode: 'EXT', logoutUri: `${receiverOrigin}/backchannel-logout`, endedAt: null });

    expect(await logoutFor(sid, 0)).toBeUndefined();
    const started = Date.now();
    expect((await sso.api('GET', '/sso/logout')).body.result).toBe(0);
    const delivered = await logoutFor(sid);
    expect(delivered).toBeDefined();
    expect(delivered!.at - started).toBeLessThan(1_000);
    expect(received.filter((r) => r === delivered)).toHaveLength(1);
    const { payload, protectedHeader } = await verifyLogoutToken(delivered!.body);
    expect(protectedHeader.typ).toBe('logout+jwt');
    expect(payload).toMatchObject({ iss: issuer, aud: 'EXT', sub: tokens.claims()!.sub, sid, events: { 'http://schemas.openid.net/event/backchannel-logout': {} } });
    expect(payload.nonce).toBeUndefined();
    expect(payload.jti).toBeTruthy();

    // The tokens of that sign-in are dead, and the next authorization goes to the login page.
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    const next = await authorize(config, browser);
    expect(new URL(next.walk.url).pathname).toBe('/login');
  });

  it('RP-initiated logout (end_session_endpoint) ends the Concierge sign-in, tells the client by back-channel and returns to the registered post-logout URI', async () => {
    const config = await discover();
    const browser = new HttpBrowser();
    await signIn(browser);
    await h.db.prisma.oidcClient.updateMany({ data: { frontchannelLogoutUri: 'http://ext.localhost:4000/frontchannel-logout' } });
    const { verifier, state, walk } = await authorize(config, browser);
    const tokens = await client.authorizationCodeGrant(config, new URL(walk.url), { pkceCodeVerifier: verifier, expectedState: state });
    await expect.poll(() => h.db.prisma.appSignIn.count({ where: { protocol: 'OIDC', sid: tokens.claims()!.sid as string } })).toBe(1);
    const family = await h.db.prisma.appSignIn.findFirstOrThrow({ where: { protocol: 'OIDC', sid: tokens.claims()!.sid as string } });
    // The front-channel logout address the registry's logout page loads for this sign-in (iss and sid added).
    const front = new URL((await frontchannelLogoutUrls(h.deps, family.familyId)).find((u) => u.includes('/frontchannel-logout'))!);
    expect(front.origin + front.pathname).toBe('http://ext.localhost:4000/frontchannel-logout');
    expect(Object.fromEntries(front.searchParams)).toEqual({ iss: issuer, sid: family.sid });

    // An unregistered post-logout URI is refused.
    const bad = await browser.request('GET', client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'http://evil.example/' }));
    expect(bad.status).toBe(400);

    const end = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'http://ext.localhost:4000/', state: 'bye' });
    const pageHop = await browser.request('GET', end);
    expect(pageHop.status).toBe(200);
    const action = /action="([^"]+)"/.exec(pageHop.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(pageHop.body)![1]!;
    const confirm = await browser.request('POST', new URL(action, issuer), { xsrf, logout: 'yes' });
    expect(confirm.status).toBe(303);
    expect(confirm.location).toBe('http://ext.localhost:4000/?state=bye');
    expect(await h.db.prisma.session.count({ where: { familyId: family.familyId, revokedAt: null } })).toBe(0);
    const delivered = await logoutFor(family.sid);
    expect(delivered).toBeDefined();
    const { payload } = await verifyLogoutToken(delivered!.body);
    expect(payload.sid).toBe(family.sid);
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
  });

  it('rotates signing keys: the new key signs at once (bus), the old one stays published until two more rotations', async () => {
    const config = await discover();
    const kidsNow = async () => ((await (await localFetch(`${issuer}/oidc/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
    const signedKid = async () => {
      const browser = new HttpBrowser();
      await signIn(browser);
      const { verifier, state, walk } = await authorize(config, browser);
      const tokens = await client.authorizationCodeGrant(config, new URL(walk.url), { pkceCodeVerifier: verifier, expectedState: state });
      return { kid: JSON.parse(Buffer.from(tokens.id_token!.split('.')[0]!, 'base64url').toString()).kid as string, idToken: tokens.id_token! };
    };
    const before = await signedKid();
    expect(await kidsNow()).toContain(before.kid);

    const first = await rotateSigningKeys(h.db.prisma, h.deps.secrets, new Date());
    expect(first.retired).toContain(before.kid);
    await h.runtime.bus.publish(KEYS_CHANNEL, first.kid);
    await new Promise((r) => setTimeout(r, 20));
    expect((await kidsNow())[0]).toBe(first.kid);
    expect(await kidsNow()).toContain(before.kid);
    expect((await signedKid()).kid).toBe(first.kid);
    // A token signed before the rotation still verifies against the published set.
    const jwks = createRemoteJWKSet(new URL(`${issuer}/oidc/jwks`), { [joseFetch]: localFetch as never });
    await expect(jwtVerify(before.idToken, jwks, { issuer, audience: 'EXT' })).resolves.toBeTruthy();

    await rotateSigningKeys(h.db.prisma, h.deps.secrets, new Date());
    const third = await rotateSigningKeys(h.db.prisma, h.deps.secrets, new Date());
    expect(third.removed).toContain(before.kid);
    await h.runtime.bus.publish(KEYS_CHANNEL, third.kid);
    await new Promise((r) => setTimeout(r, 20));
    expect(await kidsNow()).not.toContain(before.kid);
    expect((await kidsNow())[0]).toBe(third.kid);
  });

  it('requires PKCE with S256 from a public client (no secret)', async () => {
    const demo = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'DEMO' } });
    await h.db.prisma.oidcClient.create({ data: { appId: demo.id, public: true, redirectUris: JSON.stringify(['http://demo.localhost:4000/cb']), grantTypes: JSON.stringify(['authorization_code', 'refresh_token', 'client_credentials']) } });
    const config = await discover(client.None(), 'DEMO');
    const browser = new HttpBrowser();
    await signIn(browser);
    const errorOf = async (params: Record<string, string>) => {
      const hop = await browser.request('GET', client.buildAuthorizationUrl(config, { redirect_uri: 'http://demo.localhost:4000/cb', scope: 'openid', state: 's', ...params }));
      return new URL(hop.location).searchParams.get('error');
    };
    expect(await errorOf({})).toBe('invalid_request');
    expect(await errorOf({ code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' })).toBe('invalid_request');
    const verifier = client.randomPKCECodeVerifier();
    const walk = await browser.follow(client.buildAuthorizationUrl(config, { redirect_uri: 'http://demo.localhost:4000/cb', scope: 'openid', state: 's', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' }).href, 'http://demo.localhost:4000/cb');
    const tokens = await client.authorizationCodeGrant(config, new URL(walk.url), { pkceCodeVerifier: verifier, expectedState: 's' });
    expect(tokens.access_token).toBeTruthy();
    // No client credentials for a client without a secret.
    await expect(client.clientCredentialsGrant(config)).rejects.toBeTruthy();
  });

  it('signing in again in the same browser after a logout gives the client a new sid under the new sign-in, which the next logout reaches', async () => {
    const config = await discover(client.ClientSecretBasic(EXT_DEMO_SECRET));
    const browser = new HttpBrowser();
    const first = await signIn(browser);
    const a = await authorize(config, browser);
    const t1 = await client.authorizationCodeGrant(config, new URL(a.walk.url), { pkceCodeVerifier: a.verifier, expectedState: a.state });
    expect((await first.api('GET', '/sso/logout')).body.result).toBe(0);
    expect(await logoutFor(t1.claims()!.sid as string)).toBeDefined();

    // The same browser (its provider session cookie kept) signs in again.
    const second = await signIn(browser);
    const b = await authorize(config, browser);
    const t2 = await client.authorizationCodeGrant(config, new URL(b.walk.url), { pkceCodeVerifier: b.verifier, expectedState: b.state });
    const sid2 = t2.claims()!.sid as string;
    expect(sid2).not.toBe(t1.claims()!.sid);
    await expect.poll(() => h.db.prisma.appSignIn.findFirst({ where: { protocol: 'OIDC', sid: sid2 } })).toMatchObject({ endedAt: null });
    expect((await client.tokenIntrospection(config, t2.access_token)).active).toBe(true);
    expect((await second.api('GET', '/sso/logout')).body.result).toBe(0);
    expect(await logoutFor(sid2)).toBeDefined();
    expect((await client.tokenIntrospection(config, t2.access_token)).active).toBe(false);
  });

  it('prompt=login and max_age ask for the password despite a live Concierge session; auth_time is the new sign-in', async () => {
    const config = await discover();
    const browser = new HttpBrowser();
    await signIn(browser);
    const first = await authorize(config, browser);
    const t0 = (await client.authorizationCodeGrant(config, new URL(first.walk.url), { pkceCodeVerifier: first.verifier, expectedState: first.state })).claims()!;
    const session0 = await h.db.prisma.session.findFirstOrThrow({ where: { userId: Number(t0.sub) }, orderBy: { createdAt: 'desc' } });
    expect(t0.auth_time).toBe(Math.floor(session0.createdAt.getTime() / 1000));

    // prompt=login: to Concierge's login form (reauth: the form although signed in), no code.
    const fresh = await authorize(config, browser, { prompt: 'login', ui_locales: 'zh-CN' });
    const login = new URL(fresh.walk.url);
    expect(login.origin + login.pathname).toBe(`${issuer}/login`);
    expect(login.searchParams.get('reauth')).toBe('1');
    expect(login.searchParams.get('language')).toBe('zh-CN');
    const uid = login.searchParams.get('interaction')!;
    // Back at the interaction without signing in again: the form again, still no code.
    const skipped = await browser.follow(`${issuer}/oidc/interaction/${uid}`, REDIRECT);
    expect(skipped.url).toBe(fresh.walk.url);
    expect(skipped.trail.some((u) => u.startsWith(REDIRECT))).toBe(false);

    // A new sign-in (a later second, so auth_time differs), then the interaction yields the code.
    await new Promise((r) => setTimeout(r, 1_100));
    await signIn(browser);
    const back = await browser.follow(`${issuer}/oidc/interaction/${uid}`, REDIRECT);
    expect(back.url.startsWith(`${REDIRECT}?`)).toBe(true);
    const t1 = (await client.authorizationCodeGrant(config, new URL(back.url), { pkceCodeVerifier: fresh.verifier, expectedState: fresh.state })).claims()!;
    const session1 = await h.db.prisma.session.findFirstOrThrow({ where: { userId: Number(t1.sub) }, orderBy: { createdAt: 'desc' } });
    expect(t1.auth_time).toBe(Math.floor(session1.createdAt.getTime() / 1000));
    expect(t1.auth_time!).toBeGreaterThan(t0.auth_time!);

    // max_age larger than the sign-in's age: no form.
    const recent = await authorize(config, browser, { max_age: '3600' });
    expect(recent.walk.trail.some((u) => new URL(u).pathname === '/login')).toBe(false);
    expect(recent.walk.url.startsWith(`${REDIRECT}?`)).toBe(true);
    const tRecent = (await client.authorizationCodeGrant(config, new URL(recent.walk.url), { pkceCodeVerifier: recent.verifier, expectedState: recent.state, maxAge: 3600 })).claims()!;
    expect(tRecent.auth_time).toBe(t1.auth_time);

    // max_age=0 (and a small one, once the sign-in is older): the form, then the new sign-in's auth_time.
    for (const maxAge of ['0', '1']) {
      await new Promise((r) => setTimeout(r, 1_100));
      const aged = await authorize(config, browser, { max_age: maxAge });
      const agedLogin = new URL(aged.walk.url);
      expect(agedLogin.pathname).toBe('/login');
      expect(agedLogin.searchParams.get('reauth')).toBe('1');
      const agedUid = agedLogin.searchParams.get('interaction')!;
      expect((await browser.follow(`${issuer}/oidc/interaction/${agedUid}`, REDIRECT)).url).toBe(aged.walk.url);
      await signIn(browser);
      const done = await browser.follow(`${issuer}/oidc/interaction/${agedUid}`, REDIRECT);
      expect(done.url.startsWith(`${REDIRECT}?`)).toBe(true);
      const claims = (await client.authorizationCodeGrant(config, new URL(done.url), { pkceCodeVerifier: aged.verifier, expectedState: aged.state })).claims()!;
      const latest = await h.db.prisma.session.findFirstOrThrow({ where: { userId: Number(claims.sub) }, orderBy: { createdAt: 'desc' } });
      expect(claims.auth_time).toBe(Math.floor(latest.createdAt.getTime() / 1000));
      expect(claims.auth_time!).toBeGreaterThan(t1.auth_time!);
    }
  });

  it('a third-party application asks for consent on Concierge’s page: Deny answers access_denied, Allow is remembered, prompt=consent asks again', async () => {
    await h.db.prisma.application.update({ where: { code: 'EXT' }, data: { thirdParty: true } });
    await h.db.prisma.translation.upsert({
      where: { appCode_locale_code: { appCode: 'UC', locale: 'en-US', code: 'EXT' } },
      create: { appCode: 'UC', locale: 'en-US', group: 'app', code: 'EXT', value: 'Example Partner' },
      update: { value: 'Example Partner' },
    });
    try {
      const config = await discover();
      const browser = new HttpBrowser();
      await signIn(browser);
      const consentOf = async (walk: { url: string }) => {
        const page = new URL(walk.url);
        expect(page.origin + page.pathname).toBe(`${issuer}/oidc-consent`);
        return page.searchParams.get('interaction')!;
      };

      // Deny: the client gets access_denied, and no grant is kept.
      const denied = await authorize(config, browser, { ui_locales: 'en-US' });
      const uid1 = await consentOf(denied.walk);
      const asked = await browser.request('GET', `${issuer}/oidc/interaction/${uid1}/consent?language=en-US`);
      expect(asked.status).toBe(200);
      expect(JSON.parse(asked.body)).toEqual({ clientId: 'EXT', clientName: 'Example Partner', scopes: ['profile', 'email', 'offline_access', 'unit'] });
      const zh = JSON.parse((await browser.request('GET', `${issuer}/oidc/interaction/${uid1}/consent?language=zh-CN`)).body) as { clientName: string };
      const ext = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'EXT' } });
      expect(zh.clientName).toBe(ext.name ?? ext.descript);
      // Another browser (without the interaction's cookie) reads nothing; another origin posts nothing.
      expect((await new HttpBrowser().request('GET', `${issuer}/oidc/interaction/${uid1}/consent`)).status).toBe(400);
      const forged = await localFetch(`${issuer}/oidc/interaction/${uid1}/consent`, {
        method: 'POST',
        headers: { origin: 'http://evil.localhost', cookie: [...browser.jar.get(`sso.localhost:${port}`)!].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: new URLSearchParams({ decision: 'allow' }),
      });
      expect(forged.status).toBe(403);
      const deny = await browser.request('POST', `${issuer}/oidc/interaction/${uid1}/consent`, { decision: 'deny' });
      expect(deny.status).toBe(303);
      const back1 = await browser.follow(deny.location, REDIRECT);
      const answer = new URL(back1.url);
      expect(answer.origin + answer.pathname).toBe(REDIRECT);
      expect(answer.searchParams.get('error')).toBe('access_denied');
      expect(answer.searchParams.get('code')).toBeNull();
      await expect(client.authorizationCodeGrant(config, answer, { pkceCodeVerifier: denied.verifier, expectedState: denied.state })).rejects.toMatchObject({ error: 'access_denied' });

      // Asked again (nothing was granted); Allow: a code, the scopes granted.
      const silent = await authorize(config, browser, { prompt: 'none' });
      expect(['consent_required', 'interaction_required']).toContain(new URL(silent.walk.url).searchParams.get('error'));
      expect(new URL(silent.walk.url).searchParams.get('code')).toBeNull();
      const again = await authorize(config, browser);
      const uid2 = await consentOf(again.walk);
      const allow = await browser.request('POST', `${issuer}/oidc/interaction/${uid2}/consent`, { decision: 'allow' });
      const back2 = await browser.follow(allow.location, REDIRECT);
      expect(back2.url.startsWith(`${REDIRECT}?`)).toBe(true);
      const tokens = await client.authorizationCodeGrant(config, new URL(back2.url), { pkceCodeVerifier: again.verifier, expectedState: again.state });
      expect(tokens.refresh_token).toBeTruthy();
      expect(String((await client.tokenIntrospection(config, tokens.access_token)).scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'unit']));
      // The decided interaction is over: posting to it again changes nothing.
      expect((await browser.request('POST', `${issuer}/oidc/interaction/${uid2}/consent`, { decision: 'allow' })).status).toBeGreaterThanOrEqual(400);

      // Remembered: the next sign-in (no prompt=consent) does not ask.
      const remembered = await authorize(config, browser, { prompt: '' });
      expect(remembered.walk.trail.some((u) => new URL(u).pathname === '/oidc-consent')).toBe(false);
      expect(remembered.walk.url.startsWith(`${REDIRECT}?`)).toBe(true);
      expect((await client.authorizationCodeGrant(config, new URL(remembered.walk.url), { pkceCodeVerifier: remembered.verifier, expectedState: remembered.state })).access_token).toBeTruthy();

      // prompt=consent asks again.
      const reasked = await authorize(config, browser, { prompt: 'consent' });
      await consentOf(reasked.walk);

      // A first-party application keeps the automatic grant, prompt=consent included.
      await h.db.prisma.application.update({ where: { code: 'EXT' }, data: { thirdParty: false } });
      const firstParty = await authorize(config, browser, { prompt: 'consent' });
      expect(firstParty.walk.trail.some((u) => new URL(u).pathname === '/oidc-consent')).toBe(false);
      expect(firstParty.walk.url.startsWith(`${REDIRECT}?`)).toBe(true);
    } finally {
      await h.db.prisma.application.update({ where: { code: 'EXT' }, data: { thirdParty: false } });
    }
  });

  it('follows the console at once: a rotated secret replaces the old one, a disabled registration is no client (the client cache is dropped)', async () => {
    const before = await discover();
    expect((await client.clientCredentialsGrant(before)).access_token).toBeTruthy(); // cached now
    const appadmin = await consoleSignIn('HQ', 'appadmin');
    const ext = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'EXT' } });
    const { secret } = okOf(await appadmin.api<{ secret: string }>('POST', '/app/clientSecret', { body: { appId: ext.id, rotate: true } }));
    await expect(client.clientCredentialsGrant(before)).rejects.toMatchObject({ status: 401 });
    const after = await discover(client.ClientSecretBasic(secret));
    expect((await client.clientCredentialsGrant(after)).access_token).toBeTruthy();

    const state = okOf(await appadmin.api<Record<string, unknown>>('GET', '/app/oidcClient', { query: { appId: String(ext.id) } }));
    const { clientId: _c, registered: _r, hasSecret: _s, ...settings } = state;
    okOf(await appadmin.api('POST', '/app/oidcClient', { body: { ...settings, appId: ext.id, enabled: false } }));
    await expect(client.clientCredentialsGrant(after)).rejects.toMatchObject({ status: 401 });
  });

});
