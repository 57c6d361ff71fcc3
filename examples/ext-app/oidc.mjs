// The example application EXT as an OpenID Connect client of Concierge (docs/integration.md,
// "OpenID Connect"), built on openid-client: authorization code + PKCE, refresh, RP-initiated
// logout, and a back-channel logout endpoint that verifies the logout token with jose against the
// provider's JWKS. Plain node:http, sessions in memory. Run it instead of server.mjs (same port,
// same registered addresses): node examples/ext-app/oidc.mjs
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import * as client from 'openid-client';
import { createRemoteJWKSet, customFetch as joseFetch, jwtVerify } from 'jose';

const PORT = Number(process.env.EXT_PORT || 4000);
const ORIGIN = process.env.EXT_ORIGIN || `http://ext.localhost:${PORT}`;
const ISSUER = process.env.SSO_URL || `http://sso.localhost:${process.env.PORT || 3000}`; // the issuer, where browsers go
const API_URL = process.env.CONCIERGE_API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`; // where this server calls it
const CLIENT_ID = process.env.EXT_APP_CODE || 'EXT';
const SECRET = process.env.EXT_CLIENT_SECRET || 'cs_ext-demo-secret-for-the-example-app-0000000';
const REDIRECT_URI = `${ORIGIN}/callback`;
const SCOPE = 'openid profile email offline_access unit';

const sessions = new Map(); // session id -> { tokens, claims, user }
const pending = new Map(); // login id -> { verifier, state, nonce, at }

/**
 * fetch for openid-client and jose: calls for the issuer go to API_URL with the issuer's Host
 * (Node does not resolve *.localhost; in production the issuer resolves and this is plain fetch).
 */
function serverFetch(url, options = {}) {
  const target = new URL(String(url));
  const issuer = new URL(ISSUER);
  if (target.origin !== issuer.origin) return fetch(url, options);
  const api = new URL(API_URL);
  const headers = Object.fromEntries(new Headers(options.headers));
  headers.host = issuer.host;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: api.hostname, port: api.port, path: target.pathname + target.search, method: options.method || 'GET', headers, timeout: 5000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) for (const x of [].concat(v)) h.append(k, String(x));
        const empty = res.statusCode === 204 || res.statusCode === 304;
        const response = new Response(empty ? null : Buffer.concat(chunks), { status: res.statusCode, headers: h });
        Object.defineProperty(response, 'url', { value: target.href });
        resolve(response);
      });
    });
    req.on('error', reject);
    if (options.body) new Response(options.body).arrayBuffer().then((b) => req.end(Buffer.from(b)), reject);
    else req.end();
  });
}

let configPromise;
function config() {
  configPromise ??= client
    .discovery(new URL(ISSUER), CLIENT_ID, undefined, client.ClientSecretBasic(SECRET), {
      [client.customFetch]: serverFetch,
      // Only for the demo's http:// addresses; a real deployment uses https.
      execute: ISSUER.startsWith('http://') ? [client.allowInsecureRequests] : [],
    })
    .then((c) => {
      c[client.customFetch] = serverFetch;
      return c;
    })
    .catch((e) => {
      configPromise = undefined;
      throw e;
    });
  return configPromise;
}

let jwks;
async function verifyLogoutToken(token) {
  const c = await config();
  jwks ??= createRemoteJWKSet(new URL(c.serverMetadata().jwks_uri), { [joseFetch]: serverFetch });
  const { payload } = await jwtVerify(token, jwks, { issuer: c.serverMetadata().issuer, audience: CLIENT_ID, typ: 'logout+jwt', algorithms: ['RS256'], maxTokenAge: '5m' });
  if (!payload.events?.['http://schemas.openid.net/event/backchannel-logout']) throw new Error('not a logout token');
  if (payload.nonce !== undefined) throw new Error('a logout token has no nonce');
  if (!payload.sid && !payload.sub) throw new Error('neither sid nor sub');
  return payload;
}

const cookiesOf = (req) => Object.fromEntries((req.headers.cookie || '').split(';').map((c) => c.trim().split('=')).filter((p) => p.length === 2));
const cookie = (name, value, maxAge) => `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const redirect = (res, location, cookies = []) => res.writeHead(302, { location, 'set-cookie': cookies, 'cache-control': 'no-store' }).end();

function page(s) {
  const u = s.user;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>外部示例应用 EXT (OIDC)</title></head>
<body style="font-family:sans-serif;margin:2rem"><h1>外部示例应用 EXT · OpenID Connect</h1>
<p data-testid="user">${esc(u.name)} (${esc(u.user_code)}) · ${esc(u.unit_name)} (${esc(u.unit_code)})</p>
<p>角色 / roles: <span data-testid="roles">${esc((u.roles || []).join(', '))}</span></p>
<p><a href="/refresh">刷新令牌 / refresh</a> · <a href="/logout">退出 / sign out</a></p>
<script>setInterval(async()=>{const r=await fetch('/me',{cache:'no-store'});if(r.status===401)location.reload()},500)</script>
</body></html>`;
}

async function handle(req, res) {
  const url = new URL(req.url, ORIGIN);
  const sid = cookiesOf(req).ext_oidc;
  const session = sid && sessions.get(sid);

  if (url.pathname === '/backchannel-logout' && req.method === 'POST') {
    let body = '';
    for await (const chunk of req) {
      body += chunk;
      if (body.length > 64 * 1024) return res.writeHead(413).end();
    }
    try {
      const claims = await verifyLogoutToken(new URLSearchParams(body).get('logout_token') || '');
      for (const [id, s] of sessions) if ((claims.sid && s.claims.sid === claims.sid) || (!claims.sid && s.claims.sub === claims.sub)) sessions.delete(id);
      return res.writeHead(200, { 'cache-control': 'no-store' }).end();
    } catch {
      return res.writeHead(400, { 'cache-control': 'no-store' }).end();
    }
  }
  if (url.pathname === '/me') {
    if (!session) return res.writeHead(401).end();
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(session.user));
  }
  if (url.pathname === '/login') {
    const verifier = client.randomPKCECodeVerifier();
    const login = { verifier, state: client.randomState(), nonce: client.randomNonce(), at: Date.now() };
    const id = randomBytes(16).toString('base64url');
    pending.set(id, login);
    const target = client.buildAuthorizationUrl(await config(), {
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: login.state,
      nonce: login.nonce,
      // A refresh token (offline_access) is issued only when consent is asked for (OpenID Connect Core 11); Concierge grants it without a question.
      prompt: 'consent',
      ...(url.searchParams.get('language') ? { ui_locales: url.searchParams.get('language') } : {}),
    });
    return redirect(res, target.href, [cookie('ext_oidc_login', id, 600)]);
  }
  if (url.pathname === '/callback') {
    const id = cookiesOf(req).ext_oidc_login;
    const login = id && pending.get(id);
    if (!login) return redirect(res, '/');
    pending.delete(id);
    const tokens = await client.authorizationCodeGrant(await config(), url, { pkceCodeVerifier: login.verifier, expectedState: login.state, expectedNonce: login.nonce });
    const claims = tokens.claims();
    const user = await client.fetchUserInfo(await config(), tokens.access_token, claims.sub);
    const sessionId = randomBytes(24).toString('base64url');
    sessions.set(sessionId, { tokens, claims, user });
    return redirect(res, '/', [cookie('ext_oidc', sessionId, 8 * 3600), cookie('ext_oidc_login', '', 0)]);
  }
  if (url.pathname === '/refresh') {
    if (!session) return redirect(res, '/login');
    try {
      session.tokens = await client.refreshTokenGrant(await config(), session.tokens.refresh_token);
    } catch (e) {
      console.error('refresh failed:', e instanceof Error ? e.message : e);
      sessions.delete(sid);
      return redirect(res, '/login');
    }
    return redirect(res, '/');
  }
  if (url.pathname === '/logout') {
    if (sid) sessions.delete(sid);
    const target = session
      ? client.buildEndSessionUrl(await config(), { id_token_hint: session.tokens.id_token, post_logout_redirect_uri: `${ORIGIN}/` })
      : new URL('/', ORIGIN);
    return redirect(res, target.href, [cookie('ext_oidc', '', 0)]);
  }
  if (url.pathname === '/favicon.ico') return res.writeHead(404).end();
  if (!session) {
    return res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>外部示例应用 EXT (OIDC)</title></head><body style="font-family:sans-serif;margin:2rem"><h1>外部示例应用 EXT · OpenID Connect</h1><p><a href="/login">使用 Concierge 登录 / Sign in with Concierge</a></p></body></html>');
  }
  return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(session));
}

http
  .createServer((req, res) =>
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('sign-in failed / 登录失败');
    }),
  )
  .listen(PORT, () => console.log(`EXT (OpenID Connect) on ${ORIGIN}, issuer ${ISSUER}`));
