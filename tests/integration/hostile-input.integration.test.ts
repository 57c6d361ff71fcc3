/**
 * The production request path (server.ts without Next, the BFF answered by handleBff) against
 * hostile and malformed input over a real socket: every refusal is an ordinary 4xx envelope, no
 * input gives a 5xx, a body over the limit is refused while it streams, and the server keeps
 * answering. Every BFF call of the endpoint table is walked with malformed escapes, odd ids and
 * hostile values (tests/support/route-families.ts); every page family of app/ is checked to reach
 * Next only with a decodable path (the pages themselves: e2e/hostile-input.spec.ts, on the
 * production start). Also the per-address login limit under a concurrent burst.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { createHttpServer } from '@/server';
import { httpCall, type HttpAnswer } from '@/tests/support/http-call';
import { allEndpoints } from '@/lib/bff/endpoints';
import type { ApiBase, Endpoint } from '@/lib/bff/endpoint';
import { endpointAddress, HOSTILE_VALUES, hostileAddresses, inputKeys, MALFORMED_ESCAPES, ODD_IDS, pageFamilies } from '@/tests/support/route-families';

let h: Harness;
let server: http.Server;
let port: number;

beforeAll(async () => {
  h = await createHarness();
  server = await createHttpServer({ fastBff: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await h.close();
});

type Answer = HttpAnswer;

const call = (opts: { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> =>
  httpCall(port, { ...opts, host: opts.host ?? `uc.localhost:${port}` });

/** Sends bytes as they are (for what a well-behaved client library would refuse to send). */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (out += d));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? resolve(out) : reject(e)));
    socket.write(text);
  });
}

function envelopeOf(a: Answer): { result: number; msg: string } {
  return JSON.parse(a.body) as { result: number; msg: string };
}

describe('hosts', () => {
  it.each(['sso.localhost:3000@evil.example', 'sso.localhost:evil.example', 'evil.example', 'sso.localhost:3000/x', 'sso.localhost:0', '[::1', 'sso..localhost'])(
    'Host %j is refused with 400 in the envelope, without a Location',
    async (host) => {
      const a = await call({ path: '/api/uc/sso/casLoginOption', host });
      expect(a.status).toBe(400);
      expect(a.headers.location).toBeUndefined();
      expect(envelopeOf(a).result).toBe(40303);
    },
  );

  it('X-Forwarded-Proto from a client that is not a trusted proxy is not believed: no Secure cookie', async () => {
    const a = await call({
      method: 'POST',
      path: '/api/uc/login',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', origin: `http://uc.localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' }),
    });
    expect(envelopeOf(a).result).toBe(0);
    const cookies = a.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((c) => !/;\s*Secure/i.test(c))).toBe(true);
    expect(a.headers['strict-transport-security']).toBeUndefined();
  });

  it('a configured host with its port is answered', async () => {
    const a = await call({ path: '/api/uc/sso/casLoginOption', host: `sso.localhost:${port}` });
    expect(a.status).toBe(200);
    expect(envelopeOf(a).result).toBe(0);
  });
});

describe('malformed input is an ordinary 4xx', () => {
  it.each([
    ['a broken language cookie', { cookie: 'SYS_LANG=%' }],
    ['a broken session cookie', { cookie: 'concierge_session=%E0%A4%A' }],
  ])('%s: 400 in the envelope, message in the user language', async (_name, headers) => {
    const a = await call({ path: '/api/uc/sso/available?appCode=UC', headers: { ...headers, 'accept-language': 'zh-CN' } });
    expect(a.status).toBe(400);
    const e = envelopeOf(a);
    expect(e.result).toBe(40000);
    expect(e.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a bad percent-escape in the path is 400, not 500', async () => {
    const a = await call({ path: '/api/uc/%' });
    expect(a.status).toBe(400);
    expect(envelopeOf(a).result).toBe(40000);
    const b = await call({ path: '/api/uc/org/code/%E0%A4%A' });
    expect(b.status).toBe(400);
  });

  it('a 100,000-character URL gets 414, a huge header 431, garbage 400, and the server keeps answering', async () => {
    const long = await raw(`GET /api/uc/sso/available?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: uc.localhost:${port}\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 414/);
    const mid = await call({ path: `/api/uc/sso/available?x=${'a'.repeat(9_000)}` });
    expect(mid.status).toBe(414);
    const header = await raw(`GET /api/uc/sso/casLoginOption HTTP/1.1\r\nHost: uc.localhost:${port}\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`);
    expect(header).toMatch(/^HTTP\/1\.1 431/);
    const garbage = await raw('\u0000\u0001NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400/);
    expect((await call({ path: '/api/uc/sso/casLoginOption' })).status).toBe(200);
  });

  it('bytes that cannot be parsed after a complete request do not take its answer: it comes first, then the connection closes', async () => {
    // What Node's client sends for a DELETE with a body and no framing: the body reads as a second request.
    const out = await raw(`GET /api/uc/sso/casLoginOption HTTP/1.1\r\nHost: uc.localhost:${port}\r\n\r\n{"unframed": true}\r\n\r\n`);
    expect(out).toMatch(/^HTTP\/1\.1 200/);
    expect(out).toContain('"result":0');
    expect(out.toLowerCase()).toContain('connection: close');
    expect(out).not.toMatch(/HTTP\/1\.1 400/);
    expect((await call({ path: '/api/uc/sso/casLoginOption' })).status).toBe(200);
  });

  it('1,000 generated malformed calls: no 5xx, every answer an envelope with a non-zero result', async () => {
    const rnd = mulberry32(12);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const paths = ['/api/uc/login', '/api/uc/sso/login', '/api/uc/user/updateUserPassword', '/api/uc/org/code/H001', '/api/uc/sso/available', '/api/uc/kaptcha/validate', '/api/uc/nope'];
    const bodies = [
      '{',
      '[]',
      'null',
      '"x"',
      JSON.stringify({ unitCode: 'H001', userCode: 'x'.repeat(5000), passwd: 1 }),
      JSON.stringify({ unitCode: '\u0000', userCode: '\u0000', passwd: '\u0000' }),
      JSON.stringify({ unitCode: { $ne: 1 }, userCode: ['a'], passwd: true }),
      JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} } }),
      '\u00ff\u00fe',
    ];
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => {
          const method = pick(['GET', 'POST', 'PUT', 'DELETE'] as const);
          const path = pick(paths) + pick(['', '?x=%', '?appCode=' + 'z'.repeat(300), '?firstResult=-1&pageSize=99999', '/%2e%2e', '?a=%00']);
          return call({
            method,
            path,
            headers: { 'content-type': pick(['application/json', 'text/plain', 'application/json; charset=utf-8']), origin: `http://uc.localhost:${port}` },
            body: method === 'GET' ? undefined : pick(bodies),
          });
        }),
      );
      for (const a of answers) {
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        expect(a.status, a.body).toBeLessThan(500);
        if (a.status !== 200) expect(envelopeOf(a).result).not.toBe(0);
      }
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  }, 180_000);
});

describe('every route family', () => {
  const PREFIX: Record<ApiBase, string> = { uc: '/api/uc', message: '/api/internal-message', translate: '/api/translate' };
  /** The walk's own client address, so the login limit of the burst below is not touched. */
  const WALKER = '127.0.0.3';

  async function signInAsAdmin(): Promise<string> {
    const a = await httpCall(port, {
      method: 'POST',
      path: '/api/uc/login',
      host: `uc.localhost:${port}`,
      localAddress: WALKER,
      headers: { origin: `http://uc.localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' }),
    });
    expect(envelopeOf(a).result, a.body).toBe(0);
    return (a.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  }

  function hostileCalls(endpoint: Endpoint): { method: string; path: string; body?: string }[] {
    const prefix = PREFIX[endpoint.base];
    const hasParams = endpoint.path.includes('/:');
    const paths = hasParams ? [...MALFORMED_ESCAPES, ...ODD_IDS].map((v) => endpointAddress(prefix, endpoint, v)) : MALFORMED_ESCAPES.map((m) => `${prefix}${endpoint.path}/${m}`);
    const plain = endpointAddress(prefix, endpoint, '999999');
    const keys = inputKeys(endpoint);
    const withValues = HOSTILE_VALUES.map((v) => {
      if (endpoint.method === 'GET') {
        const text = typeof v === 'string' ? v : JSON.stringify(v);
        return { method: 'GET', path: `${plain}?${keys.map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(text)}`).join('&')}` };
      }
      return { method: endpoint.method, path: plain, body: JSON.stringify(Object.fromEntries(keys.map((k) => [k, v]))) };
    });
    return [...paths.map((path) => ({ method: endpoint.method, path })), ...withValues, { method: endpoint.method, path: plain, ...(endpoint.method === 'GET' ? {} : { body: '{}' }) }];
  }

  it('every BFF call of the endpoint table, signed in as the group administrator: no 5xx, every refusal an envelope with a non-zero result', async () => {
    let cookie = await signInAsAdmin();
    // The calls that end the session go last, so every other call is made signed in.
    const ends = (e: Endpoint) => /logout/i.test(e.path);
    const ordered = [...allEndpoints.filter((e) => !ends(e)), ...allEndpoints.filter(ends)];
    expect(ordered.length).toBeGreaterThan(200);
    const failures: string[] = [];
    let calls = 0;
    let signedIn = 0;
    for (let i = 0; i < ordered.length; i += 8) {
      const batch = ordered.slice(i, i + 8).flatMap((e) => hostileCalls(e).map((c) => ({ ...c, endpoint: e })));
      const answers = await Promise.all(
        batch.map((c) =>
          httpCall(port, {
            method: c.method,
            path: c.path,
            host: `uc.localhost:${port}`,
            localAddress: WALKER,
            headers: { cookie, origin: `http://uc.localhost:${port}`, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: c.body,
          }).then((a) => ({ c, a })),
        ),
      );
      for (const { c, a } of answers) {
        calls++;
        if (a.status >= 500) failures.push(`${c.method} ${c.path.slice(0, 120)} ${c.body?.slice(0, 80) ?? ''} -> ${a.status} ${a.body.slice(0, 120)}`);
        else if (a.status !== 200 && envelopeOf(a).result === 0) failures.push(`${c.method} ${c.path.slice(0, 120)} -> ${a.status} with result 0`);
        if (a.status === 200 && envelopeOf(a).result === 0) signedIn++;
      }
      // A call that ended the session early (none should): sign in again so the walk stays signed in.
      if (answers.some(({ a }) => a.status === 401)) cookie = await signInAsAdmin();
    }
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    expect(calls).toBeGreaterThan(3000);
    // Some hostile calls are still valid ones (an unknown id is an empty list): the walk was signed in.
    expect(signedIn).toBeGreaterThan(0);
  }, 600_000);

  it('every page and route family of app/: a path that does not decode is refused before Next (400 in the envelope), the rest reaches it', async () => {
    const families = pageFamilies();
    expect(families.map((f) => f.pattern)).toEqual(expect.arrayContaining(['/files/[id]', '/style-assets/[code]', '/style-frame/[[...path]]', '/code/[code]', '/style/[kind]', '/demo/[...path]']));
    const reached: string[] = [];
    const withNext = await createHttpServer({
      fastBff: true,
      next: {
        // Stands in for Next: records what it was handed (the pages themselves are e2e/hostile-input.spec.ts).
        handle: async (req, res) => {
          reached.push(req.url ?? '');
          res.writeHead(204).end();
        },
      },
    });
    await new Promise<void>((resolve) => withNext.listen(0, '127.0.0.1', () => resolve()));
    const nextPort = (withNext.address() as AddressInfo).port;
    try {
      for (const family of families) {
        for (const address of hostileAddresses(family)) {
          const a = await httpCall(nextPort, { path: address, host: `uc.localhost:${nextPort}` });
          expect(a.status, `${family.file}: ${address}`).toBeLessThan(500);
          const malformed = !decodes(address.split('?')[0]!);
          if (malformed) {
            expect(a.status, `${family.file}: ${address}`).toBe(400);
            expect(envelopeOf(a).result).toBe(40000);
            expect(reached).not.toContain(address);
          } else if (!address.startsWith('/api/')) {
            expect(reached, `${family.file}: ${address}`).toContain(address);
          }
        }
      }
    } finally {
      withNext.closeAllConnections();
      await new Promise<void>((resolve) => withNext.close(() => resolve()));
    }
  }, 120_000);
});

describe('bodies', () => {
  it('a chunked body over the limit gets 413 before it ends, and the server keeps answering', async () => {
    const answer = await new Promise<{ status: number; sentWhenAnswered: number; ended: boolean }>((resolve, reject) => {
      let sent = 0;
      let ended = false;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/uc/login',
          agent: false,
          headers: { host: `uc.localhost:${port}`, origin: `http://uc.localhost:${port}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          resolve({ status: res.statusCode ?? 0, sentWhenAnswered: sent, ended });
          res.resume();
          req.destroy();
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e)));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      // Up to 3 MiB, a chunk at a time, and never end: only the limit can produce the answer.
      const timer = setInterval(() => {
        if (sent >= 3 * 1024 * 1024 || req.destroyed) return clearInterval(timer);
        sent += chunk.length;
        req.write(chunk);
      }, 2);
    });
    expect(answer.status).toBe(413);
    expect(answer.ended).toBe(false);
    expect(answer.sentWhenAnswered).toBeLessThan(3 * 1024 * 1024);
    const after = await call({ path: '/api/uc/sso/casLoginOption' });
    expect(after.status).toBe(200);
  });
});

describe('the per-address login limit under a burst', () => {
  it('60 concurrent failed logins from one address: at most 30 reach the check, the rest are limited', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call({
          method: 'POST',
          path: '/api/uc/login',
          headers: { origin: `http://uc.localhost:${port}`, 'content-type': 'application/json' },
          // Distinct unknown accounts: only the address is common to all of them.
          body: JSON.stringify({ unitCode: 'H001', userCode: `nobody-${i}`, password: 'wrong-password-1' }),
        }),
      ),
    );
    const results = answers.map((a) => envelopeOf(a).result);
    const limited = results.filter((r) => r === 42900).length;
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(60 - limited).toBeLessThanOrEqual(30);
    expect(limited).toBeGreaterThanOrEqual(30);
    // And the next one, in sequence, is limited too.
    const next = await call({
      method: 'POST',
      path: '/api/uc/login',
      headers: { origin: `http://uc.localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' }),
    });
    expect(envelopeOf(next).result).toBe(42900);
  }, 120_000);
});

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
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
