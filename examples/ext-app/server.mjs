// An application Concierge does not host (docs/integration.md): plain node:http, no framework.
// Anonymous visit -> round trip to the SSO host with its own state; the ticket is redeemed server
// to server with HTTP Basic; every later request checks the token with /sso/available.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

const PORT = Number(process.env.EXT_PORT || 4000);
const ORIGIN = process.env.EXT_ORIGIN || `http://ext.localhost:${PORT}`;
const SSO_URL = process.env.SSO_URL || `http://sso.localhost:${process.env.PORT || 3000}`; // where browsers go
const API_URL = process.env.CONCIERGE_API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`; // where this server calls
const APP_CODE = process.env.EXT_APP_CODE || 'EXT';
const SECRET = process.env.EXT_CLIENT_SECRET || 'cs_ext-demo-secret-for-the-example-app-0000000';
const sessions = new Map(); // session id -> { token, login }

const cookiesOf = (req) => Object.fromEntries((req.headers.cookie || '').split(';').map((c) => c.trim().split('=')).filter((p) => p.length === 2));
const cookie = (name, value, maxAge) => `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
const hash = (nonce) => createHash('sha256').update(nonce).digest('base64url');
const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET on Concierge's user-center API; the Host header names the SSO host (Node does not resolve *.localhost). */
function api(path, authorization) {
  const url = new URL(`/api/uc${path}`, API_URL);
  const headers = { host: new URL(SSO_URL).host, authorization, language: 'zh-CN' };
  return new Promise((resolve, reject) => {
    http.get(url, { headers, timeout: 5000 }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => { try { resolve(JSON.parse(body)); } catch (e) { reject(e); } });
    }).on('error', reject);
  });
}

/** Sends the browser to the SSO host with a new state kept in a host-only cookie. */
function roundTrip(res, path) {
  const nonce = randomBytes(32).toString('base64url');
  const target = new URL('/sso', SSO_URL);
  target.search = new URLSearchParams({ appCode: APP_CODE, redirect: ORIGIN + path, state: hash(nonce) }).toString();
  res.writeHead(302, { location: target.toString(), 'set-cookie': cookie('ext_state', nonce, 300), 'cache-control': 'no-store' });
  res.end();
}

function menuList(menus) {
  return `<ul>${menus.map((m) => `<li>${esc(m.title)} <code>${esc(m.name)}</code>${m.children?.length ? menuList(m.children) : ''}</li>`).join('')}</ul>`;
}

function page(login) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>外部示例应用 EXT</title></head>
<body style="font-family:sans-serif;margin:2rem"><h1>外部示例应用 EXT</h1>
<p data-testid="user">${esc(login.username)} (${esc(login.userCode)}) · ${esc(login.unitName)} (${esc(login.unitCode)}) · ${esc(login.deptName)}</p>
<h2>已授权菜单</h2>${menuList(login.menus)}
<script>setInterval(async()=>{const r=await fetch('/me',{cache:'no-store'});if(r.status===401)location.reload()},500)</script>
</body></html>`;
}

async function handle(req, res) {
  const url = new URL(req.url, ORIGIN);
  if (url.pathname === '/favicon.ico') return res.writeHead(404).end(); // must not start a round trip
  const jar = cookiesOf(req);
  const ticket = url.searchParams.get('ssoToken');
  if (ticket) {
    url.searchParams.delete('ssoToken');
    const retry = url.searchParams.has('retry');
    url.searchParams.set('retry', '1');
    const check = await api(`/sso/check?${new URLSearchParams({ token: ticket, appCode: APP_CODE, state: hash(jar.ext_state || '') })}`,
      'Basic ' + Buffer.from(`${APP_CODE}:${SECRET}`).toString('base64'));
    if (check.result !== 0) {
      if (!retry) return roundTrip(res, url.pathname + url.search); // not this browser's ticket: ask for our own
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(`sign-in refused: ${check.result} ${check.msg}`);
    }
    const id = randomBytes(32).toString('base64url');
    sessions.set(id, { token: check.retVal.jwtToken, login: check.retVal });
    url.searchParams.delete('retry');
    res.writeHead(303, { location: url.pathname + url.search, 'set-cookie': [cookie('ext_session', id, 43200), cookie('ext_state', '', 0)] });
    return res.end();
  }
  const session = sessions.get(jar.ext_session);
  // Every request checks the token: a logout in the portal ends this session too.
  const alive = session && (await api(`/sso/available?appCode=${APP_CODE}`, `Bearer ${session.token}`)).result === 0;
  if (!alive) sessions.delete(jar.ext_session);
  if (url.pathname === '/me') {
    res.writeHead(alive ? 200 : 401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return res.end(JSON.stringify(alive ? { userCode: session.login.userCode } : { error: 'signed out' }));
  }
  if (!alive) return roundTrip(res, url.pathname + url.search);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(page(session.login));
}

http
  .createServer((req, res) => handle(req, res).catch((e) => {
    console.error(e);
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Concierge is not reachable');
  }))
  .listen(PORT, () => console.log(`EXT example application on ${ORIGIN} (SSO ${SSO_URL}, API ${API_URL})`));
