/**
 * Ticket exchange on an application host. proxy.ts rewrites a page request carrying ssoToken,
 * token or ticket here (the ticket, service and clean address come as request headers); the ticket is redeemed server-side and the browser gets a 303 to the same
 * page without it, so the ticket lives in the address bar for one redirect only.
 */
import { buildContext, requestLocale } from '@/lib/bff/dispatch';
import { redeemTicket } from '@/lib/bff/endpoints/sso';
import { EXCHANGE_HEADERS, safeNext } from '@/lib/bff/ticket-exchange';
import { appForHost } from '@/lib/config/static-config';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const next = safeNext(request.headers.get(EXCHANGE_HEADERS.next));
  const ticket = request.headers.get(EXCHANGE_HEADERS.ticket) ?? '';
  const service = request.headers.get(EXCHANGE_HEADERS.service) ?? undefined;
  const headers = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  const app = appForHost(request.headers.get('host'), runtime().config);
  if (!app) return new Response('domain not linked to an application', { status: 404, headers });
  const ctx = await buildContext(request, headers, app, requestLocale(request));
  let location = next;
  try {
    await redeemTicket(ctx, ticket, service);
  } catch (e) {
    const code = isAppError(e) ? e.code : ErrorCode.INTERNAL;
    log.warn('sso.exchange_refused', { appCode: app.appCode, code });
    // Failure shows the message and goes to /login (portal.md section 4, application host mode).
    location = `/login?ssoError=${code}`;
  }
  headers.set('location', location);
  return new Response(null, { status: 303, headers });
}
