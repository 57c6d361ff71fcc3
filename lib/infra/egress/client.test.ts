/**
 * The egress client against real node:http servers on loopback: refused unless allow-listed (also
 * after a redirect and in every written form), connects to the checked address only, follows
 * redirects itself, and ends a call at its time and size limits with a short reason.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { egressFetchFunction } from './as-fetch';
import { parseAllowList } from './allow-list';
import { createEgress, type Egress } from './client';
import { EgressError } from './egress-error';
import type { Resolver } from './policy';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A server that records what reaches it and answers by path. */
async function server(handle: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void): Promise<{ url: string; port: number; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const s = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const port = (s.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        s.closeAllConnections();
        s.close(() => resolve());
      }),
  };
}

let app: Awaited<ReturnType<typeof server>>;
let internal: Awaited<ReturnType<typeof server>>;
let egress: Egress;
const limits = { purpose: 'test', timeoutMs: 2000, maxBytes: 64 * 1024 };

beforeAll(async () => {
  internal = await server((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"INTERNAL-ANSWER"}'));
  app = await server((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect') return void res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to ?? '' }).end('moved');
    if (url.pathname === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/hang') return;
    if (url.pathname === '/big') return void res.writeHead(200, { 'content-length': String(1024 * 1024) }).end(Buffer.alloc(1024 * 1024, 97));
    if (url.pathname === '/endless') {
      res.writeHead(200);
      res.on('error', () => undefined);
      const pump = () => {
        while (!res.destroyed && res.write(Buffer.alloc(16 * 1024, 98)));
      };
      res.on('drain', pump);
      return pump();
    }
    res.writeHead(200, { 'content-type': 'text/plain', 'x-seen-method': req.method ?? '' }).end(`ok ${req.method} ${body}`);
  });
  // The production policy plus the application server only: the "internal" one stays blocked.
  egress = createEgress({ allow: parseAllowList(`127.0.0.1:${app.port}`) });
});
afterAll(async () => {
  await Promise.all([app.close(), internal.close()]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function reasonOf(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(EgressError);
  return (e as EgressError).reason;
}

describe('refusals', () => {
  it.each([
    (p: number) => `http://127.0.0.1:${p}/`,
    (p: number) => `http://2130706433:${p}/`,
    (p: number) => `http://0x7f.1:${p}/`,
    (p: number) => `http://127.1:${p}/`,
    (p: number) => `http://[::1]:${p}/`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/`,
    (p: number) => `http://localhost:${p}/`,
    (p: number) => `http://ext.localhost:${p}/`,
  ])('an address on loopback that is not listed is never called (%#)', async (form) => {
    expect(await reasonOf(egress.fetch(form(internal.port), {}, limits))).toBe('blocked_address');
    expect(internal.seen).toHaveLength(0);
  });

  it('a redirect to a blocked address is refused before it is followed, in any form', async () => {
    for (const to of [`${internal.url}/`, `http://[::ffff:7f00:1]:${internal.port}/`, `http://localhost:${internal.port}/`, 'http://169.254.169.254/latest/meta-data/']) {
      const via = `${app.url}/redirect?to=${encodeURIComponent(to)}`;
      expect(await reasonOf(egress.fetch(via, {}, limits)), to).toBe('blocked_address');
    }
    expect(internal.seen).toHaveLength(0);
  });

  it('only http and https, without credentials in the URL', async () => {
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', '/relative', 'gopher://127.0.0.1:70/', `http://user:pw@127.0.0.1:${app.port}/`]) {
      expect(await reasonOf(egress.fetch(url, {}, limits)), url).toBe('invalid_url');
    }
    expect(await reasonOf(egress.fetch(`${app.url}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, {}, limits))).toBe('bad_redirect');
  });
});

describe('allowed calls', () => {
  it('answers status, headers and body; sends the method, headers and a form', async () => {
    const res = await egress.fetch(`${app.url}/echo`, { method: 'POST', headers: { 'x-trace': 't1' }, body: new URLSearchParams({ a: '1', b: 'two' }) }, limits);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-seen-method')).toBe('POST');
    expect(res.text()).toBe('ok POST a=1&b=two');
    const seen = app.seen.at(-1)!;
    expect(seen.headers['x-trace']).toBe('t1');
    expect(seen.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen.headers.host).toBe(`127.0.0.1:${app.port}`);
  });

  it('sends a FormData as multipart', async () => {
    const form = new FormData();
    form.set('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const res = await egress.fetch(`${app.url}/echo`, { method: 'POST', body: form }, limits);
    expect(res.status).toBe(200);
    expect(app.seen.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(app.seen.at(-1)!.body).toContain('hello');
  });

  it('maps *.localhost to loopback itself and connects only to the address it checked', async () => {
    const viaName = createEgress({ allow: parseAllowList(`ext.localhost:${app.port}`) });
    expect((await viaName.fetch(`http://ext.localhost:${app.port}/echo`, {}, limits)).status).toBe(200);
    expect(app.seen.at(-1)!.headers.host).toBe(`ext.localhost:${app.port}`);
    // A name the system cannot resolve reaches the server only through the checked answer: DNS is asked once per call.
    const resolver = vi.fn<Resolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const pinned = createEgress({ allow: parseAllowList(`svc.internal.test:${app.port}`) }, { resolve: resolver });
    expect((await pinned.fetch(`http://svc.internal.test:${app.port}/echo`, {}, limits)).status).toBe(200);
    expect(resolver).toHaveBeenCalledOnce();
  });

  it('a name whose DNS answer is a private address is refused unless the name is listed', async () => {
    const resolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const unlisted = createEgress({ allow: [] }, { resolve: resolver });
    expect(await reasonOf(unlisted.fetch(`http://rebind.example:${app.port}/echo`, {}, limits))).toBe('blocked_address');
  });
});

describe('redirects', () => {
  it('follows an allowed redirect; 303 continues as GET without the body', async () => {
    const res = await egress.fetch(`${app.url}/redirect?status=303&to=/echo`, { method: 'POST', body: 'payload' }, limits);
    expect(res.status).toBe(200);
    expect(res.text()).toBe('ok GET ');
    expect(res.url).toBe(`${app.url}/echo`);
  });

  it('307 keeps the method and body', async () => {
    const res = await egress.fetch(`${app.url}/redirect?status=307&to=/echo`, { method: 'POST', body: 'payload' }, limits);
    expect(res.text()).toBe('ok POST payload');
  });

  it('drops credentials on a redirect to another origin', async () => {
    const other = createEgress({ allow: parseAllowList(`127.0.0.1:${app.port}, localhost:${app.port}`) });
    await other.fetch(`${app.url}/redirect?to=${encodeURIComponent(`http://localhost:${app.port}/echo`)}`, { headers: { authorization: 'Bearer SECRET', 'x-keep': 'yes' } }, limits);
    const seen = app.seen.at(-1)!;
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['x-keep']).toBe('yes');
  });

  it('stops after the allowed number of redirects; with none allowed the 3xx comes back as it is', async () => {
    expect(await reasonOf(egress.fetch(`${app.url}/loop`, {}, limits))).toBe('too_many_redirects');
    expect(app.seen.filter((s) => s.url === '/loop')).toHaveLength(4);
    const res = await egress.fetch(`${app.url}/redirect?to=/echo`, {}, { ...limits, maxRedirects: 0 });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/echo');
  });
});

describe('limits', () => {
  it('ends a call that gets no answer at its time limit', async () => {
    const started = Date.now();
    expect(await reasonOf(egress.fetch(`${app.url}/hang`, {}, { ...limits, timeoutMs: 200 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses an answer over the size limit, declared or streamed', async () => {
    expect(await reasonOf(egress.fetch(`${app.url}/big`, {}, { ...limits, maxBytes: 1000 }))).toBe('too_large');
    const started = Date.now();
    expect(await reasonOf(egress.fetch(`${app.url}/endless`, {}, { ...limits, timeoutMs: 5000, maxBytes: 100 * 1024 }))).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('names a port where nothing listens as refused', async () => {
    const closed = await server(() => undefined);
    await closed.close();
    const e = createEgress({ allow: parseAllowList(`127.0.0.1:${closed.port}`) });
    expect(await reasonOf(e.fetch(`${closed.url}/`, {}, limits))).toBe('refused');
  });

  it('logs a refusal with the purpose and the host, never the path or the query', async () => {
    const lines: string[] = [];
    vi.stubEnv('LOG_LEVEL', 'warn');
    vi.spyOn(console, 'error').mockImplementation((l: unknown) => void lines.push(String(l)));
    await reasonOf(egress.fetch(`${internal.url}/callback?token=SECRET-TOKEN`, {}, { ...limits, purpose: 'opening-step' }));
    vi.unstubAllEnvs();
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ event: 'egress.blocked', purpose: 'opening-step', host: '127.0.0.1' }));
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN');
  });
});

describe('as a fetch function (for libraries that take one)', () => {
  it('returns a Response, and rejects a blocked address', async () => {
    const f = egressFetchFunction(egress, limits);
    const res = await f(`${app.url}/echo`, { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok POST {"a":1}');
    expect(await reasonOf(f(`${internal.url}/`))).toBe('blocked_address');
    const manual = await f(`${app.url}/redirect?to=/echo`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
  });
});
