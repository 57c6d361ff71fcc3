/**
 * The HTTP server process. A plain node:http server that:
 * - refuses what no page or call can use before anything else runs: a Host that is not a strictly
 *   parsed configured host (400), a URL over 8 KiB (414), malformed requests (400/431), a path
 *   whose percent-escapes do not decode (400; lib/routing/malformed-path.ts);
 * - answers every BFF call itself (lib/bff/dispatch.ts `handleBff`) outside Next's request
 *   pipeline in production, so the calls applications make on every request cost what the
 *   pipeline costs and no more (decision record 012; `next dev` keeps the app/api route handlers
 *   for hot reload);
 * - serves the live message channel (STOMP over WebSocket, lib/realtime) on the same port;
 * - answers the plainest visits of the static sign-in pages (no query, no session cookie) from the
 *   kept copy itself in production (lib/routing/static-visit.ts);
 * - hands every other request to Next. It also writes the socket address into a header the
 *   client cannot forge, because route handlers cannot see the socket (client IP for limits).
 * Without Next (`withNext: false`) it serves the BFF and the live channel only: the
 * multi-instance tests and benchmarks start instances that way.
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { env } from '@/lib/env';
import { appForHost, staticConfig } from '@/lib/config/static-config';
import { parseTrustedProxies, REMOTE_ADDR_HEADER } from '@/lib/security/client-ip';
import { parseHost } from '@/lib/bff/http/host';
import { isMalformedPath } from '@/lib/routing/malformed-path';
import { isOidcPath } from '@/lib/oidc/paths';

export interface StartedServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/** Handlers that may claim a WebSocket upgrade before Next sees it (the message service adds one). */
export const upgradeHandlers: UpgradeHandler[] = [];

/** Longest request target accepted; longer ones get 414 (browsers and proxies stop near here too). */
export const MAX_URL_BYTES = 8 * 1024;

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type NextUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>;

function envelope(status: number, result: number, msg: string): { status: number; body: string } {
  return { status, body: JSON.stringify({ result, msg, retVal: null }) };
}

/** Plain refusals before any application code runs (no session, no language yet: both languages). */
const REFUSALS = {
  badHost: envelope(400, 40303, '域名未关联应用 / domain not linked to an application'),
  uriTooLong: envelope(414, 41400, '请求地址过长 / request address too long'),
  badRequest: envelope(400, 40000, '请求格式错误 / malformed request'),
  headersTooLarge: envelope(431, 43100, '请求头过大 / request headers too large'),
  notFound: envelope(404, 40400, '未找到 / not found'),
};

function refuse(res: ServerResponse, r: { status: number; body: string }): void {
  res.writeHead(r.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(r.body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(r.body);
}

function rawRefusal(socket: Duplex, r: { status: number; body: string }, reason: string): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${r.status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(r.body)}\r\nconnection: close\r\n\r\n${r.body}`,
  );
}

/** /healthz: the process answers; /readyz: the database and Redis answer too (lib/server/health.ts). */
async function answerProbe(target: '/healthz' | '/readyz', res: ServerResponse): Promise<void> {
  let status = 200;
  let body: unknown = { status: 'ok' };
  if (target === '/readyz') {
    const { readiness } = await import('@/lib/server/health');
    const r = await readiness();
    status = r.ready ? 200 : 503;
    body = { status: r.ready ? 'ready' : 'unavailable', database: r.database, redis: r.redis, bus: r.bus };
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'];

/**
 * X-Forwarded-* is believed only from TRUSTED_PROXIES: from anyone else it is removed before Next
 * or the BFF sees it, so a client cannot make redirects https:// or cookies Secure, or pick its IP.
 */
function forgetUntrustedForwarding(req: IncomingMessage, trusted: Set<string>): void {
  const remote = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (trusted.has(remote)) return;
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  // rawHeaders feed the BFF's Web Headers: drop the same names there.
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (FORWARDING_HEADERS.includes(raw[i]!.toLowerCase())) raw.splice(i, 2);
}

export interface HttpServerOptions {
  /** Next's request handler; without it only the BFF and the live channel are served. */
  next?: { handle: NextHandler; upgrade?: NextUpgrade };
  /** Answer BFF calls in this process's pipeline (production); false sends them through Next (dev). */
  fastBff: boolean;
}

export async function createHttpServer(options: HttpServerOptions): Promise<Server> {
  const e = env();
  const config = staticConfig();
  const { handleBff } = await import('@/lib/bff/dispatch');
  const { bffRoute } = await import('@/lib/bff/route-table');
  const { fromNode, sendNode, webHeaders } = await import('@/lib/bff/http/node');
  // Configured API bases that differ from the BFF's own paths (portal.md section 1).
  const { BFF_BASES } = await import('@/lib/client/public-config');
  const renames = (Object.keys(BFF_BASES) as (keyof typeof BFF_BASES)[])
    .map((key) => ({ from: config.loginSystem.apiBases[key], to: BFF_BASES[key] }))
    .filter((r) => r.from !== r.to);
  const { strictTransportSecurity } = await import('@/lib/routing/csp');
  // One HSTS value for pages and BFF answers (without includeSubDomains: the hosts' parent domain
  // may hold sites Concierge does not serve).
  const hsts = strictTransportSecurity(e.COOKIE_SECURE);
  const metrics = await import('@/lib/infra/metrics');
  const { answerPlainStaticVisit } = await import('@/lib/routing/static-visit');
  if (e.METRICS_TOKEN) metrics.startMetrics();

  const trusted = parseTrustedProxies(e.TRUSTED_PROXIES);
  const server = createServer((req, res) => {
    // The socket address is the only source of the client IP we trust; a client-sent copy is replaced.
    req.headers[REMOTE_ADDR_HEADER] = req.socket.remoteAddress ?? '';
    forgetUntrustedForwarding(req, trusted);
    const target = req.url ?? '/';
    if (target.length > MAX_URL_BYTES) return refuse(res, REFUSALS.uriTooLong);
    // Probes come from load balancers and orchestrators by address, with no configured Host.
    if (target === '/healthz' || target === '/readyz') return void answerProbe(target, res).catch(() => res.destroy());
    const host = parseHost(req.headers.host);
    if (!host || !appForHost(host.name, config)) return refuse(res, REFUSALS.badHost);
    if (hsts) res.setHeader('strict-transport-security', hsts);

    const q = target.indexOf('?');
    let pathname = q < 0 ? target : target.slice(0, q);
    // The OpenID provider on the SSO host (lib/oidc, docs/decisions/105), in production and in dev.
    if (isOidcPath(pathname) && appForHost(host.name, config)?.appCode === config.loginSystem.ssoAppCode) {
      const https = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
      void import('@/lib/oidc/http').then(
        (oidc) => oidc.handleOidc(req, res, `${https ? 'https' : 'http'}://${host.authority}`, pathname),
        () => refuse(res, envelope(500, 50000, '服务器内部错误 / internal error')),
      );
      return;
    }
    if (pathname === '/-/metrics' && e.METRICS_TOKEN) {
      if (!metrics.metricsAllowed(req.headers.authorization, e.METRICS_TOKEN)) return refuse(res, envelope(401, 50001, '未授权 / unauthorized'));
      const body = JSON.stringify(metrics.readMetrics(target.includes('reset=1'), target.includes('gc=1')));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
      return void res.end(body);
    }
    if (options.fastBff || !options.next) {
      for (const r of renames) {
        if (pathname === r.from || pathname.startsWith(r.from + '/')) {
          pathname = r.to + pathname.slice(r.from.length);
          req.url = pathname + (q < 0 ? '' : target.slice(q));
          break;
        }
      }
      const route = bffRoute(pathname);
      if (route) {
        const headers = webHeaders(req);
        headers.set(REMOTE_ADDR_HEADER, req.socket.remoteAddress ?? '');
        void handleBff(route.base, route.rawPath, fromNode(req, host.authority, headers)).then(
          (response) => sendNode(req, res, response),
          () => refuse(res, envelope(500, 50000, '服务器内部错误 / internal error')),
        );
        return;
      }
    }
    // Next answers 500 when it cannot decode a dynamic segment, and no page has such an address.
    if (isMalformedPath(pathname)) return refuse(res, REFUSALS.badRequest);
    if (options.fastBff && options.next) {
      // Forwarding headers are left only for trusted proxies (above).
      const https = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
      const page = answerPlainStaticVisit({ method: req.method ?? 'GET', url: target, headers: req.headers, https, hsts: https || e.COOKIE_SECURE });
      if (page) {
        res.writeHead(page.status, page.headers);
        return void res.end(page.body);
      }
    }
    if (options.next) return void options.next.handle(req, res);
    refuse(res, REFUSALS.notFound);
  });

  server.on('upgrade', (req, socket, head) => {
    req.headers[REMOTE_ADDR_HEADER] = req.socket.remoteAddress ?? '';
    forgetUntrustedForwarding(req, trusted);
    const host = parseHost(req.headers.host);
    if (!host || !appForHost(host.name, config)) return rawRefusal(socket, REFUSALS.badHost, 'Bad Request');
    if (upgradeHandlers.some((h) => h(req, socket, head))) return;
    if (options.next?.upgrade) return void options.next.upgrade(req, socket, head);
    socket.destroy();
  });

  // Requests Node's parser refuses (bad syntax, headers or request line too large) get an answer
  // instead of a reset connection: 414 when the request line alone is too long, else 431 or 400.
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (err.code === 'HPE_HEADER_OVERFLOW') {
      const packet = err.rawPacket?.toString('latin1') ?? '';
      const lineEnd = packet.indexOf('\r\n');
      const requestLine = lineEnd < 0 ? packet.length : lineEnd;
      return requestLine > MAX_URL_BYTES ? rawRefusal(socket, REFUSALS.uriTooLong, 'URI Too Long') : rawRefusal(socket, REFUSALS.headersTooLarge, 'Request Header Fields Too Large');
    }
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    // Bytes that fail to parse after a complete request (a body sent without framing reads as a
    // second request): that request's answer is still coming. Writing a 400 now would go out first
    // and close the connection under it, so the answer goes out alone and the connection closes after.
    const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (pending && !pending.writableFinished) {
      if (!pending.headersSent) pending.shouldKeepAlive = false;
      pending.once('close', () => socket.destroy());
      return;
    }
    rawRefusal(socket, REFUSALS.badRequest, 'Bad Request');
  });
  // Requests that hang must not hold sockets forever (the BFF's own calls time out at 30 s).
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  return server;
}

export async function startServer(options: { dev: boolean; port?: number; hostname?: string; withNext?: boolean }): Promise<StartedServer> {
  // Fail before listening: a broken env variable or config file names itself here.
  const e = env();
  staticConfig();
  const port = options.port ?? e.PORT;
  const hostname = options.hostname ?? '0.0.0.0';
  let nextOptions: HttpServerOptions['next'];
  if (options.withNext !== false) {
    const { default: next } = await import('next');
    // Next adds an 'upgrade' listener of its own (dev HMR, WebSocket rewrites) to the server of
    // the first request it handles. On this server it would also take every upgrade a handler here
    // has already claimed: each STOMP connection would get a route resolution and an
    // AbortController with a close listener held for the socket's life. Next listens on an emitter
    // of its own instead (its `httpServer` option) and is given only the upgrades nobody claimed.
    const nextUpgrades = new EventEmitter();
    const app = next({ dev: options.dev, port, hostname: 'localhost', dir: process.cwd(), httpServer: nextUpgrades as Server });
    await app.prepare();
    nextOptions = { handle: app.getRequestHandler(), upgrade: async (req, socket, head) => void nextUpgrades.emit('upgrade', req, socket, head) };
  }
  const server = await createHttpServer({ next: nextOptions, fastBff: !options.dev && e.BFF_PATH === 'server' });
  // Another instance changed what the sign-in pages show: render this instance's copies anew too.
  let unfollow = () => {};
  if (nextOptions) {
    const [{ runtime }, { followPageChanges }, { revalidateDomainPages }] = await Promise.all([
      import('@/lib/server/runtime'),
      import('@/lib/routing/page-events'),
      import('@/lib/routing/revalidate-domain-pages'),
    ]);
    unfollow = followPageChanges(runtime().bus, (host) => revalidateDomainPages(host));
  }
  const realtime = (await import('@/lib/realtime/attach')).attachRealtime(upgradeHandlers);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  return {
    server,
    port,
    close: async () => {
      unfollow();
      await new Promise<void>((resolve) => {
        void realtime.close(); // live connections would otherwise hold close() open
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; requests in flight still finish.
        server.closeIdleConnections();
      });
      (await import('@/lib/infra/log')).flushLog();
    },
  };
}
