/**
 * Run from the repository root: npx tsx scripts/probe-defences.ts
 *
 * Re-tries the sign-in and request defences against real production starts (`startApp` of
 * bench/lib/harness.ts, the existing build in .next) and prints one line per attack with the
 * figures measured in this run: rows 1-15 (issue 12's sign-in attacks, here) and 101-111 (issue
 * 17's security review, scripts/probe-authority.ts). Servers: 3400 (demo data, TRUSTED_PROXIES=127.0.0.1 so the probe
 * can choose client addresses with X-Forwarded-For), 3401 (empty database, no DEMO), 3402
 * (COOKIE_SECURE=true, demo data, a private redis-server on 6399 so the probe can read a captcha's
 * stored hash). Databases: tmp/probe/*.db, deleted before each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { unsealData } from 'iron-session';
import { ROOT, SECRET, startApp, type AppServer } from '../bench/lib/harness';
import { loginLimits } from '../lib/bff/endpoints/login';
import { httpCall } from '../tests/support/http-call';
import { SESSION_COOKIE } from '../lib/bff/session';
import { STATE_COOKIE } from '../lib/bff/sso/state';
import { createPrismaClient, type Db } from '../lib/db/client';
import { effectiveSecurity } from '../lib/backend/builtin/services/auth/security-setting';
import { ErrorCode } from '../lib/errors/codes';
import { RedisStore } from '../lib/infra/ephemeral-store';
import { CAPTCHA_MAX_TRIES } from '../lib/security/captcha';
import { authorityRows } from './probe-authority';
import { codeOf, count, envelopeOf, hosts, login, ms, request, signIn, sleep, tally, xff, type Answer, type Outcome, type Verdict } from './probe-common';

const MAIN_PORT = 3400;
const EMPTY_PORT = 3401;
const SECURE_PORT = 3402;
const REDIS_PORT = 6399;
const PROBE_DIR = path.join(ROOT, 'tmp', 'probe');
const dbUrl = (name: string) => `file:${path.join(PROBE_DIR, `${name}.db`)}`;

// ---------------------------------------------------------------------------------------------
// Results and the table printer

interface Row extends Outcome {
  n: number;
  tried: string;
}

function printTable(rows: readonly Row[]): void {
  const sorted = [...rows].sort((a, b) => a.n - b.n);
  const triedWidth = Math.max(5, ...sorted.map((r) => r.tried.length));
  const line = (n: string, verdict: string, tried: string, happened: string) => `${n.padStart(3)}  ${verdict.padEnd(9)}  ${tried.padEnd(triedWidth)}  ${happened}`;
  console.log(line('#', 'verdict', 'tried', 'what happened (measured in this run)'));
  console.log(line('---', '-------', '-'.repeat(triedWidth), '-'.repeat(36)));
  for (const r of sorted) console.log(line(String(r.n), r.verdict, r.tried, r.happened));
}

/** Runs one row; a probe failure becomes an ERROR line instead of ending the run. */
async function attempt(rows: Row[], n: number, tried: string, probe: () => Promise<Outcome>): Promise<void> {
  const started = performance.now();
  process.stderr.write(`row ${n}: ${tried}…\n`);
  try {
    rows.push({ n, tried, ...(await probe()) });
  } catch (e) {
    rows.push({ n, tried, verdict: 'ERROR', happened: `the probe itself failed: ${e instanceof Error ? e.message : String(e)}` });
  }
  process.stderr.write(`row ${n}: done in ${ms(started)} ms\n`);
}

const notTried = (why: string): Outcome => ({ verdict: 'not tried', happened: why });

// ---------------------------------------------------------------------------------------------
// Small HTTP helpers

/** Bytes as they are, for what an HTTP client library refuses to send. */
function sendRaw(port: number, text: string): Promise<{ statusLines: string[]; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    let reset = false;
    socket.setEncoding('latin1');
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('data', (d: string) => (out += d));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNRESET' || e.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => resolve({ statusLines: out.split('\r\n').filter((l) => /^HTTP\/1\.[01] \d{3}/.test(l)), reset }));
    socket.write(text);
  });
}

interface SetCookie {
  name: string;
  value: string;
  raw: string;
}

function setCookies(headers: http.IncomingHttpHeaders): SetCookie[] {
  return (headers['set-cookie'] ?? []).map((raw) => {
    const pair = raw.split(';')[0] ?? '';
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i).trim(), value: pair.slice(i + 1).trim(), raw };
  });
}

/** The user a sealed session cookie belongs to, read from the database (tokenHash = sha256 hex). */
async function sessionOwner(db: Db, seal: string): Promise<string> {
  const data = await unsealData<{ token?: string }>(decodeURIComponent(seal), { password: SECRET }).catch(() => ({}) as { token?: string });
  if (!data.token) return 'unreadable seal';
  const tokenHash = createHash('sha256').update(data.token).digest('hex');
  const session = await db.session.findUnique({ where: { tokenHash }, include: { user: { include: { unit: true } } } });
  return session ? `${session.user.unit.code}/${session.user.code}` : 'no session row';
}

/** Failures that lock an account of the unit (its login security setting, else the product's default). */
async function lockMaxOf(db: Db, unitCode: string): Promise<number> {
  const unit = await db.unit.findUniqueOrThrow({ where: { code: unitCode }, include: { loginSecuritySetting: true } });
  return effectiveSecurity(unit.loginSecuritySetting).lockMaxFailures;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function startProbeApp(port: number, env: Record<string, string>, timeoutMs: number): Promise<AppServer> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is already in use`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server on ${port} did not come up within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([startApp(port, { LOG_LEVEL: 'error', NODE_ENV: 'production', TRUSTED_PROXIES: '', ...env }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function removeDatabase(name: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(path.join(PROBE_DIR, `${name}.db${suffix}`), { force: true });
}

// ---------------------------------------------------------------------------------------------
// Rows on the main server (3400: demo data, TRUSTED_PROXIES=127.0.0.1)

/** 1. 50 wrong passwords for HQ/support at once, each from its own address. */
async function row1AccountBurst(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => request(port, { method: 'POST', path: '/api/uc/login', host: uc, headers: xff(`10.21.0.${i + 1}`), body: login('HQ', 'support', `Wrong#${i}x`) })),
  );
  const took = ms(started);
  const codes = answers.map(codeOf);
  await sleep(800); // login-log rows are written behind (about 100 ms)
  const user = await db.user.findFirstOrThrow({ where: { code: 'support', unit: { code: 'HQ' } } });
  const lockMax = await lockMaxOf(db, 'HQ');
  const logs = await db.loginLog.findMany({ where: { userId: user.id, ip: { startsWith: '10.21.0.' } }, select: { ip: true } });
  const right = await request(port, { method: 'POST', path: '/api/uc/login', host: uc, headers: xff('10.21.1.1'), body: login('HQ', 'support', 'Support@2026') });
  const held = count(codes, 0) === 0 && user.locked && count(codes, ErrorCode.BAD_CREDENTIALS) <= lockMax && answers.every((a) => a.status < 500);
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `codes ${tally(codes)} in ${took} ms (HTTP ${tally(answers.map((a) => a.status))}); ` +
      `database afterwards: locked=${user.locked} lockedReason=${user.lockedReason ?? '-'} failedAttempts=${user.failedAttempts} (unit lockMaxFailures ${lockMax}); ` +
      `login-log rows ${logs.length} from ${new Set(logs.map((l) => l.ip)).size} distinct addresses; right password afterwards: ${codeOf(right)}`,
  };
}

/** 2. 60 failed logins at once from one address, each for a different unknown account. */
async function row2IpBurst(port: number): Promise<Outcome> {
  const { uc } = hosts(port);
  const ip = '198.51.100.2';
  const ipLimit = loginLimits.find((r) => r.name === 'login-ip')?.limit ?? 0;
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => request(port, { method: 'POST', path: '/api/uc/login', host: uc, headers: xff(ip), body: login('H001', `nobody-${i}`, 'wrong-password-1') })),
  );
  const took = ms(started);
  const codes = answers.map(codeOf);
  const limited = count(codes, ErrorCode.RATE_LIMITED);
  const next = await request(port, { method: 'POST', path: '/api/uc/login', host: uc, headers: xff(ip), body: login('H002', 'helper', 'Helper@2026') });
  const held = 60 - limited <= ipLimit && codeOf(next) === String(ErrorCode.RATE_LIMITED) && answers.every((a) => a.status < 500);
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `codes ${tally(codes)} in ${took} ms: ${60 - limited} reached the check, ${limited} rate limited (declared limit ${ipLimit}/15 min/IP); ` +
      `a right password (H002/helper) from the same address next: ${codeOf(next)} HTTP ${next.status}`,
  };
}

/** 4. A chunked body of up to 3 MiB, 32 KiB every 25 ms, never ended. */
async function row4SlowBody(port: number): Promise<Outcome> {
  const { uc, sso } = hosts(port);
  const total = 3 * 1024 * 1024;
  const chunk = Buffer.alloc(32 * 1024, 0x20);
  const answer = await new Promise<{ status: number; result?: number; sent: number; atMs: number }>((resolve, reject) => {
    let sent = 0;
    let done = false;
    let answered: { status: number; sent: number; atMs: number } | undefined;
    const started = performance.now();
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/uc/login',
      agent: false,
      headers: { host: uc, origin: `http://${uc}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...xff('198.51.100.4') },
    });
    const finish = (v: { status: number; result?: number; sent: number; atMs: number }) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      resolve(v);
      req.destroy();
    };
    req.on('response', (res) => {
      const at = { status: res.statusCode ?? 0, sent, atMs: ms(started) };
      answered = at;
      clearInterval(timer); // the answer is in: stop sending, but never end the body
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => finish({ ...at, result: envelopeOf(body).result }));
      res.on('error', () => finish(at));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (answered || e.code === 'ECONNRESET' || e.code === 'EPIPE') finish(answered ?? { status: 0, sent, atMs: ms(started) });
      else if (!done) reject(e);
    });
    req.write('{"unitCode":"');
    const timer = setInterval(() => {
      if (done || answered || req.destroyed) return clearInterval(timer);
      if (sent >= total) {
        // All 3 MiB out and still no answer: wait a little longer, then give up (the body never ends).
        clearInterval(timer);
        setTimeout(() => finish({ status: 0, sent, atMs: ms(started) }), 10_000);
        return;
      }
      sent += chunk.length;
      req.write(chunk);
    }, 25);
  });
  const afterStart = performance.now();
  const after = await request(port, { path: '/api/uc/sso/casLoginOption', host: sso });
  const answeredAfter = `${after.status} (result ${codeOf(after)}) in ${ms(afterStart)} ms`;
  const held = answer.status === 413 && answer.sent < total && after.status === 200;
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      answer.status === 0
        ? `no HTTP answer (connection reset or none) after ${answer.sent} bytes / ${answer.atMs} ms; server afterwards: ${answeredAfter}`
        : `HTTP ${answer.status} result ${answer.result ?? '-'} after ${answer.sent} bytes sent (${(answer.sent / 1024 / 1024).toFixed(2)} MiB of 3) at ${answer.atMs} ms, body never ended; ` +
          `server afterwards: GET casLoginOption ${answeredAfter}`,
  };
}

/** 5. A ticket minted for browser A's round trip, opened by browser B (login CSRF). */
async function row5TicketElsewhere(port: number, db: Db): Promise<Outcome> {
  const { sso, demo } = hosts(port);
  const ssoSession = await signIn(port, sso, '/api/uc/sso/login', login('HQ', 'admin', 'Admin@2026'), '198.51.100.5');
  /** A's browser: an anonymous visit to the demo host, then the SSO host's /sso with A's session. */
  const mint = async (): Promise<{ ticketPath: string; stateCookie: string; ticketLocation: string }> => {
    const visit = await request(port, { path: '/index', host: demo });
    const state = setCookies(visit.headers).find((c) => c.name === STATE_COOKIE);
    const toSso = new URL(visit.headers.location ?? '', `http://${demo}`);
    if (!state || toSso.host !== sso) throw new Error(`the demo host did not start a round trip (HTTP ${visit.status}, Location ${visit.headers.location ?? '-'})`);
    const back = await request(port, { path: toSso.pathname + toSso.search, host: sso, headers: { cookie: ssoSession } });
    const ticketUrl = new URL(back.headers.location ?? '', `http://${sso}`);
    if (!ticketUrl.searchParams.get('ssoToken')) throw new Error(`/sso gave no ticket (HTTP ${back.status}, Location ${back.headers.location ?? '-'})`);
    return { ticketPath: ticketUrl.pathname + ticketUrl.search, stateCookie: `${STATE_COOKIE}=${state.value}`, ticketLocation: `${back.status} → ${ticketUrl.origin}${ticketUrl.pathname}?ssoToken=<${ticketUrl.searchParams.get('ssoToken')?.length ?? 0} chars>` };
  };
  const describe = async (a: Answer): Promise<{ text: string; sessionFor?: string }> => {
    const session = setCookies(a.headers).find((c) => c.name === SESSION_COOKIE && c.value !== '');
    const sessionFor = session ? await sessionOwner(db, session.value) : undefined;
    const location = (a.headers.location ?? '-').replace(/ssoToken=[^&]+/, 'ssoToken=…').slice(0, 120);
    return { text: `HTTP ${a.status} Location ${location}, session cookie: ${sessionFor ? `SET for ${sessionFor}` : 'none'}`, sessionFor };
  };

  // B without any cookie.
  const first = await mint();
  const bBare = await describe(await request(port, { path: first.ticketPath, host: demo }));
  // B in the middle of its own sign-in (its own state cookie), the realistic victim.
  const second = await mint();
  const bVisit = await request(port, { path: '/index', host: demo });
  const bState = setCookies(bVisit.headers).find((c) => c.name === STATE_COOKIE);
  const bOwn = await describe(await request(port, { path: second.ticketPath, host: demo, headers: bState ? { cookie: `${STATE_COOKIE}=${bState.value}` } : {} }));
  // Control: A itself, with its state cookie, redeems a third ticket.
  const third = await mint();
  const control = await describe(await request(port, { path: third.ticketPath, host: demo, headers: { cookie: third.stateCookie } }));
  const held = !bBare.sessionFor && !bOwn.sessionFor;
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `/sso for A answered ${first.ticketLocation}; B without cookies: ${bBare.text}; B with its own state cookie: ${bOwn.text}; ` +
      `control, A with its state cookie: ${control.text}`,
  };
}

/** 7. A session of an account that gets locked afterwards. */
async function row7LockRevokes(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const ip = '198.51.100.7';
  const cookie = await signIn(port, uc, '/api/uc/login', login('H001', 'frontdesk', 'Hotel@2026'), ip);
  const before = await request(port, { path: '/api/uc/user/getLoginByToken', host: uc, headers: { cookie } });
  const wrong: string[] = [];
  for (let i = 0; i < 6; i++) {
    wrong.push(codeOf(await request(port, { method: 'POST', path: '/api/uc/login', host: uc, headers: xff(ip), body: login('H001', 'frontdesk', `Nope#${i}x`) })));
  }
  const after = await request(port, { path: '/api/uc/user/getLoginByToken', host: uc, headers: { cookie } });
  const user = await db.user.findFirstOrThrow({ where: { code: 'frontdesk', unit: { code: 'H001' } } });
  const sessions = await db.session.findMany({ where: { userId: user.id }, select: { revokeReason: true } });
  const held = codeOf(after) === String(ErrorCode.SESSION_INVALID);
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `earlier session before the lock: ${codeOf(before)} HTTP ${before.status}; 6 wrong passwords in sequence: ${wrong.join(' ')}; locked=${user.locked}; ` +
      `earlier session afterwards: ${codeOf(after)} HTTP ${after.status}; the account's sessions by revokeReason: ${tally(sessions.map((s) => s.revokeReason ?? 'live'))}`,
  };
}

/** 8. 39 wrong guesses then the right password in one burst from one address, over both login calls. */
async function row8GuessBurst(port: number, db: Db): Promise<Outcome> {
  const { uc, sso } = hosts(port);
  const ip = '198.51.100.8';
  const call = (i: number, password: string) =>
    i % 2 === 0
      ? request(port, { method: 'POST', path: '/api/uc/login', host: uc, headers: xff(ip), body: login('H001', 'cashier', password) })
      : request(port, { method: 'POST', path: '/api/uc/sso/login', host: sso, headers: xff(ip), body: login('H001', 'cashier', password) });
  const started = performance.now();
  const answers = await Promise.all([...Array.from({ length: 39 }, (_, i) => call(i, `Guess#${i}x`)), call(39, 'Demo@2026')]);
  const took = ms(started);
  const wrong = answers.slice(0, 39).map(codeOf);
  const right = answers[39]!;
  const signedIn = envelopeOf(right.body).result === 0 && setCookies(right.headers).some((c) => c.name === SESSION_COOKIE && c.value !== '');
  const byPath = (parity: number) => tally(answers.filter((_, i) => i % 2 === parity).map(codeOf));
  const accountLimit = loginLimits.find((r) => r.name === 'login-account')?.limit ?? 0;
  const reachedWrong = wrong.filter((c) => c !== String(ErrorCode.RATE_LIMITED)).length;
  const user = await db.user.findFirstOrThrow({ where: { code: 'cashier', unit: { code: 'H001' } } });
  const lockMax = await lockMaxOf(db, 'H001');
  // Signed in after more guesses than the limits allow = the limits did not hold; within them it is only arrival order.
  const verdict: Verdict = !signedIn ? 'held' : reachedWrong >= accountLimit || count(wrong, ErrorCode.BAD_CREDENTIALS) >= lockMax ? 'FAILED' : 'figures';
  return {
    verdict,
    happened:
      `right password (sent last): ${codeOf(right)} HTTP ${right.status}, signed in: ${signedIn ? 'YES' : 'no'}; 39 wrong: ${tally(wrong)} (${reachedWrong} reached the check, account limit ${accountLimit}); ` +
      `/api/uc/login ${byPath(0)}; /api/uc/sso/login ${byPath(1)}; ${took} ms; locked afterwards=${user.locked} (lockMaxFailures ${lockMax})`,
  };
}

/** 9. Host headers that carry another host after a user-info or port separator. */
async function row9Hosts(port: number): Promise<Outcome> {
  const tried = [`sso.localhost:${port}@evil.example`, 'sso.localhost:evil.example'];
  const answers = await Promise.all(tried.map((host) => request(port, { path: '/apps', host })));
  const control = await request(port, { path: '/apps', host: `sso.localhost:${port}` });
  const parts = answers.map((a, i) => `Host ${tried[i]} → HTTP ${a.status} result ${codeOf(a)} Location ${a.headers.location ?? 'none'}`);
  const held = answers.every((a) => a.status >= 400 && a.status < 500 && !a.headers.location);
  return { verdict: held ? 'held' : 'FAILED', happened: `${parts.join('; ')}; control Host sso.localhost:${port} → HTTP ${control.status} Location ${control.headers.location ?? 'none'}` };
}

/** 10. X-Forwarded-Proto: https from a client that is not a trusted proxy (source 127.0.0.2). */
async function row10ForwardedProto(port: number): Promise<Outcome> {
  const { uc } = hosts(port);
  const untrusted = '127.0.0.2';
  const body = JSON.stringify(login('HQ', 'admin', 'Admin@2026'));
  let signed: Answer;
  try {
    signed = await httpCall(port, {
      method: 'POST',
      path: '/api/uc/login',
      host: uc,
      localAddress: untrusted,
      headers: { 'content-type': 'application/json', origin: `http://${uc}`, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.10' },
      body,
    });
  } catch (e) {
    return notTried(`could not send from ${untrusted}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const cookies = setCookies(signed.headers);
  const secure = cookies.filter((c) => /;\s*secure/i.test(c.raw)).length;
  // An anonymous visit to the user center goes to the SSO host with `redirect` built on this request's scheme.
  const back = (a: Answer) => new URL(a.headers.location ?? '/', `http://${uc}`).searchParams.get('redirect') ?? `(no redirect parameter; Location ${a.headers.location ?? 'none'})`;
  const redirect = await httpCall(port, { path: '/index', host: uc, localAddress: untrusted, headers: { 'x-forwarded-proto': 'https' } });
  const trusted = await httpCall(port, { path: '/index', host: uc, headers: { 'x-forwarded-proto': 'https' } });
  const held = codeOf(signed) === '0' && secure === 0 && !signed.headers['strict-transport-security'] && back(redirect).startsWith('http://');
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `from ${untrusted}: login ${codeOf(signed)} with ${cookies.length} Set-Cookie, ${secure} with Secure, HSTS ${signed.headers['strict-transport-security'] ?? 'absent'}; ` +
      `GET /index → HTTP ${redirect.status}, redirect= ${back(redirect)}; control from 127.0.0.1 (a trusted proxy): redirect= ${back(trusted)}`,
  };
}

/** 11. Signed in on the SSO host, /sso for PMS with a redirect to an unregistered address. */
async function row11UnregisteredRedirect(port: number): Promise<Outcome> {
  const { sso } = hosts(port);
  const cookie = await signIn(port, sso, '/api/uc/sso/login', login('HQ', 'admin', 'Admin@2026'), '198.51.100.11');
  const a = await request(port, { path: `/sso?appCode=PMS&redirect=${encodeURIComponent('http://localhost:6666/index')}`, host: sso, headers: { cookie } });
  const location = a.headers.location ?? '';
  const target = new URL(location || '/', `http://${sso}`);
  const carriesTicket = ['ssoToken', 'token', 'ticket'].some((p) => target.searchParams.has(p)) || /[?&](ssoToken|token|ticket)=/.test(location);
  const error = target.searchParams.get('error') ?? target.searchParams.get('ssoError');
  let shown = 'no error code in the Location';
  if (error) {
    const messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', 'zh-CN', 'errors.json'), 'utf8')) as Record<string, string>;
    const page = await request(port, { path: target.pathname + target.search, host: sso, headers: { cookie } });
    const text = messages[error];
    shown = `page ${target.pathname} HTTP ${page.status} ${text && page.body.includes(text) ? `shows "${text}"` : `does not contain the errors.json text for ${error} (${text ?? 'no such key'})`}`;
  }
  const held = a.status >= 300 && a.status < 400 && !carriesTicket && target.host === sso;
  return { verdict: held ? 'held' : 'FAILED', happened: `HTTP ${a.status} Location ${location || 'none'} (ticket in it: ${carriesTicket ? 'YES' : 'no'}, error ${error ?? '-'}); ${shown}` };
}

/** 12. Broken percent-escapes in the language and session cookies and in a BFF path. */
async function row12BrokenEscapes(port: number): Promise<Outcome> {
  const { uc } = hosts(port);
  const cases: [string, Promise<Answer>][] = [
    ['Cookie SYS_LANG=%', request(port, { path: '/api/uc/sso/available?appCode=UC', host: uc, headers: { cookie: 'SYS_LANG=%' } })],
    [`Cookie ${SESSION_COOKIE}=%E0%A4%A`, request(port, { path: '/api/uc/sso/available?appCode=UC', host: uc, headers: { cookie: `${SESSION_COOKIE}=%E0%A4%A` } })],
    ['GET /api/uc/%', request(port, { path: '/api/uc/%', host: uc })],
  ];
  const answers = await Promise.all(cases.map(([, p]) => p));
  const held = answers.every((a) => a.status < 500);
  return { verdict: held ? 'held' : 'FAILED', happened: answers.map((a, i) => `${cases[i]![0]} → HTTP ${a.status} result ${codeOf(a)}`).join('; ') };
}

/** 13. About 900 malformed requests: 850 through an HTTP client, 50 as raw bytes. */
async function row13Malformed(port: number): Promise<Outcome> {
  const { uc, sso } = hosts(port);
  const random = mulberry32(13);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const long = 'x'.repeat(10_000);
  const paths = ['/api/uc/login', '/api/uc/sso/login', '/api/uc/user/updateUserPassword', '/api/uc/org/code/H001', '/api/uc/sso/available', '/api/uc/user/emailResetCode', '/api/uc/sso/sendResetPasswordMail', '/api/uc/sso/check', '/api/uc/nope', '/sso', '/login', '/index'];
  const suffixes = ['', '?x=%', `?appCode=${'z'.repeat(10_000)}`, '?firstResult=-1&pageSize=99999', '/%2e%2e', '?a=%00', '?redirect=%00http://evil.example', `?s=${'%00'.repeat(100)}`, '?language=%E0%A4%A'];
  const bodies: (string | Buffer)[] = [
    '{',
    '[]',
    'null',
    '"x"',
    '{"unitCode":',
    JSON.stringify({ unitCode: 'H001', userCode: long, password: 1 }),
    JSON.stringify({ unitCode: long, userCode: 'a', password: long }),
    JSON.stringify({ unitCode: '\u0000', userCode: '\u0000', password: '\u0000' }),
    Buffer.from('{"unitCode":"H\u0000001","userCode":"a\u0000","password":"p"}', 'utf8'),
    JSON.stringify({ unitCode: { $ne: 1 }, userCode: ['a'], password: true }),
    '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
    JSON.stringify({ id: 'NaN', email: long, captchaId: long, captcha: '\u0000' }),
    JSON.stringify([long]),
    Buffer.from([0xff, 0xfe, 0x00, 0x00]),
  ];
  const statuses: string[] = [];
  const classOf = (status: number) => `${Math.floor(status / 100)}xx`;
  const fiveXX: string[] = [];
  for (let batch = 0; batch < 17; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => {
        const method = pick(['GET', 'POST', 'PUT', 'DELETE'] as const);
        const target = pick(paths) + pick(suffixes);
        return httpCall(port, {
          method,
          path: target,
          host: pick([uc, uc, sso]),
          headers: { 'content-type': pick(['application/json', 'text/plain', 'application/json; charset=utf-8']), origin: `http://${uc}`, ...xff('192.0.2.13') },
          body: method === 'GET' ? undefined : pick(bodies),
        }).then(
          (a) => {
            if (a.status >= 500) fiveXX.push(`${method} ${target.slice(0, 60)} → ${a.status}`);
            return classOf(a.status);
          },
          (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? 'reset' : `error ${e.code ?? e.message}`),
        );
      }),
    );
    statuses.push(...answers);
  }
  const rawCases = [
    ...Array.from({ length: 15 }, () => `GET /api/uc/sso/available?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: ${uc}\r\n\r\n`),
    ...Array.from({ length: 15 }, () => `GET /login?x=${'%00'.repeat(33_334)} HTTP/1.1\r\nHost: ${sso}\r\n\r\n`),
    ...Array.from({ length: 5 }, () => `GET /api/uc/sso/\u0000available HTTP/1.1\r\nHost: ${uc}\r\n\r\n`),
    ...Array.from({ length: 5 }, () => '\u0000\u0001NOT HTTP AT ALL\r\n\r\n'),
  ];
  // A request whose body has no framing: its bytes reach the server as a second, malformed request.
  const unframed = Array.from({ length: 10 }, () => `DELETE /login HTTP/1.1\r\nHost: ${uc}\r\nContent-Type: application/json\r\n\r\n{"unitCode":"\u0000"}`);
  const unframedAnswers: string[] = [];
  for (let i = 0; i < rawCases.length + unframed.length; i += 5) {
    const batch = [...rawCases, ...unframed].slice(i, i + 5);
    const answers = await Promise.all(batch.map((text) => sendRaw(port, text)));
    answers.forEach((a, j) => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(a.statusLines[0] ?? '')?.[1];
      statuses.push(status ? classOf(Number(status)) : a.reset ? 'reset' : 'no answer');
      if (status && Number(status) >= 500) fiveXX.push(`raw → ${status}`);
      if (i + j >= rawCases.length) unframedAnswers.push(a.statusLines.map((l) => l.slice(9, 12)).join('+') || 'none');
    });
  }
  const after = await request(port, { path: '/api/uc/sso/casLoginOption', host: sso });
  const bad = statuses.filter((s) => s === '5xx' || s === 'reset' || s === 'no answer' || s.startsWith('error')).length;
  return {
    verdict: bad === 0 && after.status === 200 ? 'held' : 'FAILED',
    happened:
      `${statuses.length} requests: ${tally(statuses)}; of them DELETE /login with an unframed body, answers per connection: ${tally(unframedAnswers)}; ` +
      `server afterwards HTTP ${after.status}${fiveXX.length ? `; 5xx: ${[...new Set(fiveXX)].slice(0, 5).join(', ')}` : ''}`,
  };
}

/** 15. The 40110 refusal of the password-reset mail, asked for in Chinese. */
async function row15ChineseError(port: number): Promise<Outcome> {
  const { uc } = hosts(port);
  const body = { unitCode: 'HQ', userCode: 'admin', email: 'not-the-address@example.com' };
  const byHeader = await request(port, { method: 'POST', path: '/api/uc/sso/sendResetPasswordMail', host: uc, headers: { language: 'zh-CN', 'accept-language': 'en-US', ...xff('198.51.100.15') }, body });
  const byCookie = await request(port, { method: 'POST', path: '/api/uc/sso/sendResetPasswordMail', host: uc, headers: { cookie: 'SYS_LANG=zh-CN', 'accept-language': 'en-US', ...xff('198.51.100.15') }, body });
  const english = await request(port, { method: 'POST', path: '/api/uc/sso/sendResetPasswordMail', host: uc, headers: { language: 'en-US', ...xff('198.51.100.16') }, body });
  const cjk = (a: Answer) => /[\u4e00-\u9fff]/.test(envelopeOf(a.body).msg ?? '');
  const held = codeOf(byHeader) === String(ErrorCode.EMAIL_MISMATCH) && cjk(byHeader) && cjk(byCookie);
  const show = (a: Answer) => `${codeOf(a)} HTTP ${a.status} "${envelopeOf(a.body).msg ?? ''}"`;
  return { verdict: held ? 'held' : 'FAILED', happened: `header language: zh-CN → ${show(byHeader)}; cookie SYS_LANG=zh-CN → ${show(byCookie)}; (language: en-US → ${show(english)})` };
}

// ---------------------------------------------------------------------------------------------
// Row 6 (3401: empty database, no DEMO) and rows 3, 14 (3402: COOKIE_SECURE, private Redis)

/** 6. The README's demo password against a production start on an empty database. */
async function row6EmptyStart(port: number, db: Db): Promise<Outcome> {
  const a = await request(port, { method: 'POST', path: '/api/uc/login', host: hosts(port).uc, body: login('HQ', 'admin', 'Admin@2026') });
  const users = await db.user.count();
  const admin = await db.user.findFirst({ where: { code: 'admin', unit: { code: 'HQ' } }, select: { firstLogin: true } });
  return {
    verdict: codeOf(a) === '0' ? 'FAILED' : 'held',
    happened: `HQ/admin with Admin@2026 → ${codeOf(a)} HTTP ${a.status}; the new database has ${users} user(s), HQ/admin ${admin ? `exists (firstLogin=${admin.firstLogin})` : 'does not exist'}`,
  };
}

/** The answer behind a captcha's stored hash (sha256 of `id:ANSWER`), by trying every 4-character A-Z0-9 text. */
function recoverCaptchaAnswer(captchaId: string, stored: string): string | undefined {
  const expected = Buffer.from(stored, 'base64url');
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of chars) for (const b of chars) for (const c of chars) for (const d of chars) {
    const text = a + b + c + d;
    if (createHash('sha256').update(`${captchaId}:${text}`).digest().equals(expected)) return text;
  }
  return undefined;
}

/** 3. The image captcha: its markup, and the right answer after the tries are spent. */
async function row3Captcha(port: number, store: RedisStore | undefined): Promise<Outcome> {
  const { uc } = hosts(port);
  const cookie = await signIn(port, uc, '/api/uc/login', login('HQ', 'admin', 'Admin@2026'), '198.51.100.3');
  const fetchCaptcha = async () => {
    const a = await request(port, { path: '/api/uc/user/captcha', host: uc, headers: { cookie } });
    const retVal = envelopeOf(a.body).retVal as { captchaId?: string; image?: string } | undefined;
    if (!retVal?.captchaId || !retVal.image) throw new Error(`GET /api/uc/user/captcha answered ${codeOf(a)} HTTP ${a.status}`);
    return { captchaId: retVal.captchaId, svg: Buffer.from(retVal.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8') };
  };
  const answerWith = (captchaId: string, captcha: string, id: number) =>
    request(port, { method: 'POST', path: '/api/uc/user/emailResetCode', host: uc, headers: { cookie }, body: { id, email: 'probe@example.com', captchaId, captcha } }).then(codeOf);

  const first = await fetchCaptcha();
  const textElements = (first.svg.match(/<text\b|<tspan\b/gi) ?? []).length;
  const fontFamily = /font-family/i.test(first.svg);
  const between = first.svg.replace(/<[^>]*>/g, '').trim();
  const pathCount = (first.svg.match(/<path\b/g) ?? []).length;
  const markup = `SVG ${first.svg.length} chars: ${textElements} <text>/<tspan>, font-family ${fontFamily ? 'present' : 'absent'}, ${pathCount} <path>, text between tags: ${between ? `"${between.slice(0, 40)}"` : 'none'}`;
  if (!store) return { verdict: 'not tried', happened: `${markup}; the right-answer part was not tried: no private Redis, so the probe cannot learn the answer` };

  // The server keeps only sha256(id:ANSWER) in the store; the probe reads it and recovers the answer.
  const stored = await store.get(`captcha:${first.captchaId}`);
  const answer = stored ? recoverCaptchaAnswer(first.captchaId, stored) : undefined;
  if (!answer) return { verdict: 'not tried', happened: `${markup}; the stored hash was ${stored ? 'not recovered' : 'not found'}, so the right-answer part was not tried` };
  // A user id that is not the caller's: a captcha that passes then gives 40300 (forbidden), one refused gives 40109.
  const wrong: string[] = [];
  for (let i = 0; i < CAPTCHA_MAX_TRIES; i++) wrong.push(await answerWith(first.captchaId, '----', 999_999));
  const rightAfter = await answerWith(first.captchaId, answer, 999_999);
  const control = await fetchCaptcha();
  const controlStored = await store.get(`captcha:${control.captchaId}`);
  const controlAnswer = controlStored ? recoverCaptchaAnswer(control.captchaId, controlStored) : undefined;
  const controlCode = controlAnswer ? await answerWith(control.captchaId, controlAnswer, 999_998) : 'not recovered';
  const held = textElements === 0 && !first.svg.includes(answer) && rightAfter === String(ErrorCode.CODE_INVALID) && wrong.every((c) => c === String(ErrorCode.CODE_INVALID));
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `${markup}, answer in markup: ${first.svg.includes(answer) ? 'YES' : 'no'}; ${CAPTCHA_MAX_TRIES} wrong tries → ${wrong.join(' ')}, then the right answer → ${rightAfter} ` +
      `(40109 refused, 40300 = captcha passed); control, right answer on a fresh captcha's first try → ${controlCode}`,
  };
}

/** 14. Content-Security-Policy and HSTS of /login, on a plain start and on a COOKIE_SECURE=true one. */
function row14Headers(plain: Answer, secure: Answer | string, secureBff: Answer | undefined): Outcome {
  const csp = String(plain.headers['content-security-policy'] ?? '');
  const frameAncestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.trim();
  const secureHsts = typeof secure === 'string' ? undefined : secure.headers['strict-transport-security'];
  const secureCsp = typeof secure === 'string' ? undefined : secure.headers['content-security-policy'];
  const held = Boolean(csp) && Boolean(frameAncestors) && Boolean(secureHsts);
  return {
    verdict: typeof secure === 'string' ? 'not tried' : held ? 'held' : 'FAILED',
    happened:
      `3400 GET /login HTTP ${plain.status}: CSP ${csp ? `present (${csp.length} chars)` : 'ABSENT'}, frame-ancestors ${frameAncestors ?? 'ABSENT'}, HSTS ${plain.headers['strict-transport-security'] ?? 'absent'}; ` +
      (typeof secure === 'string' ? `COOKIE_SECURE start not tried: ${secure}` : `3402 (COOKIE_SECURE=true) GET /login HTTP ${secure.status}: HSTS ${secureHsts ?? 'ABSENT'}, CSP ${secureCsp ? 'present' : 'ABSENT'}; a BFF answer there: HSTS ${secureBff?.headers['strict-transport-security'] ?? 'ABSENT'}`),
  };
}

/** A redis-server of this probe's own, so the captcha's stored hash can be read without touching a shared one. */
async function startPrivateRedis(port: number): Promise<{ child: ChildProcess; store: RedisStore } | string> {
  if (!(await portIsFree(port))) return `port ${port} is already in use`;
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const ready = await new Promise<boolean>((resolve) => {
    let out = '';
    const timer = setTimeout(() => resolve(false), 10_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.once('error', () => resolve(false));
    child.once('exit', () => resolve(false));
  });
  if (!ready) {
    child.kill('SIGTERM');
    return 'redis-server did not start';
  }
  return { child, store: RedisStore.connect(`redis://127.0.0.1:${port}`) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  fs.mkdirSync(PROBE_DIR, { recursive: true });
  for (const name of ['main', 'empty', 'secure']) removeDatabase(name);
  const rows: Row[] = [];
  const runStarted = performance.now();

  // The main server: demo data, forwarded addresses believed from 127.0.0.1 only.
  let plainLogin: Answer | undefined;
  let main: AppServer | undefined;
  let startError = '';
  try {
    main = await startProbeApp(MAIN_PORT, { DATABASE_URL: dbUrl('main'), DEMO: 'true', TRUSTED_PROXIES: '127.0.0.1' }, 900_000);
  } catch (e) {
    startError = e instanceof Error ? e.message : String(e);
  }
  if (main) {
    const db = createPrismaClient(dbUrl('main'));
    const p = MAIN_PORT;
    try {
      plainLogin = await request(p, { path: '/login', host: hosts(p).sso });
      // Issue 17's rows first: they sign in with accounts of their own and lock nobody, and the
      // sign-in bursts below lock H001/frontdesk, whom row 101 needs signed in.
      for (const r of authorityRows) await attempt(rows, r.n, r.tried, () => r.run(p, db));
      // Order matters: each row has its own addresses and accounts, and the bursts come last.
      await attempt(rows, 9, 'Host sso.localhost:3400@evil.example / sso.localhost:evil.example on /apps', () => row9Hosts(p));
      await attempt(rows, 12, 'Cookie SYS_LANG=% and concierge_session=%E0%A4%A on a BFF call; GET /api/uc/%', () => row12BrokenEscapes(p));
      await attempt(rows, 10, 'X-Forwarded-Proto: https from an untrusted client (source 127.0.0.2)', () => row10ForwardedProto(p));
      await attempt(rows, 15, 'error 40110 (reset mail, wrong address) asked for in zh-CN', () => row15ChineseError(p));
      await attempt(rows, 11, 'signed in: /sso?appCode=PMS&redirect=http://localhost:6666/index', () => row11UnregisteredRedirect(p));
      await attempt(rows, 5, "ticket URL minted for browser A (HQ/admin) opened in browser B", () => row5TicketElsewhere(p, db));
      await attempt(rows, 4, 'chunked 3 MiB JSON body to POST /api/uc/login, 32 KiB/25 ms, never ended', () => row4SlowBody(p));
      await attempt(rows, 2, '60 failed logins at once from one address (unknown accounts)', () => row2IpBurst(p));
      await attempt(rows, 1, '50 wrong passwords for HQ/support at once, 50 client addresses', () => row1AccountBurst(p, db));
      await attempt(rows, 7, 'session of H001/frontdesk, then the account locked by wrong passwords', () => row7LockRevokes(p, db));
      await attempt(rows, 8, '39 wrong + right password for H001/cashier in one burst, one address', () => row8GuessBurst(p, db));
      await attempt(rows, 13, '~900 malformed requests (bad JSON, types, 10k strings, NUL, 100k URLs)', () => row13Malformed(p));
    } finally {
      await db.$disconnect();
      await main.stop();
    }
  } else {
    for (const n of [1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 15, ...authorityRows.map((r) => r.n)]) rows.push({ n, tried: `row ${n} on port ${MAIN_PORT}`, ...notTried(`the main server did not start: ${startError}`) });
  }

  // A production start on a new empty database without DEMO.
  await attempt(rows, 6, '`npm start` on an empty database, no DEMO: HQ/admin with Admin@2026', async () => {
    const empty = await startProbeApp(EMPTY_PORT, { DATABASE_URL: dbUrl('empty'), DEMO: 'false' }, 300_000);
    const db = createPrismaClient(dbUrl('empty'));
    try {
      return await row6EmptyStart(EMPTY_PORT, db);
    } finally {
      await db.$disconnect();
      await empty.stop();
    }
  });

  // COOKIE_SECURE=true, demo data, the ephemeral store in a private Redis.
  const redis = await startPrivateRedis(REDIS_PORT);
  let secureLogin: Answer | string = 'not started';
  let secureBff: Answer | undefined;
  try {
    let secure: AppServer | undefined;
    try {
      secure = await startProbeApp(SECURE_PORT, { DATABASE_URL: dbUrl('secure'), DEMO: 'true', COOKIE_SECURE: 'true', ...(typeof redis === 'string' ? {} : { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` }) }, 300_000);
    } catch (e) {
      secureLogin = `the COOKIE_SECURE server did not start: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (secure) {
      try {
        secureLogin = await request(SECURE_PORT, { path: '/login', host: hosts(SECURE_PORT).sso });
        secureBff = await request(SECURE_PORT, { path: '/api/uc/sso/casLoginOption', host: hosts(SECURE_PORT).sso });
        await attempt(rows, 3, 'image captcha: markup, then the right answer after the tries limit', () => row3Captcha(SECURE_PORT, typeof redis === 'string' ? undefined : redis.store));
      } finally {
        await secure.stop();
      }
    } else {
      rows.push({ n: 3, tried: 'image captcha', ...notTried(String(secureLogin)) });
    }
  } finally {
    if (typeof redis !== 'string') {
      await redis.store.close();
      await stopChild(redis.child);
    }
  }
  const plain = plainLogin;
  const [secureAnswer, secureBffAnswer] = [secureLogin, secureBff];
  if (plain) await attempt(rows, 14, 'response headers of /login: CSP frame-ancestors, HSTS', async () => row14Headers(plain, secureAnswer, secureBffAnswer));
  else rows.push({ n: 14, tried: 'response headers of /login', ...notTried('the main server did not start') });

  console.log(`\nDefence probe, ${new Date().toISOString()}, ${Math.round(ms(runStarted) / 1000)} s (servers: ${MAIN_PORT} demo + TRUSTED_PROXIES=127.0.0.1, ${EMPTY_PORT} empty no DEMO, ${SECURE_PORT} COOKIE_SECURE=true${typeof redis === 'string' ? ` without Redis (${redis})` : ` + private Redis ${REDIS_PORT}`})\n`);
  printTable(rows);
  const failed = rows.filter((r) => r.verdict === 'FAILED' || r.verdict === 'ERROR');
  console.log(`\n${failed.length ? `Did NOT hold or could not be probed: rows ${failed.map((r) => r.n).join(', ')}` : 'Every row that was tried held.'}`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
