/**
 * The context every endpoint gets: the session from the cookie (or an application's token), the
 * caller's facts, the backend; and the request's language.
 */
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { clientIp, isHttps } from '@/lib/security/client-ip';
import { runtime } from '@/lib/server/runtime';
import type { AppHostConfig } from '@/lib/config/schemas';
import type { EndpointContext } from './endpoint';
import type { Credentials } from './credentials';
import { clearedSessionCookies, hasLogin, readSessionSeal, SESSION_COOKIE, sessionCookies, sessionSecrets, type SessionData } from './session';
import { readCookie } from './http/cookies';
import { parseHost } from './http/host';
import type { BffRequest } from './http/types';

/**
 * The context every endpoint gets: session from the cookie (or an application's token), caller
 * facts, backend. Also used by route handlers that answer with a redirect instead of an envelope
 * (the ticket exchange).
 */
export async function buildContext(
  request: BffRequest | Request,
  headers: Headers,
  app: AppHostConfig,
  locale: Locale,
  credentials: Credentials = { caller: 'browser' },
): Promise<EndpointContext> {
  const rt = runtime();
  const url = typeof request.url === 'string' ? request.url : request.url.href;
  const host = parseHost(request.headers.get('host'))?.authority ?? new URL(url).host;
  const secure = rt.env.COOKIE_SECURE || isHttps(request.headers, url, rt.trustedProxies);
  const ttl = rt.config.loginSystem.sessionTtlMinutes * 60;
  const data: Partial<SessionData> =
    credentials.caller === 'application' ? {} : await readSessionSeal(readCookie(request.headers.get('cookie'), SESSION_COOKIE), sessionSecrets(rt.env), ttl);
  const token = credentials.caller === 'application' ? credentials.token : hasLogin(data) ? data.token : undefined;
  const effective = data.lockedLanguage ?? locale;
  let current: Partial<SessionData> = data;
  const writeCookie = async (next: SessionData) => {
    current = next;
    headers.delete('set-cookie');
    for (const line of await sessionCookies(next, { secret: rt.env.SESSION_SECRET, secure, ttlSeconds: ttl })) headers.append('set-cookie', line);
  };
  return {
    request: { method: request.method, url, headers: request.headers },
    backend: rt.backend,
    store: rt.store,
    app,
    locale: effective,
    session: data,
    caller: credentials.caller,
    call: {
      token,
      locale: effective,
      ip: clientIp(request.headers, rt.trustedProxies),
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, 400),
      appCode: app.appCode,
      host,
      caller: credentials.caller,
    },
    async startSession(next) {
      if (credentials.caller === 'application') throw new AppError(ErrorCode.FORBIDDEN);
      // A new login never continues older cookie data: the cookie is sealed from `next` alone.
      await writeCookie({ ...next, loginAt: Date.now() });
    },
    async updateSession(patch) {
      if (credentials.caller === 'application') throw new AppError(ErrorCode.FORBIDDEN);
      if (!hasLogin(current)) return;
      await writeCookie({ ...current, ...patch } as SessionData);
    },
    async endSession(extraCookies = []) {
      current = {};
      headers.delete('set-cookie');
      for (const line of [...clearedSessionCookies(secure), ...extraCookies]) headers.append('set-cookie', line);
    },
    secure,
  };
}

export function requestLocale(source: Headers | { headers: Headers }): Locale {
  const headers = source instanceof Headers ? source : source.headers;
  let cookie: string | undefined;
  try {
    cookie = readCookie(headers.get('cookie'), LOCALE_COOKIE);
  } catch {
    cookie = undefined; // the malformed cookie is reported by the session read; the language falls back
  }
  return resolveLocale({ header: headers.get('language'), cookie, acceptLanguage: headers.get('accept-language') });
}
