/**
 * The HTTP server: Next.js behind a plain node:http server. It exists because route handlers
 * cannot see the client's socket address (the BFF needs it for login limits and logs) and cannot
 * accept WebSocket upgrades (live messages). Every other request goes to Next unchanged.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import next from 'next';
import { env } from '@/lib/env';
import { staticConfig } from '@/lib/config/static-config';
import { REMOTE_ADDR_HEADER } from '@/lib/security/client-ip';

export interface StartedServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/** Handlers that may claim a WebSocket upgrade before Next sees it (the message service adds one). */
export const upgradeHandlers: UpgradeHandler[] = [];

export async function startServer(options: { dev: boolean; port?: number; hostname?: string }): Promise<StartedServer> {
  // Fail before listening: a broken env variable or config file names itself here.
  const e = env();
  staticConfig();
  const port = options.port ?? e.PORT;
  const hostname = options.hostname ?? '0.0.0.0';
  const app = next({ dev: options.dev, port, hostname: 'localhost', dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();
  const nextUpgrade = app.getUpgradeHandler();
  const realtime = (await import('@/lib/realtime/attach')).attachRealtime(upgradeHandlers);

  const server = createServer((req, res) => {
    // The socket address is the only source of the client IP we trust; a client-sent copy is replaced.
    req.headers[REMOTE_ADDR_HEADER] = req.socket.remoteAddress ?? '';
    void handle(req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    req.headers[REMOTE_ADDR_HEADER] = req.socket.remoteAddress ?? '';
    if (upgradeHandlers.some((h) => h(req, socket, head))) return;
    void nextUpgrade(req, socket, head);
  });
  // Requests that hang must not hold sockets forever (the BFF's own calls time out at 30 s).
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        void realtime.close(); // live connections would otherwise hold close() open
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; requests in flight still finish.
        server.closeIdleConnections();
      }),
  };
}
