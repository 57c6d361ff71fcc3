/**
 * Which visits get a static sign-in page, the headers it goes out with, and the plainest of those
 * visits answered by server.ts without Next (docs/decisions/021 and 012).
 *
 * Framework-neutral (no next/server): proxy.ts uses the path and the headers through
 * static-pages.ts; server.ts calls `answerPlainStaticVisit` before handing a request to Next.
 * The profile of `GET /login` showed most of its cost in Next's middleware adapter around
 * proxy.ts and in piping the kept bytes through Web streams, for a page whose bytes are in memory.
 */
import { appAddress, appForHost, hostName, staticConfig } from '@/lib/config/static-config';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { SESSION_COOKIE } from '@/lib/bff/session';
import { contentSecurityPolicy, strictTransportSecurity } from './csp';
import { keptPage, type CachedPage } from './page-cache';
import { setting } from '@/lib/env';

export const INTERNAL_PREFIX = '/prerendered';

/**
 * The static pages. The error pages are pages the portal sends people to (answered 200, so a
 * monitor does not count /500 as an outage); an unknown address gets app/global-not-found.tsx (404).
 */
export const STATIC_PAGES = new Set(['/login', '/sso', '/agreement', '/403', '/404', '/500', '/501']);

export interface VisitFacts {
  /** The request's host name (no port), a key of config/app-config.json. */
  host: string;
  isSsoHost: boolean;
  signedIn: boolean;
  locale: Locale;
}

/**
 * The internal address of the static page for this visit, or undefined when the page depends on
 * the visit: /sso on an application host (forwarded to the SSO host) or with a session (the SSO
 * decision) goes to app/sso/route.ts; with `logout` it is the login screen that ends the session.
 * A signed-in visitor never reaches /login here: proxy.ts sends them home first.
 */
export function staticPagePath(pathname: string, search: URLSearchParams, visit: VisitFacts): string | undefined {
  if (!STATIC_PAGES.has(pathname)) return undefined;
  if (pathname === '/sso' && (!visit.isSsoHost || (visit.signedIn && !search.has('logout')))) return undefined;
  return `${INTERNAL_PREFIX}/${encodeURIComponent(visit.host)}/${visit.locale}${pathname}`;
}

/** The headers of a kept static page (proxy.ts and server.ts answer with exactly these). */
export function staticPageHeaders(input: { host: string; page: CachedPage; hit: boolean; https: boolean; hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    // The page is picked by cookie and language: no shared cache may keep it; browsers revalidate by ETag.
    'cache-control': 'private, no-cache',
    vary: 'Cookie, Accept-Language',
    etag: input.page.etag,
    'content-security-policy': contentSecurityPolicy({
      config: staticConfig(),
      host: input.host,
      scripts: input.page.scripts,
      https: input.https,
      dev: setting('NODE_ENV') === 'development',
    }),
    'x-concierge-page-cache': input.hit ? 'HIT' : 'MISS',
  };
  const hsts = strictTransportSecurity(input.hsts);
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

function cookieValue(cookie: string | undefined, name: string): string | undefined {
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface PlainVisit {
  method: string;
  /** Path and query as received. */
  url: string;
  /** Node's request headers (lower-case names). */
  headers: Record<string, string | string[] | undefined>;
  https: boolean;
  /** HSTS is sent (cookies are secure or the request came over HTTPS). */
  hsts: boolean;
}

/**
 * The answer to a visit that can only get a kept static page, or undefined for anything else
 * (which goes through proxy.ts as before): GET or HEAD, no query (no language, ticket, logout or
 * SSO error to act on), no session cookie (nothing to redirect home), not a client-router request,
 * not the login page of a host that signs in through the SSO host, and a kept copy that is fresh.
 */
export function answerPlainStaticVisit(visit: PlainVisit): { status: number; headers: Record<string, string>; body?: Buffer } | undefined {
  if ((visit.method !== 'GET' && visit.method !== 'HEAD') || visit.url.includes('?')) return undefined;
  if (!STATIC_PAGES.has(visit.url)) return undefined;
  const one = (name: string) => {
    const v = visit.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  const host = one('host');
  const cookie = one('cookie');
  if (one('rsc') !== undefined || one('next-router-prefetch') !== undefined || cookieValue(cookie, SESSION_COOKIE) !== undefined) return undefined;
  const config = staticConfig();
  const app = appForHost(host, config);
  if (!host || !app) return undefined;
  const isSsoHost = app.appCode === config.loginSystem.ssoAppCode;
  if (visit.url === '/login' && app.sso && !isSsoHost && appAddress(app.customer, config.loginSystem.ssoAppCode, config)) return undefined;
  const locale = resolveLocale({ cookie: cookieValue(cookie, LOCALE_COOKIE), acceptLanguage: one('accept-language') });
  const path = staticPagePath(visit.url, new URLSearchParams(), { host: hostName(host), locale, isSsoHost, signedIn: false });
  const page = path && keptPage(path);
  if (!page) return undefined;
  const headers = staticPageHeaders({ host, page, hit: true, https: visit.https, hsts: visit.hsts });
  if (one('if-none-match') === page.etag) return { status: 304, headers };
  headers['content-length'] = String(page.body.length);
  return { status: 200, headers, body: visit.method === 'HEAD' ? undefined : page.body };
}
