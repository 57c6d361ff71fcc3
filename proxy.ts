/**
 * Runs before every page and API request (Next 16's proxy, on Node.js):
 * 1. maps the request's host (strictly parsed: name and port) to an application
 *    (config/app-config.json) or refuses it with 400;
 * 2. maps configured API bases onto the BFF's routes;
 * 3. takes a `language` URL parameter into the language cookie;
 * 4. on an application host, sends a URL carrying a one-time ticket to the exchange route;
 * 5. guards pages by session: signed-in visitors skip the login page, others go to login
 *    (or to the SSO host, for hosts that sign in through it);
 * 6. serves the pages that do not depend on the visitor like static files, and gives every page
 *    its Content-Security-Policy (lib/routing/static-pages.ts).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { appAddress, appForHost, staticConfig } from '@/lib/config/static-config';
import { LOCALE_COOKIE, LOCALE_HEADER, normalizeLocale } from '@/lib/i18n/locales';
import { hasLogin, readSessionSeal, SESSION_COOKIE } from '@/lib/bff/session';
import { isHttps, parseTrustedProxies } from '@/lib/security/client-ip';
import { EXCHANGE_HEADERS, toExchangeHeader } from '@/lib/bff/ticket-exchange';
import { STATE_COOKIE, startRoundTrip, stateCookieOptions } from '@/lib/bff/sso/round-trip';
import { BFF_BASES } from '@/lib/client/public-config';
import { guardInternalPage, securePage, staticPage } from '@/lib/routing/static-pages';
import { parseHost, type ParsedHost } from '@/lib/bff/http/host';
import { STYLE_ASSETS_PATH, STYLE_FRAME_PATH } from '@/lib/style/kinds';
import { oidcInteractionOf } from '@/components/login/login-address';

/** Pages a visitor without a session may open. */
const PUBLIC_PAGES = new Set([
  '/login',
  '/sso',
  '/sso-logout',
  '/logout',
  '/agreement',
  '/unsubscribeEmailHtml',
  '/validationShuxiang',
  '/validationReport',
  '/403',
  '/404',
  '/500',
  '/501',
]);
const isStyleResourcePath = (p: string) => p === STYLE_FRAME_PATH || p.startsWith(`${STYLE_FRAME_PATH}/`) || p.startsWith(`${STYLE_ASSETS_PATH}/`);
const TICKET_PARAMS = ['ssoToken', 'token', 'ticket'] as const;

let trusted: Set<string> | undefined;

async function hasSession(request: NextRequest): Promise<boolean> {
  const data = await readSessionSeal(request.cookies.get(SESSION_COOKIE)?.value, env().SESSION_SECRET, staticConfig().loginSystem.sessionTtlMinutes * 60);
  return hasLogin(data);
}

/** The origin redirects are built on: the strictly parsed host (name and port), never the raw header. */
function externalOrigin(request: NextRequest, host: ParsedHost): string {
  trusted ??= parseTrustedProxies(env().TRUSTED_PROXIES);
  return `${isHttps(request.headers, request.url, trusted) ? 'https' : 'http'}://${host.authority}`;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const config = staticConfig();
  const host = parseHost(request.headers.get('host'));
  const app = host && appForHost(host.name, config);
  const { pathname, searchParams } = request.nextUrl;
  if (!host || !app) {
    return new NextResponse('domain not linked to an application / 域名未关联应用', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const internal = guardInternalPage(request);
  if (internal) return internal;

  // Configured API bases that differ from the BFF's own paths are rewritten onto them.
  const bases = config.loginSystem.apiBases;
  for (const key of Object.keys(BFF_BASES) as (keyof typeof BFF_BASES)[]) {
    const configured = bases[key];
    const internal = BFF_BASES[key];
    if (configured !== internal && (pathname === configured || pathname.startsWith(configured + '/'))) {
      const target = request.nextUrl.clone();
      target.pathname = internal + pathname.slice(configured.length);
      return NextResponse.rewrite(target);
    }
  }
  if (pathname.startsWith('/api/')) return NextResponse.next();
  // CAS (docs/decisions/108): its route handlers answer every visitor themselves (SSO host only).
  if (pathname === '/cas' || pathname.startsWith('/cas/')) return NextResponse.next();
  // The front-channel logout's frames carry their own policy, naming the applications' origins (docs/decisions/107).
  if (pathname === '/logout/frontchannel') return NextResponse.next();
  // Style resources carry their own policy (the sandbox) and caching, and visitors of the login pages load them.
  if (isStyleResourcePath(pathname)) return NextResponse.next();

  const requestHeaders = new Headers(request.headers);
  const language = normalizeLocale(searchParams.get('language'));
  if (language) requestHeaders.set(LOCALE_HEADER, language);
  const withLanguage = (response: NextResponse) => {
    if (language) response.cookies.set(LOCALE_COOKIE, language, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
    return response;
  };
  const origin = externalOrigin(request, host);
  const isSsoHost = app.appCode === config.loginSystem.ssoAppCode;

  // A ticket in the address of an application page: redeem it server-side, then drop it.
  const ticketParam = TICKET_PARAMS.find((p) => searchParams.has(p));
  if (!isSsoHost && ticketParam && request.method === 'GET') {
    const clean = new URL(request.nextUrl.pathname, origin);
    for (const [k, v] of searchParams) if (!(TICKET_PARAMS as readonly string[]).includes(k) && k !== 'service') clean.searchParams.append(k, v);
    const target = request.nextUrl.clone();
    target.pathname = '/api/session/exchange';
    target.search = '';
    // Route handlers behind a rewrite still see the original URL, so the exchange gets its
    // inputs as request headers (anything a client sent under these names is replaced).
    requestHeaders.set(EXCHANGE_HEADERS.ticket, toExchangeHeader(searchParams.get(ticketParam) ?? ''));
    requestHeaders.set(EXCHANGE_HEADERS.next, clean.pathname + clean.search);
    if (ticketParam === 'ticket' && searchParams.has('service')) requestHeaders.set(EXCHANGE_HEADERS.service, toExchangeHeader(searchParams.get('service') ?? ''));
    else requestHeaders.delete(EXCHANGE_HEADERS.service);
    return NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  }

  const signedIn = await hasSession(request);
  const home = isSsoHost ? '/apps' : '/index';
  const isPublic = PUBLIC_PAGES.has(pathname);
  const ssoAddress = appAddress(app.customer, config.loginSystem.ssoAppCode, config);

  // A signed-in browser sent to the login page by an OpenID Connect sign-in goes straight back to it,
  // unless the client asked for a fresh sign-in (prompt=login, max_age; lib/oidc/interaction.ts): then the form.
  const interaction = isSsoHost && pathname === '/login' ? oidcInteractionOf(searchParams) : undefined;
  const reauth = interaction !== undefined && searchParams.get('reauth') === '1';
  if (signedIn && interaction && !reauth) return withLanguage(NextResponse.redirect(new URL(interaction, origin)));
  if (signedIn && (pathname === '/' || (pathname === '/login' && !reauth))) {
    return withLanguage(NextResponse.redirect(new URL(home, origin)));
  }
  if (!signedIn && !isPublic) {
    if (isSsoHost) return withLanguage(NextResponse.redirect(new URL('/sso', origin)));
    if (app.sso && ssoAddress) return withLanguage(toSso(request, ssoAddress, app.appCode, new URL(pathname + request.nextUrl.search, origin).toString()));
    return withLanguage(NextResponse.redirect(new URL('/login', origin)));
  }
  // The login page of a host that signs in through SSO is the SSO host's, unless it must show an SSO error.
  if (!signedIn && pathname === '/login' && app.sso && !isSsoHost && ssoAddress && !searchParams.has('ssoError')) {
    return withLanguage(toSso(request, ssoAddress, app.appCode, new URL('/index', origin).toString()));
  }
  // Pages that do not depend on the visitor come from their one render per host and locale.
  const page = await staticPage(request, { isSsoHost, signedIn, language });
  if (page) return withLanguage(page);
  return withLanguage(securePage(request, requestHeaders));
}

/** A round trip to the SSO host with this browser's state (lib/bff/sso/round-trip.ts). */
function toSso(request: NextRequest, ssoAddress: string, appCode: string, redirect: string): NextResponse {
  trusted ??= parseTrustedProxies(env().TRUSTED_PROXIES);
  const secure = env().COOKIE_SECURE || isHttps(request.headers, request.url, trusted);
  const trip = startRoundTrip({ ssoAddress, appCode, redirect, stateCookie: request.cookies.get(STATE_COOKIE)?.value, secure });
  const response = NextResponse.redirect(trip.location);
  // Through the cookie API: a raw header would be dropped when withLanguage sets its cookie.
  response.cookies.set(STATE_COOKIE, trip.cookieValue, stateCookieOptions(secure));
  return response;
}

export const config = {
  // Everything but Next's assets and public files.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|logos/|icons/|agreement-assets/|.*\\.(?:svg|png|jpg|jpeg|gif|ico|css|js|map|woff2?|txt|mp3|wav)$).*)'],
};
