/** The HTTP client against a real fake upstream: headers, methods, queries, and every failure path. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { flushLog } from '@/lib/infra/log';
import { createUpstreamClient, type UpstreamClient } from './client';
import { callContext, closedPortUrl, startFakeUpstream, type FakeUpstream, type Reply } from './fake-upstream';
import { BLANK_VALUE } from './query';
import { egressAllowing } from '@/tests/support/egress';

let fake: FakeUpstream;
let client: UpstreamClient;
const ctx = callContext();

beforeAll(async () => {
  fake = await startFakeUpstream();
  // The fake upstream listens on loopback: it is allow-listed as an operator lists a private upstream.
  client = createUpstreamClient({ userCenterUrl: fake.url, timeoutMs: 2000, egress: egressAllowing(fake.url) });
});
afterAll(() => fake.close());
// Quiet by default; captureLogs() turns logging on for the tests that read it.
beforeEach(() => void vi.stubEnv('LOG_LEVEL', 'silent'));
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

async function caught(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

/** Captures log lines (both streams) as parsed JSON. */
function captureLogs(): { lines: () => Record<string, unknown>[]; raw: () => string } {
  vi.stubEnv('LOG_LEVEL', 'debug');
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((l: unknown) => void out.push(String(l)));
  vi.spyOn(console, 'error').mockImplementation((l: unknown) => void out.push(String(l)));
  // Info lines are written in batches (lib/infra/log.ts): flush before reading, one line per event.
  const all = () => {
    flushLog();
    return out.join('\n').split('\n').filter(Boolean);
  };
  return { lines: () => all().map((l) => JSON.parse(l) as Record<string, unknown>), raw: () => all().join('\n') };
}

describe('headers', () => {
  it.each([
    { name: 'token and language on a user-center path', path: '/user/email', token: 'tok-1', auth: 'tok-1', language: 'en-US' },
    { name: 'no Authorization without a token', path: '/user/email', token: undefined, auth: undefined, language: 'en-US' },
    { name: 'neither on a /platform path', path: '/platform/apps', token: 'tok-1', auth: undefined, language: undefined },
    { name: 'no language on /internal-message', path: '/internal-message/api/backstage/noticeList', token: 'tok-1', auth: 'tok-1', language: undefined },
  ])('$name', async ({ path, token, auth, language }) => {
    await client.call(callContext({ token, locale: 'en-US' }), { method: 'GET', path, retVal: z.unknown() });
    const h = fake.last().headers;
    expect(h.authorization).toBe(auth);
    expect(h.language).toBe(language);
    expect(h['x-forwarded-for']).toBe('203.0.113.7');
    expect(h['user-agent']).toBe('Mozilla/5.0 (test)');
  });

  it('sends the call locale as language', async () => {
    await client.call(callContext({ locale: 'zh-CN' }), { method: 'GET', path: '/user/email', retVal: z.unknown() });
    expect(fake.last().headers.language).toBe('zh-CN');
  });

  it('leaves out an unknown client IP and strips line breaks from header values', async () => {
    await client.call(callContext({ ip: 'unknown', userAgent: 'UA\r\nX-Evil: 1' }), { method: 'GET', path: '/user/email', retVal: z.unknown() });
    const h = fake.last().headers;
    expect(h['x-forwarded-for']).toBeUndefined();
    expect(h['user-agent']).toBe('UAX-Evil: 1');
    expect(h['x-evil']).toBeUndefined();
  });
});

describe('methods and bodies', () => {
  it.each([
    { name: 'PUT is sent as POST with its JSON body', method: 'PUT' as const, body: { messageId: 7 }, sent: 'POST', received: { messageId: 7 }, json: true },
    { name: 'POST without a body sends {}', method: 'POST' as const, body: undefined, sent: 'POST', received: {}, json: true },
    { name: 'GET sends no body', method: 'GET' as const, body: undefined, sent: 'GET', received: undefined, json: false },
    { name: 'DELETE keeps its method', method: 'DELETE' as const, body: undefined, sent: 'DELETE', received: undefined, json: false },
  ])('$name', async ({ method, body, sent, received, json }) => {
    await client.call(ctx, { method, path: '/sysOption', body, retVal: z.unknown() });
    const r = fake.last();
    expect(r.method).toBe(sent);
    expect(r.body).toEqual(received);
    expect(r.headers['content-type']).toBe(json ? 'application/json' : undefined);
  });
});

describe('urls', () => {
  it('sends only non-empty filters and BLANK_VALUE as an empty string', async () => {
    const query = { firstResult: 0, pageSize: 10, readState: '', srcUsercode: BLANK_VALUE, titleKeyword: undefined, srcUsername: null };
    await client.call(ctx, { method: 'GET', path: '/messageReciveList/userMessageList', query, retVal: z.unknown() });
    const q = fake.last().query;
    expect([...q.keys()]).toEqual(['firstResult', 'pageSize', 'srcUsercode']);
    expect(q.get('firstResult')).toBe('0');
    expect(q.get('srcUsercode')).toBe('');
  });

  it('encodes path parameters', async () => {
    await client.call(ctx, { method: 'GET', path: '/org/code/:code', params: { code: 'a b/c' }, retVal: z.unknown() });
    expect(fake.last().path).toBe('/org/code/a%20b%2Fc');
  });

  it('keeps a path prefix of the base URL and ignores its trailing slash', async () => {
    const prefixed = createUpstreamClient({ userCenterUrl: `${fake.url}/uc/`, timeoutMs: 2000, egress: egressAllowing(fake.url) });
    await prefixed.call(ctx, { method: 'GET', path: '/user/email', retVal: z.unknown() });
    expect(fake.last().path).toBe('/uc/user/email');
  });
});

describe('answers', () => {
  it('returns the parsed retVal', async () => {
    fake.envelope('/x', 0, { n: 1, extra: 'dropped' });
    await expect(client.call(ctx, { method: 'GET', path: '/x', retVal: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
  });

  it('accepts a null msg on success', async () => {
    fake.reply('/x', { json: { result: 0, msg: null, retVal: 5 } });
    await expect(client.call(ctx, { method: 'GET', path: '/x', retVal: z.number() })).resolves.toBe(5);
  });
});

describe('failures', () => {
  const strict = z.object({ jwtToken: z.string() });
  it.each<{ name: string; reply: Reply; code: number; message?: string; data?: unknown }>([
    { name: 'envelope error keeps code, message and retVal', reply: { json: { result: 40100, msg: '账号或密码错误', retVal: { left: 2 } } }, code: 40100, message: '账号或密码错误', data: { left: 2 } },
    { name: 'envelope error without msg leaves the wording to the BFF', reply: { json: { result: 52100, msg: '', retVal: null } }, code: 52100, message: undefined },
    { name: 'HTTP 404 gives 404', reply: { status: 404, raw: 'Not Found' }, code: 404 },
    { name: 'HTTP 401 carrying an envelope keeps its code (a dead session still logs out)', reply: { status: 401, json: { result: 50001, msg: 'x', retVal: null } }, code: 50001 },
    { name: 'HTTP 400 with a success envelope gives 400', reply: { status: 400, json: { result: 0, msg: 'x', retVal: null } }, code: 400 },
    { name: 'HTTP 503 gives 503', reply: { status: 503, raw: '<html>' }, code: 503 },
    { name: 'a redirect is not followed', reply: { status: 302, raw: '' }, code: ErrorCode.UNKNOWN_NETWORK },
    { name: 'a body that is not JSON gives -999', reply: { raw: '<html>gateway</html>' }, code: ErrorCode.UNKNOWN_NETWORK },
    { name: 'JSON that is not an envelope gives INTERNAL', reply: { json: { ok: true } }, code: ErrorCode.INTERNAL },
    { name: 'a non-integer result gives INTERNAL', reply: { json: { result: '0', msg: '', retVal: null } }, code: ErrorCode.INTERNAL },
    { name: 'an invalid retVal gives INTERNAL', reply: { json: { result: 0, msg: 'ok', retVal: { jwtToken: 42 } } }, code: ErrorCode.INTERNAL },
  ])('$name', async (row) => {
    fake.reply('/y', row.reply);
    const e = await caught(client.call(ctx, { method: 'GET', path: '/y', retVal: strict }));
    expect(e.code).toBe(row.code);
    if ('message' in row) expect(e.serverMessage).toBe(row.message);
    if (row.data !== undefined) expect(e.data).toEqual(row.data);
  });

  it('a refused connection gives -999, logged as a network error', async () => {
    const logs = captureLogs();
    const closed = await closedPortUrl();
    const refused = createUpstreamClient({ userCenterUrl: closed, timeoutMs: 2000, egress: egressAllowing(closed) });
    const e = await caught(refused.call(ctx, { method: 'GET', path: '/user/email', retVal: z.unknown() }));
    expect(e.code).toBe(ErrorCode.UNKNOWN_NETWORK);
    expect(logs.lines()).toContainEqual(expect.objectContaining({ event: 'upstream.network_error', reason: 'refused', path: '/user/email' }));
  });

  it('an upstream that never answers gives -999 after timeoutMs, logged as a timeout', async () => {
    const logs = captureLogs();
    fake.reply('/slow', { hang: true });
    const quick = createUpstreamClient({ userCenterUrl: fake.url, timeoutMs: 200, egress: egressAllowing(fake.url) });
    const started = Date.now();
    const e = await caught(quick.call(ctx, { method: 'GET', path: '/slow', retVal: z.unknown() }));
    expect(e.code).toBe(ErrorCode.UNKNOWN_NETWORK);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logs.lines()).toContainEqual(expect.objectContaining({ event: 'upstream.timeout', timeoutMs: 200 }));
  });

  it('refuses an answer over the size limit while it streams in (chunked, no length)', async () => {
    const logs = captureLogs();
    // An endless answer: only the limit can end the read (the timeout is far away).
    fake.reply('/big', { endless: true });
    const limited = createUpstreamClient({ userCenterUrl: fake.url, timeoutMs: 5000, maxResponseBytes: 256 * 1024, egress: egressAllowing(fake.url) });
    const started = Date.now();
    const e = await caught(limited.call(ctx, { method: 'GET', path: '/big', retVal: z.unknown() }));
    expect(e.code).toBe(ErrorCode.INTERNAL);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(logs.lines()).toContainEqual(expect.objectContaining({ event: 'upstream.too_large', path: '/big' }));
  });

  it('goes through the egress policy: an upstream on loopback that is not allow-listed is never called', async () => {
    const logs = captureLogs();
    const unlisted = createUpstreamClient({ userCenterUrl: fake.url, timeoutMs: 2000, egress: egressAllowing() });
    const e = await caught(unlisted.call(ctx, { method: 'GET', path: '/user/email', retVal: z.unknown() }));
    expect(e.code).toBe(ErrorCode.UNKNOWN_NETWORK);
    expect(fake.requests).toHaveLength(0);
    expect(logs.lines()).toContainEqual(expect.objectContaining({ event: 'upstream.network_error', reason: 'blocked_address', path: '/user/email' }));
  });
});

describe('logging', () => {
  it('never writes the token, the body, the query or the answer', async () => {
    const logs = captureLogs();
    const secretCtx = callContext({ token: 'TOKEN-abc-987' });
    fake.envelope('/login', 40100, { hint: 'RETVAL-secret' }, 'MSG-secret');
    await caught(client.call(secretCtx, { method: 'POST', path: '/login', body: { password: 'PASSWORD-xyz' }, retVal: z.unknown() }));
    fake.envelope('/sso/check', 0, { jwtToken: 5 });
    await caught(client.call(secretCtx, { method: 'GET', path: '/sso/check', query: { token: 'SSO-TOKEN-555', appCode: 'A' }, retVal: strictToken }));
    fake.reply('/sso/check', { status: 500, raw: 'boom' });
    await caught(client.call(secretCtx, { method: 'GET', path: '/sso/check', query: { token: 'SSO-TOKEN-555' }, retVal: z.unknown() }));
    const text = logs.raw();
    expect(logs.lines().length).toBeGreaterThanOrEqual(3);
    for (const secret of ['TOKEN-abc-987', 'PASSWORD-xyz', 'SSO-TOKEN-555', 'RETVAL-secret', 'MSG-secret', '?']) expect(text).not.toContain(secret);
  });
});

const strictToken = z.object({ jwtToken: z.string() });
