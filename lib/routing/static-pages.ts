/**
 * Pages that do not depend on the visitor, served like static files (issue 7 part 4), and the
 * security headers of every page (issue 12 part 8). proxy.ts calls three functions:
 * - `guardInternalPage`: the internal segment /prerendered/... answers only this server's own fetches;
 * - `staticPage`: /login, /sso (without a session), /agreement and the error pages come from the
 *   page rendered once per host and locale, with a CSP that lists its inline scripts' hashes;
 * - `securePage`: every other page gets a per-request nonce (those pages are dynamic anyway).
 * docs/decisions/021-static-sign-in-pages.md and 022-content-security-policy.md.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { hostName, staticConfig } from '@/lib/config/static-config';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { isHttps, parseTrustedProxies } from '@/lib/security/client-ip';
import { contentSecurityPolicy, strictTransportSecurity } from './csp';
import { cachedPage, INTERNAL_HEADER, internalSecret, notFoundScripts, type PageFetcher } from './page-cache';
import { INTERNAL_PREFIX, staticPageHeaders, staticPagePath } from './static-visit';
import { setting } from '@/lib/env';

export { INTERNAL_PREFIX, staticPagePath, type VisitFacts } from './static-visit';

let trusted: Set<string> | undefined;
function secure(request: NextRequest): { https: boolean; hsts: boolean } {
  trusted ??= parseTrustedProxies(env().TRUSTED_PROXIES);
  const https = isHttps(request.headers, request.url, trusted);
  return { https, hsts: https || env().COOKIE_SECURE };
}

function policy(request: NextRequest, scripts: string[]): string {
  return contentSecurityPolicy({
    config: staticConfig(),
    host: request.headers.get('host') ?? '',
    scripts,
    https: secure(request).https,
    dev: setting('NODE_ENV') === 'development',
  });
}

function withTransportHeaders(request: NextRequest, headers: Headers): void {
  const hsts = strictTransportSecurity(secure(request).hsts);
  if (hsts) headers.set('strict-transport-security', hsts);
}

/** /prerendered/... from outside is not a page: only the proxy's own fetch (with the secret) gets through. */
export function guardInternalPage(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (pathname !== INTERNAL_PREFIX && !pathname.startsWith(`${INTERNAL_PREFIX}/`)) return undefined;
  if (request.headers.get(INTERNAL_HEADER) === internalSecret()) return NextResponse.next();
  return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function isRscRequest(request: NextRequest): boolean {
  return request.headers.get('rsc') === '1' || request.headers.has('next-router-prefetch') || request.nextUrl.searchParams.has('_rsc');
}

/**
 * The static page of this visit, or undefined (the caller goes on as for any page). HTML requests
 * are answered from the kept copy; client-router requests (RSC) are rewritten to the ISR page.
 */
export async function staticPage(
  request: NextRequest,
  visit: { isSsoHost: boolean; signedIn: boolean; language?: Locale },
  fetcher?: PageFetcher,
): Promise<NextResponse | undefined> {
  const { pathname, searchParams } = request.nextUrl;
  const host = hostName(request.headers.get('host') ?? '');
  const locale =
    visit.language ?? resolveLocale({ cookie: request.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage: request.headers.get('accept-language') });
  const path = staticPagePath(pathname, searchParams, { host, locale, isSsoHost: visit.isSsoHost, signedIn: visit.signedIn });
  if (!path) return undefined;

  const rewrite = () => {
    const target = request.nextUrl.clone();
    target.pathname = path;
    return NextResponse.rewrite(target);
  };
  const dev = setting('NODE_ENV') === 'development';
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isRscRequest(request)) return rewrite();
  // In development every request renders anew (no ISR), so nothing is kept; the policy allows inline scripts there.
  const found = dev ? undefined : await cachedPage(path, request.headers.get('host') ?? host, fetcher);
  if (!found) {
    const response = rewrite();
    // Without the page's bytes its inline scripts cannot be listed: allow them rather than break the page.
    response.headers.set('content-security-policy', policy(request, ["'unsafe-inline'"]));
    withTransportHeaders(request, response.headers);
    return response;
  }

  const { page, hit } = found;
  const transport = secure(request);
  const headers = new Headers(staticPageHeaders({ host: request.headers.get('host') ?? '', page, hit, https: transport.https, hsts: transport.hsts }));
  if (request.headers.get('if-none-match') === page.etag) return new NextResponse(null, { status: 304, headers });
  headers.set('content-length', String(page.body.length));
  return new NextResponse(request.method === 'HEAD' ? null : new Uint8Array(page.body), { status: 200, headers });
}

/**
 * Every other page: a nonce per request in the policy, which Next reads from the request's
 * Content-Security-Policy header and puts on its scripts (these pages are rendered per request).
 * An unknown address answers with the build's static 404 page, whose scripts carry no nonce:
 * their hashes are listed too (our own page's scripts, nothing a visitor can inject).
 */
export function securePage(request: NextRequest, requestHeaders: Headers, fetcher?: PageFetcher): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const dev = setting('NODE_ENV') === 'development';
  const notFound = dev ? [] : notFoundScripts(request.headers.get('host') ?? '', fetcher);
  const csp = policy(request, [`'nonce-${nonce}'`, ...notFound]);
  requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  withTransportHeaders(request, response.headers);
  return response;
}
