/**
 * Starts the live message channel inside the HTTP server process (server.ts): a STOMP server on
 * the process runtime's backend and bus, its upgrade handler registered for /gc-websocket/gc/inmail/.
 */
import type { IncomingMessage } from 'node:http';
import { appForHost } from '@/lib/config/static-config';
import { readSessionSeal, SESSION_COOKIE, hasLogin, sessionSecrets } from '@/lib/bff/session';
import { runtime } from '@/lib/server/runtime';
import { clientIp, REMOTE_ADDR_HEADER } from '@/lib/security/client-ip';
import { StompServer } from './stomp-server';

type UpgradeHandler = StompServer['handleUpgrade'];

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

/** What clientIp reads: server.ts has put the socket address in REMOTE_ADDR_HEADER. */
function webHeaders(req: IncomingMessage): Headers {
  const h = new Headers();
  h.set(REMOTE_ADDR_HEADER, String(req.headers[REMOTE_ADDR_HEADER] ?? req.socket.remoteAddress ?? ''));
  const forwarded = req.headers['x-forwarded-for'];
  if (forwarded) h.set('x-forwarded-for', Array.isArray(forwarded) ? forwarded.join(',') : forwarded);
  return h;
}

export function attachRealtime(handlers: UpgradeHandler[]): { stomp: StompServer; close(): Promise<void> } {
  const rt = runtime();
  const ttl = rt.config.loginSystem.sessionTtlMinutes * 60;
  const stomp = new StompServer({
    backend: rt.backend,
    bus: rt.bus,
    async cookieToken(req: IncomingMessage) {
      const data = await readSessionSeal(cookie(req.headers.cookie, SESSION_COOKIE), sessionSecrets(rt.env), ttl);
      return hasLogin(data) ? data.token : undefined;
    },
    appForHost: (host) => appForHost(host, rt.config)?.appCode,
    clientAddress: (req) => clientIp(webHeaders(req), rt.trustedProxies),
    limits: { perSession: rt.env.STOMP_MAX_PER_SESSION, anonPerAddress: rt.env.STOMP_MAX_ANON_PER_IP },
  });
  handlers.push(stomp.handleUpgrade);
  return {
    stomp,
    async close() {
      const i = handlers.indexOf(stomp.handleUpgrade);
      if (i >= 0) handlers.splice(i, 1);
      await stomp.close();
    },
  };
}
