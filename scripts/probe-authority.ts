/**
 * Issue 17's rows of the defence probe ("Authority you can see"): the security review's eleven
 * findings, each replayed over HTTP (WebSocket for row 9) against the probe's main production
 * start (scripts/probe-defences.ts: demo data, TRUSTED_PROXIES=127.0.0.1) and reported with what
 * this run saw. Numbered 101-111 so they sort after the sign-in rows; `tried` names the review's
 * row. The recipes are the integration tests' (named on each row), moved from in-process calls to
 * the network.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ROOT } from '../bench/lib/harness';
import { appPidOn, treeRss } from '../bench/lib/processes';
import { passwordDemand } from '../components/account/password-demand';
import type { PublicLoginResult } from '../lib/contracts/auth';
import type { Db } from '../lib/db/client';
import { envSchema } from '../lib/env';
import { ErrorCode } from '../lib/errors/codes';
import { STOMP_PATH } from '../lib/realtime/stomp-server';
import { loadStaticConfig } from '../lib/config/static-config';
import { httpCall } from '../tests/support/http-call';
import { hostileAddresses, pageFamilies } from '../tests/support/route-families';
import { openStomp, type TestStomp } from '../tests/support/stomp-client';
import { inlineRow, minimalXlsx, repeatedDeflate, SHEET_END, SHEET_START } from '../tests/support/xlsx-files';
import { EXT_DEMO_SECRET } from '../prisma/seed/ext-app';
import { codeOf, envelopeOf, hosts, login, ms, signIn, sleep, tally, xff, type Answer, type Outcome } from './probe-common';

export interface AuthorityRow {
  n: number;
  tried: string;
  run(port: number, db: Db): Promise<Outcome>;
}

// ---------------------------------------------------------------------------------------------
// Signed-in callers and their calls

/** Demo passwords of the accounts these rows sign in with (prisma/seed/users.ts); the rest use the default. */
const PASSWORDS: Record<string, string> = { 'HQ/admin': 'Admin@2026', 'H001/frontdesk': 'Hotel@2026', 'H001/newbie': 'Newbie@2026' };
const DEMO_PASSWORD = 'Demo@2026';

interface Caller {
  port: number;
  host: string;
  cookie: string;
  ip: string;
}

/**
 * One session per account and host for all these rows: H001 overwrites an account's earlier
 * session at its next sign-in (its login security setting), so signing in again would end the
 * session another row still holds.
 */
const sessions = new Map<string, Promise<Caller>>();

function caller(port: number, host: string, unitCode: string, userCode: string): Promise<Caller> {
  const key = `${port} ${host} ${unitCode}/${userCode}`;
  let session = sessions.get(key);
  if (!session) {
    // Each account signs in from an address of its own, so no address-wide login limit is involved.
    const ip = `198.51.110.${sessions.size + 1}`;
    const password = PASSWORDS[`${unitCode}/${userCode}`] ?? DEMO_PASSWORD;
    session = signIn(port, host, host.startsWith('sso.') ? '/api/uc/sso/login' : '/api/uc/login', login(unitCode, userCode, password), ip).then((cookie) => ({ port, host, cookie, ip }));
    session.catch(() => sessions.delete(key));
    sessions.set(key, session);
  }
  return session;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A BFF call as the user center's page makes it: the session cookie, Origin on a change, JSON. */
function call(c: Caller, method: Method, bffPath: string, opts: { body?: unknown; query?: Record<string, string | number> } = {}): Promise<Answer> {
  const query = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}` : '';
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return httpCall(c.port, {
    method,
    path: `/api/uc${bffPath}${query}`,
    host: c.host,
    headers: {
      cookie: c.cookie,
      ...xff(c.ip),
      ...(method === 'GET' ? { 'sec-fetch-site': 'same-origin' } : { origin: `http://${c.host}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
    timeoutMs: 120_000,
  });
}

const retValOf = <T>(a: Answer): T | undefined => envelopeOf(a.body).retVal as T | undefined;
const shown = (a: Answer) => `${codeOf(a)} (HTTP ${a.status})`;
const unitId = async (db: Db, code: string) => (await db.unit.findUniqueOrThrow({ where: { code } })).id;
const appId = async (db: Db, code: string) => (await db.application.findUniqueOrThrow({ where: { code } })).id;

/** A local HTTP server standing for an internal service: counts what reaches it and answers with a marker. */
async function internalService(marker: string, answer: (marker: string) => unknown): Promise<{ url: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(marker)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The other ways to write a loopback address, which a check of the text alone would miss. */
const loopbackForms = (url: string) => [url, url.replace('127.0.0.1', '[::ffff:127.0.0.1]'), url.replace('127.0.0.1', '2130706433'), url.replace('127.0.0.1', 'localhost')];
/** An address's host as it was written (URL parsing would turn 2130706433 back into 127.0.0.1). */
const writtenHost = (url: string) => url.replace(/^https?:\/\//, '').split('/')[0]!;

// ---------------------------------------------------------------------------------------------
// The rows (recipes: the integration test named on each)

/** Review row 1 (grant-ceiling.integration.test.ts): a cascading menu carrying `uc:param:edit`. */
async function cascadingParamMenu(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const [appadmin, frontdesk, zhangwei] = await Promise.all([caller(port, uc, 'HQ', 'appadmin'), caller(port, uc, 'H001', 'frontdesk'), caller(port, uc, 'HQ', 'zhangwei')]);
  const strategy = await db.systemOption.findFirstOrThrow({ where: { unitId: null, code: 'PASSWORD_STRATEGY' } });
  const menu = { kind: 'MENU', winType: 'CURRENTPAGE', parentId: null, code: 'probe_param_everyone', name: 'probe_param_everyone', title: '参数（人人）', address: '/config/parameter-config', permission: 'uc:param:edit', cascade: true };
  const saved = await call(appadmin, 'POST', '/resource', { body: { ...menu, appId: await appId(db, 'UC'), ownerUnitId: await unitId(db, 'HQ') } });
  const stored = await db.resource.count({ where: { code: menu.code } });
  // From the next call on: what two ordinary users of HQ and of a hotel hold.
  const granted = async (c: Caller) =>
    (retValOf<{ permissions?: string[] }>(await call(c, 'GET', '/user/consoleAccess'))?.permissions ?? []).filter((p) => p.startsWith('uc:param') || p.startsWith('uc:style'));
  const [frontdeskHolds, zhangweiHolds] = await Promise.all([granted(frontdesk), granted(zhangwei)]);
  const weaken = await call(frontdesk, 'POST', '/sysOption/updateValue', { body: { id: strategy.id, value: '^.{1,}$' } });
  const after = await db.systemOption.findUniqueOrThrow({ where: { id: strategy.id } });
  const held = codeOf(saved) !== '0' && stored === 0 && frontdeskHolds.length === 0 && zhangweiHolds.length === 0 && codeOf(weaken) !== '0' && after.value === strategy.value;
  const list = (xs: string[]) => (xs.length ? xs.join(',') : 'none');
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `HQ/appadmin POST /resource (cascade, uc:param:edit, owner HQ) → ${shown(saved)} "${envelopeOf(saved.body).msg ?? ''}", menus stored: ${stored}; ` +
      `next call, uc:param*/uc:style* held by H001/frontdesk: ${list(frontdeskHolds)}, by HQ/zhangwei: ${list(zhangweiHolds)}; ` +
      `H001/frontdesk POST /sysOption/updateValue PASSWORD_STRATEGY=^.{1,}$ → ${shown(weaken)}, group's strategy ${after.value === strategy.value ? 'unchanged' : `CHANGED to ${after.value}`}`,
  };
}

/** Review row 2 (option-secrets.integration.test.ts): a provider secret in `WECHAT_OAUTH`. */
async function providerSecret(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const [admin, h001admin, frontdesk] = await Promise.all([caller(port, uc, 'HQ', 'admin'), caller(port, uc, 'H001', 'h001admin'), caller(port, uc, 'H001', 'frontdesk')]);
  const secret = 'probe-provider-secret-5d1e';
  const value = JSON.stringify({ authorizeUrl: 'https://id.example/auth', tokenUrl: 'https://id.example/token', userInfoUrl: 'https://id.example/me', clientId: 'concierge', clientSecret: secret, scope: 'openid' });
  const saved = await call(admin, 'POST', '/sysOption/update', { body: { code: 'WECHAT_OAUTH', name: '微信', value } });
  const reads: [string, Answer][] = [
    ['POST /sysOption/update (the save itself, HQ/admin)', saved],
    ['GET /sysOption/unit?code=WECHAT_OAUTH (H001/frontdesk)', await call(frontdesk, 'GET', '/sysOption/unit', { query: { code: 'WECHAT_OAUTH' } })],
    ['GET /sysOption/unitOptions (H001/h001admin)', await call(h001admin, 'GET', '/sysOption/unitOptions', { query: { unitId: await unitId(db, 'H001') } })],
    ['GET /sysOption/querySystem (HQ/admin)', await call(admin, 'GET', '/sysOption/querySystem', { query: { code: 'WECHAT_OAUTH' } })],
  ];
  const row = await db.systemOption.findFirst({ where: { unitId: null, code: 'WECHAT_OAUTH' } });
  const leaked = reads.filter(([, a]) => a.body.includes(secret));
  const clientSecretShown = (a: Answer) => /clientSecret\\?":\\?"([^"\\]*)/.exec(a.body)?.[1];
  const held = codeOf(saved) === '0' && leaked.length === 0 && !!row && !(row.value ?? '').includes(secret);
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      reads.map(([what, a]) => `${what} → ${shown(a)}, secret text ${a.body.includes(secret) ? 'RETURNED' : 'absent'}${clientSecretShown(a) !== undefined ? ` (clientSecret shown as "${clientSecretShown(a)}")` : ''}`).join('; ') +
      `; in the database: ${row ? ((row.value ?? '').includes(secret) ? 'IN CLEAR' : `sealed (${/enc:v\d+:/.exec(row.value ?? '')?.[0] ?? 'no secret text'})`) : 'no row'}`,
  };
}

/** Review row 3 (third-party.integration.test.ts): the unit's OAuth provider pointed at loopback. */
async function oauthOnLoopback(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const h001admin = await caller(port, uc, 'H001', 'h001admin');
  const H001 = await unitId(db, 'H001');
  const hk01 = await db.user.findFirstOrThrow({ where: { code: 'hk01', unitId: H001 } });
  const marker = 'INTERNAL-ANSWER-3b7c';
  const internal = await internalService(marker, (m) => ({ access_token: m, sub: m, openid: m, nickname: m, picture: m }));
  const tries: string[] = [];
  let returned = 0;
  try {
    for (const base of loopbackForms(internal.url)) {
      const config = { authorizeUrl: `${base}/auth`, tokenUrl: `${base}/token`, userInfoUrl: `${base}/me`, clientId: 'c', clientSecret: 's', idField: 'sub' };
      const saved = await call(h001admin, 'POST', '/sysOption/saveUnitOption', { body: { unitId: H001, code: 'WECHAT_OAUTH', value: JSON.stringify(config) } });
      const start = await call(h001admin, 'GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: hk01.id, redirectUri: `http://${uc}/user/wechat-bind` } });
      const state = new URL(retValOf<{ url?: string }>(start)?.url ?? 'http://x/').searchParams.get('state');
      if (!state) {
        tries.push(`${writtenHost(base)}: save ${shown(saved)}, bind URL ${shown(start)} (no state, bind not tried)`);
        continue;
      }
      const bind = await call(h001admin, 'GET', '/thirdPlatform/bind', { query: { code: 'any-code', state } });
      if (bind.body.includes(marker)) returned++;
      tries.push(`${writtenHost(base)}: save ${shown(saved)}, bind ${shown(bind)} "${envelopeOf(bind.body).msg ?? ''}"`);
    }
  } finally {
    await internal.close();
  }
  const bound = await db.thirdPartyBinding.count({ where: { openId: marker } });
  const held = internal.seen.length === 0 && returned === 0 && bound === 0;
  return {
    verdict: held ? 'held' : 'FAILED',
    happened: `${tries.join('; ')}; the internal server received ${internal.seen.length} request(s)${internal.seen.length ? ` (${internal.seen.slice(0, 3).join(', ')})` : ''}; its answer in a reply: ${returned} time(s); bindings to it: ${bound}`,
  };
}

/** Review row 4 (apps.integration.test.ts, "loopback"): an AUTO opening step on a loopback address. */
async function openingStepOnLoopback(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const [appadmin, admin] = await Promise.all([caller(port, uc, 'HQ', 'appadmin'), caller(port, uc, 'HQ', 'admin')]);
  const marker = 'INTERNAL-ANSWER-4e2a';
  const internal = await internalService(marker, (m) => ({ result: 0, msg: m, retVal: { password: m } }));
  const parts: string[] = [];
  const answers: Answer[] = [];
  try {
    const [first, ...others] = loopbackForms(`${internal.url}/admin/users`);
    const app = await call(appadmin, 'POST', '/app/save', { body: { code: 'PROBE4', descript: '内网探测' } });
    const newApp = retValOf<{ id: number }>(app)?.id;
    if (!newApp) throw new Error(`/app/save answered ${shown(app)}`);
    const step = await call(appadmin, 'POST', '/app/step', { body: { appId: newApp, order: 1, name: '探测', executor: 'AUTO', url: first } });
    const stepId = retValOf<{ id: number }>(step)?.id;
    parts.push(`HQ/appadmin saves the AUTO step on ${writtenHost(first!)} → ${shown(step)}`);
    const H002 = await unitId(db, 'H002');
    const opened = await call(admin, 'POST', '/open/open', { body: { unitId: H002, appId: newApp } });
    answers.push(opened);
    const tasks = await call(admin, 'POST', '/open/tasks', { body: { unitId: H002, appId: newApp } });
    answers.push(tasks);
    const task = retValOf<{ datas?: { id: number; state: string; lastError: string }[] }>(tasks)?.datas?.[0];
    parts.push(`opening for H002 → ${shown(opened)}, task ${task ? `${task.state} lastError "${task.lastError}"` : 'none'}`);
    if (task && stepId) {
      const retried: string[] = [];
      for (const url of others) {
        await call(appadmin, 'POST', '/app/step', { body: { id: stepId, appId: newApp, order: 1, name: '探测', executor: 'AUTO', url } });
        const retry = await call(admin, 'POST', '/open/task/retry', { body: { id: task.id } });
        answers.push(retry);
        const t = retValOf<{ state?: string; lastError?: string }>(retry);
        retried.push(`${writtenHost(url)} ${t?.state ?? codeOf(retry)}/${t?.lastError ?? '-'}`);
      }
      parts.push(`retried with ${retried.join(', ')}`);
      const logs = await call(admin, 'GET', '/open/task/logs', { query: { taskId: task.id } });
      answers.push(logs);
      const failures = (retValOf<{ action: string; message: string }[]>(logs) ?? []).filter((l) => l.action === 'FAIL').map((l) => l.message);
      parts.push(`task log FAIL messages: ${tally(failures)} (longest ${Math.max(0, ...failures.map((m) => m.length))} chars)`);
    }
  } finally {
    await internal.close();
  }
  const stored = JSON.stringify([await db.openingTaskLog.findMany(), await db.openingTask.findMany()]);
  const inAnswers = answers.some((a) => a.body.includes(marker));
  const held = internal.seen.length === 0 && !inAnswers && !stored.includes(marker);
  return {
    verdict: held ? 'held' : 'FAILED',
    happened: `${parts.join('; ')}; the internal server received ${internal.seen.length} request(s); its answer in replies: ${inAnswers ? 'YES' : 'no'}, in the task tables: ${stored.includes(marker) ? 'YES' : 'no'}`,
  };
}

const IMPORT_HEADERS = ['用户编码', '姓名', '性别', '出生日期', '手机号', '邮箱', '身份证号', '地址', '部门编码', '用户类型', '状态', '有效期至', '初始密码', '备注'];

/** While `work` runs: a call every 50 ms by `c` (its wait from when it was due) and the server's memory. */
async function alongside<T>(port: number, c: Caller, work: Promise<T>): Promise<{ result: T; tookMs: number; waits: number[]; rssBefore: number; rssPeak: number }> {
  const pid = appPidOn(port);
  const rssBefore = treeRss(pid);
  let rssPeak = rssBefore;
  let done = false;
  const started = performance.now();
  const running = work.finally(() => (done = true));
  const waits: number[] = [];
  while (!done) {
    const due = performance.now() + 50;
    await sleep(50);
    await call(c, 'GET', '/user/consoleAccess');
    waits.push(performance.now() - due);
    rssPeak = Math.max(rssPeak, treeRss(pid));
  }
  const result = await running;
  return { result, tookMs: ms(started), waits, rssBefore, rssPeak: Math.max(rssPeak, treeRss(pid)) };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Review row 5 (user-import.integration.test.ts with tests/support/xlsx-files.ts): a zip bomb, then a large allowed file. */
async function importBomb(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const [h001admin, watcher] = await Promise.all([caller(port, uc, 'H001', 'h001admin'), caller(port, uc, 'H001', 'fomanager')]);
  const H001 = await unitId(db, 'H001');
  const importFile = (bytes: Buffer) => call(h001admin, 'POST', '/user/import', { body: { unitId: H001, fileName: 'users.xlsx', base64: bytes.toString('base64') } });
  // 5,000,000 rows of 49 bytes: 245 MB of sheet XML in about 714 KB.
  const bomb = minimalXlsx(repeatedDeflate(SHEET_START + inlineRow(1, IMPORT_HEADERS), '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(20_000), 250, SHEET_END));
  const baseline: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await call(watcher, 'GET', '/user/consoleAccess');
    baseline.push(performance.now() - t);
  }
  const users = () => db.user.count();
  const usersBefore = await users();
  const b = await alongside(port, watcher, importFile(bomb));
  // An allowed file that does take reading (exceljs needed 3.4 s on the event loop for it): 5000
  // rows, a long notes column in the shared strings, every code malformed so nothing is hashed.
  let seed = 7;
  const token = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 1e9).toString(36);
  const notes = Array.from({ length: 5000 }, () => `<si><t>${token()} ${token()} ${'说明'.repeat(150)}</t></si>`).join('');
  const rows = Array.from({ length: 5000 }, (_, i) =>
    inlineRow(i + 2, [`-r${i}`, `名${i}`, '男', '1990-01-01', '13800001234', `u${i}@example.com`, '', '上海市浦东新区', 'FO', '普通用户', '启用', '', 'Start@2026x', '备注']).replace('</row>', `<c r="O${i + 2}" t="s"><v>${i}</v></c></row>`),
  );
  const large = minimalXlsx(SHEET_START + inlineRow(1, [...IMPORT_HEADERS, '说明']) + rows.join('') + SHEET_END, { sharedStrings: notes });
  const l = await alongside(port, watcher, importFile(large));
  const usersAfter = await users();
  const report = retValOf<{ total?: number; created?: number }>(l.result);
  const maxWait = (w: number[]) => Math.round(Math.max(0, ...w));
  const held =
    codeOf(b.result) === String(ErrorCode.IMPORT_EXPANDS_TOO_MUCH) && b.tookMs < 3000 && b.rssPeak - b.rssBefore < 200 * 1024 * 1024 && maxWait(l.waits) < 2000 && usersAfter === usersBefore;
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `${Math.round(bomb.length / 1024)} KB .xlsx expanding to 5,000,000 rows (245 MB) → ${shown(b.result)} "${envelopeOf(b.result.body).msg ?? ''}" in ${b.tookMs} ms, ` +
      `other calls meanwhile ${b.waits.length} waited ≤ ${maxWait(b.waits)} ms, server memory ${mb(b.rssBefore)} → peak ${mb(b.rssPeak)}; ` +
      `an allowed ${Math.round(large.length / 1024)} KB file of 5000 rows with 4.6 MB of shared strings → ${shown(l.result)} total ${report?.total ?? '-'} created ${report?.created ?? '-'} in ${l.tookMs} ms, ` +
      `${l.waits.length} other calls meanwhile waited ≤ ${maxWait(l.waits)} ms (alone: ≤ ${maxWait(baseline)} ms), memory ${mb(l.rssBefore)} → peak ${mb(l.rssPeak)}; users ${usersBefore} → ${usersAfter}`,
  };
}

/** Review row 6 (e2e/hostile-input.spec.ts): paths whose escapes do not decode, on every page family. */
async function undecodablePaths(port: number): Promise<Outcome> {
  const { uc, sso, demo } = hosts(port);
  const admin = await caller(port, uc, 'HQ', 'admin');
  const named = ['/style-frame/%C0%AF', '/style-frame/%FF', '/style-assets/%FF', '/files/%FF', '/code/%C0%AF', '/style/%C0%AF', '/demo/%C0%AF'];
  const asked: { where: string; path: string; status: number; result: string }[] = [];
  const ask = async (host: string, paths: string[], cookie?: string) => {
    for (let i = 0; i < paths.length; i += 6) {
      const batch = paths.slice(i, i + 6);
      const answers = await Promise.all(batch.map((p) => httpCall(port, { path: p, host, headers: cookie ? { cookie } : {}, timeoutMs: 60_000 }).catch((e: Error) => ({ status: 0, headers: {}, body: e.message }))));
      answers.forEach((a, j) => asked.push({ where: host, path: batch[j]!, status: a.status, result: codeOf(a) }));
    }
  };
  for (const host of [sso, demo]) await ask(host, named);
  await ask(uc, named, admin.cookie);
  const namedAnswers = [...asked];
  // Every page and route family of app/ with its hostile addresses (undecodable escapes, odd ids,
  // broken query strings), signed in on the user center.
  const families = pageFamilies();
  const walk = families.flatMap(hostileAddresses);
  await ask(uc, walk, admin.cookie);
  const walked = asked.slice(namedAnswers.length);
  const fiveXX = asked.filter((a) => a.status >= 500 || a.status === 0);
  const held = fiveXX.length === 0 && namedAnswers.every((a) => a.status === 400 && a.result === String(ErrorCode.VALIDATION));
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `the ${named.length} named paths on the SSO and demo hosts (anonymous) and the user center (HQ/admin): ${tally(namedAnswers.map((a) => `${a.status}/${a.result}`))}; ` +
      `every family's hostile addresses (${families.length} families, ${walked.length} addresses) on the user center: HTTP ${tally(walked.map((a) => a.status))}` +
      (fiveXX.length ? `; 5xx or no answer: ${fiveXX.slice(0, 5).map((a) => `${a.path} → ${a.status}`).join(', ')}` : ''),
  };
}

/** Review row 7 (console-input.integration.test.ts, user-import.integration.test.ts): a unit id that does not exist; three imports at once. */
async function missingUnit(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const [admin, h001admin] = await Promise.all([caller(port, uc, 'HQ', 'admin'), caller(port, uc, 'H001', 'h001admin')]);
  const MISSING = 999_999;
  const menu = await db.resource.findFirstOrThrow({ where: { kind: 'MENU', address: { not: null } } });
  const crm = await appId(db, 'CRM');
  const calls: [string, Method, string, Record<string, unknown>][] = [
    ['saveUnitOption', 'POST', '/sysOption/saveUnitOption', { unitId: MISSING, code: 'probe.option', value: '1' }],
    ['findDeparts', 'GET', '/org/findDeparts', { unitId: MISSING }],
    ['batchDeparts', 'POST', '/org/batchDeparts', { unitId: MISSING, items: [{ code: 'PROBE01', name: 'probe' }] }],
    ['pms/saveMappings', 'POST', '/pms/saveMappings', { unitId: MISSING, pmsHotelCode: 'PROBE', items: [{ pmsUserCode: 'probe01' }] }],
    ['role/list', 'POST', '/role/list', { unitId: MISSING }],
    ['role/batchRoles', 'POST', '/role/batchRoles', { unitId: MISSING, items: [{ code: 'PROBE_ROLE', descript: 'probe' }] }],
    ['canaryMenuConfigs/add', 'POST', '/resource/canaryMenuConfigs/add', { resourceId: menu.id, unitId: MISSING, address: '/demo/probe' }],
    ['open/open', 'POST', '/open/open', { unitId: MISSING, appId: crm }],
    ['org/unit/{id}/app', 'POST', `/org/unit/${MISSING}/app`, { appId: crm }],
  ];
  const rowCounts = async () => {
    const [options, depts, pms, roles, canaries, openings, unitApps] = await Promise.all([db.systemOption.count(), db.department.count(), db.pmsUserMapping.count(), db.role.count(), db.canaryMenuConfig.count(), db.openingTask.count(), db.unitApplication.count()]);
    return JSON.stringify({ options, depts, pms, roles, canaries, openings, unitApps });
  };
  const before = await rowCounts();
  const answers: Answer[] = [];
  for (const [, method, p, input] of calls) {
    answers.push(method === 'GET' ? await call(admin, method, p, { query: input as Record<string, string | number> }) : await call(admin, method, p, { body: input }));
  }
  const unchanged = (await rowCounts()) === before;
  const serverErrors = calls.filter((_, i) => answers[i]!.status >= 500).map(([name]) => name);

  // Three identical imports fired together.
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户');
  sheet.addRow(IMPORT_HEADERS);
  for (const code of ['probe7a', 'probe7b', 'probe7c']) sheet.addRow([code, `导入${code}`, '', '', '', '', '', '', '', '', '', '', 'Start@2026x', '']);
  const file = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer).toString('base64');
  const usersBefore = await db.user.count();
  const H001 = await unitId(db, 'H001');
  const imports = await Promise.all(Array.from({ length: 3 }, () => call(h001admin, 'POST', '/user/import', { body: { unitId: H001, fileName: 'users.xlsx', base64: file } })));
  const created = (await db.user.count()) - usersBefore;
  const held = serverErrors.length === 0 && answers.every((a) => [ErrorCode.VALIDATION, ErrorCode.NOT_FOUND].map(String).includes(codeOf(a))) && unchanged && imports.every((a) => a.status < 500) && created === 3;
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `unit ${MISSING} on the 9 calls (HQ/admin): ${calls.map(([name], i) => `${name} ${codeOf(answers[i]!)}/${answers[i]!.status}`).join(', ')}; rows written: ${unchanged ? 'none' : 'SOME'}; ` +
      `3 identical imports at once (H001/h001admin): ${tally(imports.map((a) => `${codeOf(a)}/${a.status}`))}, users created ${created}`,
  };
}

/** Review row 8 (console-input.integration.test.ts): ids written as `true`, hex, an exponent. */
async function coercedIds(port: number, db: Db): Promise<Outcome> {
  const { uc } = hosts(port);
  const h001admin = await caller(port, uc, 'H001', 'h001admin');
  const H001 = await unitId(db, 'H001');
  type UserPage = { datas?: { code: string }[]; totalRows?: number };
  // The rows a loose reading would have named.
  const named = async (id: number) => (await db.unit.findUnique({ where: { id }, select: { code: true } }))?.code ?? 'none';
  const cases: [string, unknown, number][] = [
    ['true', true, 1],
    ['"0x10"', '0x10', 16],
    ['"1e3"', '1e3', 1000],
  ];
  const parts: string[] = [];
  let listed = 0;
  let refused = 0;
  for (const [label, value, loose] of cases) {
    const a = await call(h001admin, 'POST', '/org/users', { body: { unitId: value } });
    const page = retValOf<UserPage>(a);
    if (page?.datas) listed++;
    if (codeOf(a) === String(ErrorCode.VALIDATION)) refused++;
    parts.push(`{"unitId":${label}} (loosely unit ${loose} = ${await named(loose)}) → ${shown(a)}${page?.datas ? `, LISTED ${page.totalRows} users` : ''}`);
  }
  const control = retValOf<UserPage>(await call(h001admin, 'POST', '/org/users', { body: { unitId: H001 } }));
  return {
    verdict: listed === 0 && refused === cases.length ? 'held' : 'FAILED',
    happened: `H001/h001admin POST /org/users ${parts.join('; ')}; control {"unitId":${H001}} (H001) lists ${control?.totalRows ?? '-'} users`,
  };
}

/** Review row 9 (stomp-server.integration.test.ts with tests/support/stomp-client.ts): 2,000 live connections on one session cookie. */
async function stompFlood(port: number): Promise<Outcome> {
  const { demo } = hosts(port);
  const hqadmin = await caller(port, demo, 'HQ', 'hqadmin');
  const perSession = envSchema.shape.STOMP_MAX_PER_SESSION.parse(process.env.STOMP_MAX_PER_SESSION);
  const url = `ws://127.0.0.1:${port}${STOMP_PATH}`;
  const clients: TestStomp[] = [];
  const failures: string[] = [];
  let connected = 0;
  const started = performance.now();
  const pid = appPidOn(port);
  const rssBefore = treeRss(pid);
  try {
    // 100 at a time, each from its own loopback address (the waiting-socket cap is per address;
    // the limit under test is the session's).
    for (let i = 0; i < 2000; i += 100) {
      const batch = await Promise.allSettled(
        Array.from({ length: 100 }, (_, j) => openStomp(url, { headers: { host: demo, cookie: hqadmin.cookie, origin: `http://${demo}` }, localAddress: `127.0.3.${j + 1}` })),
      );
      for (const r of batch) {
        if (r.status === 'fulfilled') {
          clients.push(r.value.client);
          if (r.value.answer?.command === 'CONNECTED') connected++;
        } else failures.push(String(r.reason instanceof Error ? r.reason.message : r.reason).slice(0, 60));
      }
    }
    const openedMs = ms(started);
    // Evictions follow each CONNECTED at once; give the closes time to arrive.
    const deadline = Date.now() + 10_000;
    while (clients.filter((c) => c.isOpen).length > perSession && Date.now() < deadline) await sleep(100);
    const live = clients.filter((c) => c.isOpen);
    const evicted = clients.filter((c) => c.frames.some((f) => f.command === 'ERROR' && f.headers.message === 'too many connections')).length;
    const rssAfter = treeRss(pid);
    const works = live[0] ? (await live[0].subscribe('/user/queue/message').then((f) => f.command, (e: Error) => e.message)) : 'no live connection';
    return {
      verdict: live.length <= perSession ? 'held' : 'FAILED',
      happened:
        `2000 upgrades with HQ/hqadmin's cookie in ${openedMs} ms: CONNECTED ${connected}, failed ${failures.length}${failures.length ? ` (${tally(failures)})` : ''}; ` +
        `closed with ERROR "too many connections" ${evicted}; live afterwards ${live.length} (STOMP_MAX_PER_SESSION ${perSession}); a live one subscribes → ${works}; server memory ${mb(rssBefore)} → ${mb(rssAfter)}`,
    };
  } finally {
    for (const c of clients) c.close();
  }
}

/** Review row 10 (sso-applications.integration.test.ts, docs/integration.md): tickets redeemed without appCode or credentials. */
async function ticketRedemption(port: number): Promise<Outcome> {
  const { sso } = hosts(port);
  const admin = await caller(port, sso, 'HQ', 'admin');
  const extOrigin = `http://ext.localhost:${envSchema.shape.EXT_PORT.parse(process.env.EXT_PORT)}`;
  const basic = (secret: string) => `Basic ${Buffer.from(`EXT:${secret}`).toString('base64')}`;
  const right = basic(EXT_DEMO_SECRET);
  let n = 0;
  /** What EXT's page does: its own state, a trip through /sso, the ticket from the redirect. */
  const mint = async () => {
    const state = `probe-state-${++n}-${Math.random().toString(36).slice(2, 10)}`;
    const a = await httpCall(port, { path: `/sso?appCode=EXT&state=${state}&redirect=${encodeURIComponent(`${extOrigin}/`)}`, host: sso, headers: { cookie: admin.cookie, ...xff(admin.ip) } });
    const ticket = new URL(a.headers.location ?? '/', `http://${sso}`).searchParams.get('ssoToken');
    if (!ticket) throw new Error(`/sso for EXT gave no ticket (HTTP ${a.status}, Location ${a.headers.location ?? '-'})`);
    return { ticket, state };
  };
  /** What EXT's server does (or an attacker holding the ticket): GET /api/uc/sso/check. */
  const check = (q: Record<string, string>, headers: Record<string, string> = {}) =>
    httpCall(port, { path: `/api/uc/sso/check?${new URLSearchParams(q)}`, host: sso, headers: { ...xff('203.0.113.110'), ...headers } });
  const cases: [string, (t: { ticket: string; state: string }) => Promise<Answer>][] = [
    ['wrong secret, no appCode', (t) => check({ token: t.ticket, state: t.state }, { authorization: basic(`cs_${'x'.repeat(43)}`) })],
    ['no credentials at all', (t) => check({ token: t.ticket, appCode: 'EXT', state: t.state })],
    ['no credentials, no appCode', (t) => check({ token: t.ticket, state: t.state })],
    ['a page of another site', (t) => check({ token: t.ticket, appCode: 'EXT', state: t.state }, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' })],
  ];
  const parts: string[] = [];
  let notBurnt = 0;
  const firstCodes: string[] = [];
  for (const [label, attack] of cases) {
    const t = await mint();
    const a = await attack(t);
    const after = await check({ token: t.ticket, appCode: 'EXT', state: t.state }, { authorization: right });
    if (codeOf(after) === '0') notBurnt++;
    firstCodes.push(codeOf(a));
    parts.push(`${label} → ${shown(a)}, then the right secret → ${codeOf(after)}${codeOf(after) === '0' ? ' (NOT BURNT: redeemed)' : ''}`);
  }
  const control = await mint();
  const redeemed = await check({ token: control.ticket, appCode: 'EXT', state: control.state }, { authorization: right });
  // The documented answers (docs/integration.md): 40000 for a missing parameter, 54002 for missing
  // credentials from a server, 40301 for another site's page; every one spends the ticket.
  const documented = [String(ErrorCode.VALIDATION), String(ErrorCode.SSO_TOKEN_INVALID), String(ErrorCode.VALIDATION), String(ErrorCode.CSRF)];
  const held = notBurnt === 0 && firstCodes.every((c, i) => c === documented[i]) && codeOf(redeemed) === '0';
  return {
    verdict: held ? 'held' : 'FAILED',
    happened: `${parts.join('; ')}; control, a fresh ticket with appCode and the right secret → ${codeOf(redeemed)}`,
  };
}

/** Review row 11 (password.integration.test.ts): the first-login prompt cancelled in the user center. */
async function firstLoginCancel(port: number, db: Db): Promise<Outcome> {
  const { uc, sso } = hosts(port);
  const { defaultAppCode, ssoAppCode } = loadStaticConfig(path.join(ROOT, 'config')).loginSystem;
  const newbie = await caller(port, uc, 'H001', 'newbie');
  const firstLogin = async () => (await db.user.findFirstOrThrow({ where: { code: 'newbie', unit: { code: 'H001' } }, select: { firstLogin: true } })).firstLogin;
  const before = await firstLogin();
  const inUc = retValOf<PublicLoginResult>(await call(newbie, 'GET', '/user/getLoginByToken'));
  const promptInUc = inUc ? passwordDemand(inUc, defaultAppCode, defaultAppCode) : undefined;
  const cancel = await call(newbie, 'POST', '/user/cancelUpdatePassword', { body: {} });
  const after = await firstLogin();
  const ucAfter = retValOf<PublicLoginResult>(await call(newbie, 'GET', '/user/getLoginByToken'));
  const onSso = await caller(port, sso, 'H001', 'newbie');
  const ssoLogin = retValOf<PublicLoginResult>(await call(onSso, 'GET', '/user/getLoginByToken'));
  const demand = ssoLogin ? passwordDemand(ssoLogin, ssoAppCode, defaultAppCode) : undefined;
  const describe = (d?: { open: boolean; mandatory: boolean }) => (d ? (d.open ? (d.mandatory ? 'forced' : 'offered, may be cancelled') : 'NOT ASKED') : 'unknown');
  const held = codeOf(cancel) === '0' && after === true && ucAfter?.user.firstLogin === 'T' && demand?.mandatory === true;
  return {
    verdict: held ? 'held' : 'FAILED',
    happened:
      `H001/newbie (firstLogin=${before}) in the user center: prompt ${describe(promptInUc)}; cancel → ${shown(cancel)}; ` +
      `server afterwards: firstLogin=${after}, user center's getLoginByToken firstLogin=${ucAfter?.user.firstLogin ?? '-'}; ` +
      `signed in on the SSO host: firstLogin=${ssoLogin?.user.firstLogin ?? '-'}, the change ${describe(demand)}`,
  };
}

export const authorityRows: readonly AuthorityRow[] = [
  { n: 101, tried: 'issue 17 row 1: HQ/appadmin saves a cascading menu with uc:param:edit on HQ; H001/frontdesk sets the password strategy', run: cascadingParamMenu },
  { n: 102, tried: 'issue 17 row 2: WECHAT_OAUTH clientSecret read back by /sysOption/unit, /unitOptions, /querySystem', run: providerSecret },
  { n: 103, tried: "issue 17 row 3: H001/h001admin points the unit's WECHAT_OAUTH at 127.0.0.1, then binds", run: oauthOnLoopback },
  { n: 104, tried: 'issue 17 row 4: HQ/appadmin AUTO opening step on a loopback url, opened for H002', run: openingStepOnLoopback },
  { n: 105, tried: 'issue 17 row 5: 714 KB .xlsx expanding to 5 M rows imported by H001/h001admin', run: importBomb },
  { n: 106, tried: 'issue 17 row 6: /style-frame/%C0%AF, /files/%FF ... and every page family with undecodable escapes', run: (port) => undecodablePaths(port) },
  { n: 107, tried: 'issue 17 row 7: unit id 999999 on the 9 calls; 3 identical imports at once', run: missingUnit },
  { n: 108, tried: 'issue 17 row 8: POST /org/users {"unitId":true|"0x10"|"1e3"}', run: coercedIds },
  { n: 109, tried: 'issue 17 row 9: 2,000 STOMP connections on one session cookie', run: (port) => stompFlood(port) },
  { n: 110, tried: 'issue 17 row 10: EXT ticket redeemed with a wrong secret and no appCode / no credentials', run: (port) => ticketRedemption(port) },
  { n: 111, tried: 'issue 17 row 11: first-login prompt cancelled in the user center (H001/newbie)', run: firstLoginCancel },
];
