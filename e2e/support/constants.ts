/** Where the end-to-end server runs and what it is configured with. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3100),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 3125),
  /** The example external application (examples/ext-app) on its own port. */
  extPort: Number(process.env.E2E_EXT_PORT ?? 3140),
  /** The stub map tile server (e2e/support/tile-stub.ts): 30 above the server's port unless given. */
  tilePort: Number(process.env.E2E_TILE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 30),
  /** A CAS service run by e2e/cas.spec.ts on 127.0.0.1 (allow-listed for its single logout: EGRESS_ALLOW). */
  casPort: Number(process.env.E2E_EXT_PORT ?? 3140) + 5,
  databaseUrl: 'file:./tmp/e2e/concierge.db',
  sessionSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e-0123',
  mailDir: 'tmp/e2e/mail',
} as const;

/** MAP_TILE_URL of the e2e server: the local stub, never the internet. */
export const tileUrl = `http://127.0.0.1:${E2E.tilePort}/{z}/{x}/{y}.png`;

/** The hosts of config/app-config.json the tests visit (all served by the one e2e server). */
export type E2EHost = 'sso' | 'uc' | 'demo' | 'iwork' | 'scrm' | 'harbor' | 'summit' | 'lab';

export const url = (host: E2EHost, path = '/') => `http://${host}.localhost:${E2E.port}${path}`;

/** Matches the address of a page exactly (scheme, host, port and path), with an optional query. */
export function at(host: E2EHost, path: string, query = ''): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(url(host, path))}${query ? `\\?${escape(query)}` : '(\\?.*)?$'}`);
}

/** An address of the example external application (EXT). */
export const extUrl = (path = '/') => `http://ext.localhost:${E2E.extPort}${path}`;
