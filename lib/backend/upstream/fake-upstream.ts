/**
 * Test helper: a real node:http server standing in for the upstream user-center. It records every
 * request and answers with canned replies per path (default: a success envelope with retVal null).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallContext } from '@/lib/backend/types';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
}

export type Reply =
  | { status?: number; json: unknown }
  | { status?: number; raw: string }
  /** Never answers: for timeouts. */
  | { hang: true }
  /** A 200 whose body never ends: for the size limit. */
  | { endless: true };

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  last(): RecordedRequest;
  /** Sets the reply for a path (without query), or for every path with '*'. */
  reply(path: string, r: Reply): void;
  /** Shortcut for a 200 envelope. */
  envelope(path: string, result: number, retVal: unknown, msg?: string): void;
  reset(): void;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const replies = new Map<string, Reply>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text === '' ? undefined : text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // keep the raw text
      }
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const r = replies.get(url.pathname) ?? replies.get('*') ?? { json: { result: 0, msg: 'ok', retVal: null } };
      if ('hang' in r) return;
      if ('endless' in r) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.on('error', () => undefined);
        const chunk = Buffer.alloc(64 * 1024, 32);
        // Writes as fast as the reader takes it, until the reader hangs up.
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on('drain', pump);
        pump();
        return;
      }
      const payload = 'json' in r ? JSON.stringify(r.json) : r.raw;
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
      res.end(payload);
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    last() {
      const r = requests.at(-1);
      if (!r) throw new Error('no request recorded');
      return r;
    },
    reply: (path, r) => void replies.set(path, r),
    envelope: (path, result, retVal, msg = result === 0 ? 'ok' : 'refused') => void replies.set(path, { json: { result, msg, retVal } }),
    reset() {
      requests.length = 0;
      replies.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening: opened, read, closed. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export function callContext(overrides: Partial<CallContext> = {}): CallContext {
  return {
    token: 'tok-secret-123',
    locale: 'en-US',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    appCode: 'PORTAL',
    host: 'portal.example',
    ...overrides,
  };
}

/** A login result as the upstream sends it: the spec's flat fields only. */
export function flatLoginResult(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    jwtToken: 'jwt-new',
    apps: [],
    menus: [],
    userCode: 'alice',
    username: 'Alice',
    unitId: 'u-uuid',
    unitCode: 'HQ',
    unitName: 'Head office',
    unitLogo: '',
    deptName: 'IT',
    userPkId: 7,
    unitPkId: 3,
    pwdChange: 'F',
    ...overrides,
  };
}
