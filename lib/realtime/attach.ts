/**
 * Starts the live message channel inside the HTTP server process (server.ts): a STOMP server on
 * the process runtime's backend and bus, its upgrade handler registered for /gc-websocket/gc/inmail/.
 */
import type { IncomingMessage } from 'node:http';
import { appForHost } from '@/lib/config/static-config';
import { readSessionSeal, SESSION_COOKIE, hasLogin } from '@/lib/bff/session';
import { runtime } from '@/lib/server/runtime';
import { StompServer } from './stomp-server';

type UpgradeHandler = StompServer['handleUpgrade'];

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

export function attachRealtime(handlers: UpgradeHandler[]): { stomp: StompServer; close(): Promise<void> } {
  const rt = runtime();
  const ttl = rt.config.loginSystem.sessionTtlMinutes * 60;
  const stomp = new StompServer({
    backend: rt.backend,
    bus: rt.bus,
    async cookieToken(req: IncomingMessage) {
      const data = await readSessionSeal(cookie(req.headers.cookie, SESSION_COOKIE), rt.env.SESSION_SECRET, ttl);
      return hasLogin(data) ? data.token : undefined;
    },
    appForHost: (host) => appForHost(host, rt.config)?.appCode,
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
