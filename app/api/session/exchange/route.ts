/**
 * Ticket exchange on an application host. proxy.ts rewrites a page request carrying ssoToken,
 * token or ticket here (the ticket, service and clean address come as request headers); the
 * ticket is redeemed server-side only for the browser whose state cookie holds the ticket's state,
 * and the browser gets a 303 to the same page without it, so the ticket lives in the address bar
 * for one redirect only. A ticket this browser did not ask for (an SSO-initiated visit, someone
 * else's link) is not redeemed: the browser goes on its own round trip to the SSO host, which signs
 * in whoever's browser it is (docs/decisions/075-tickets-state-origins-client-secrets.md).
 */
import { buildContext, requestLocale } from '@/lib/bff/call-context';
import { redeemTicket } from '@/lib/bff/endpoints/sso';
import { requestOrigin } from '@/lib/bff/origin';
import { RETRY_PARAM, startRoundTrip } from '@/lib/bff/sso/round-trip';
import { stateCookieFrom, withoutState } from '@/lib/bff/sso/state';
import { EXCHANGE_HEADERS, fromExchangeHeader, safeNext } from '@/lib/bff/ticket-exchange';
import { appAddress, appForHost } from '@/lib/config/static-config';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { log } from '@/lib/infra/log';
import { isHttps } from '@/lib/security/client-ip';
import { runtime } from '@/lib/server/runtime';

export const dynamic = 'force-dynamic';

/** `next` with or without the round-trip marker. */
function withRetry(next: string, on: boolean): string {
  const url = new URL(next, 'http://x');
  url.searchParams.delete(RETRY_PARAM);
  if (on) url.searchParams.set(RETRY_PARAM, '1');
  return url.pathname + url.search;
}

export async function GET(request: Request): Promise<Response> {
  const next = safeNext(request.headers.get(EXCHANGE_HEADERS.next));
  const ticket = fromExchangeHeader(request.headers.get(EXCHANGE_HEADERS.ticket)) ?? '';
  const service = fromExchangeHeader(request.headers.get(EXCHANGE_HEADERS.service));
  const headers = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  const rt = runtime();
  const app = appForHost(request.headers.get('host'), rt.config);
  if (!app) return new Response('domain not linked to an application', { status: 404, headers });
  const ctx = await buildContext(request, headers, app, requestLocale(request));
  const secure = rt.env.COOKIE_SECURE || isHttps(request.headers, request.url, rt.trustedProxies);
  const stateCookie = stateCookieFrom(request.headers.get('cookie'));
  const retried = new URL(next, 'http://x').searchParams.has(RETRY_PARAM);
  let location = withRetry(next, false);
  try {
    const { state } = await redeemTicket(ctx, ticket, service);
    headers.append('set-cookie', withoutState(stateCookie, state, secure));
  } catch (e) {
    const code = isAppError(e) ? e.code : ErrorCode.INTERNAL;
    log.warn('sso.exchange_refused', { appCode: app.appCode, code, retried });
    const ssoAddress = appAddress(app.customer, rt.config.loginSystem.ssoAppCode, rt.config);
    if (code === ErrorCode.SSO_TOKEN_INVALID && !retried && ssoAddress && app.appCode !== rt.config.loginSystem.ssoAppCode) {
      // Not this browser's ticket (or no longer valid): sign in whoever's browser this is, once.
      const back = requestOrigin(request, rt.trustedProxies) + withRetry(next, true);
      const trip = startRoundTrip({ ssoAddress, appCode: app.appCode, redirect: back, stateCookie, secure });
      headers.append('set-cookie', trip.setCookie);
      location = trip.location;
    } else {
      // Failure shows the message and goes to /login (portal.md section 4, application host mode).
      location = `/login?ssoError=${code}`;
    }
  }
  headers.set('location', location);
  return new Response(null, { status: 303, headers });
}
