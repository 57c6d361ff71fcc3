/**
 * Who presented what: a browser's cookie, or an application server's user token (Authorization or
 * the endpoint's token parameter) or HTTP Basic client credentials (portal.md section 7, decision 011).
 */
import type { Caller, Endpoint, EndpointContext } from './endpoint';
import type { BffRequest } from './http/types';

/** Who presented what: the browser's cookie, or an application's token or client credentials. */
export interface Credentials {
  caller: 'browser' | 'application';
  /** A user token from Authorization or the endpoint's token parameter (application callers). */
  token?: string;
  /** HTTP Basic appCode:secret of an application's server, not yet verified. */
  basic?: { appCode: string; secret: string };
}

/**
 * Calls that need a session serve applications too (their user's jwtToken instead of a cookie,
 * portal.md section 7); public calls serve browsers unless they say otherwise.
 */
export function callersOf(endpoint: Endpoint): readonly Caller[] {
  return endpoint.callers ?? (endpoint.auth === 'session' ? ['browser', 'application'] : ['browser']);
}

export function credentialsOf(endpoint: Endpoint, req: BffRequest, input: Record<string, unknown>): Credentials {
  if (!callersOf(endpoint).includes('application')) return { caller: 'browser' };
  const authorization = (req.headers.get('authorization') ?? '').trim();
  let token: string | undefined;
  let basic: Credentials['basic'];
  if (/^basic\s+/i.test(authorization)) {
    const decoded = Buffer.from(authorization.replace(/^basic\s+/i, ''), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) basic = { appCode: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  } else if (/^bearer\s+/i.test(authorization)) {
    token = authorization.replace(/^bearer\s+/i, '').trim() || undefined;
  } else if (authorization) {
    // The spec's clients send the jwtToken as the whole header value.
    token = authorization;
  }
  if (!token && endpoint.tokenParam) {
    const value = input[endpoint.tokenParam];
    if (typeof value === 'string' && value) token = value;
  }
  return token || basic ? { caller: 'application', token, basic } : { caller: 'browser' };
}

/** The HTTP Basic credentials of an application's server, checked against its client secret. */
export async function verifiedClient(ctx: EndpointContext, basic: Credentials['basic']): Promise<EndpointContext['client']> {
  if (!basic) return undefined;
  // verifyClient belongs to applications that Concierge does not host (decision record 011);
  // a backend without it verifies nobody.
  const auth = ctx.backend.auth as { verifyClient?: (call: EndpointContext['call'], input: { appCode: string; secret: string }) => Promise<boolean> };
  const verified = auth.verifyClient ? await auth.verifyClient(ctx.call, basic).catch(() => false) : false;
  return { appCode: basic.appCode, verified };
}
