/**
 * Server components' view of the session: the cookie read through next/headers, checked against
 * the backend. Pages cannot write cookies; a dead session sends the browser to the logout route,
 * whose client part clears it through the BFF.
 */
import { dependencyFailure } from './bff-errors';
import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import type { CallContext } from '@/lib/backend/types';
import type { PublicLoginResult, RepeatLoginInfo } from '@/lib/contracts/auth';
import { appForHost } from '@/lib/config/static-config';
import type { AppHostConfig } from '@/lib/config/schemas';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { LOCALE_COOKIE, LOCALE_HEADER, normalizeLocale, resolveLocale, type Locale } from '@/lib/i18n/locales';
import { clientIp } from '@/lib/security/client-ip';
import { runtime } from '@/lib/server/runtime';
import { hasLogin, readSessionSeal, SESSION_COOKIE, sessionSecrets, type SessionData } from './session';

export interface PageRequest {
  host: string;
  /** The page's one language (pageLocale). */
  locale: Locale;
  app: AppHostConfig | undefined;
  call: CallContext | undefined;
  session: SessionData | null;
}

/**
 * The one language of a page (its chrome, its menus, its calls): a `language` in this request's
 * URL (the proxy's header) first, since it is the newest lock (portal.md section 4; LoginSync then
 * relocks the session with it); then the session's lock; then the cookie and the browser.
 */
export function pageLocale(session: Pick<SessionData, 'lockedLanguage'> | null, sources: { header: string | null; cookie: string | undefined; acceptLanguage: string | null }): Locale {
  return normalizeLocale(sources.header) ?? session?.lockedLanguage ?? resolveLocale({ cookie: sources.cookie, acceptLanguage: sources.acceptLanguage });
}

/** The request of this render (memoised per request: layouts and pages share it). */
export const readPageRequest = cache(async (): Promise<PageRequest> => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const rt = runtime();
  const host = h.get('host') ?? '';
  const app = appForHost(host, rt.config);
  const data = await readSessionSeal(c.get(SESSION_COOKIE)?.value, sessionSecrets(rt.env), rt.config.loginSystem.sessionTtlMinutes * 60);
  const session: SessionData | null = hasLogin(data) ? data : null;
  const locale = pageLocale(session, { header: h.get(LOCALE_HEADER), cookie: c.get(LOCALE_COOKIE)?.value, acceptLanguage: h.get('accept-language') });
  const call: CallContext | undefined = app
    ? { token: session?.token, locale, ip: clientIp(h, rt.trustedProxies), userAgent: (h.get('user-agent') ?? '').slice(0, 400), appCode: app.appCode, host }
    : undefined;
  return { host, locale, app, call, session };
});

export type PageLogin =
  | { state: 'signed-in'; login: PublicLoginResult }
  | { state: 'signed-out' }
  | { state: 'overwritten'; info: RepeatLoginInfo | null }
  | { state: 'unavailable'; code: number };

/** The login of this render's session, asked of the backend once per request (the console's layout and page guard share it). */
export const currentPageLogin = cache(async (): Promise<PageLogin> => loadPageLogin(await readPageRequest()));

/** The login result of this page's session, or why there is none. */
export async function loadPageLogin(req?: PageRequest): Promise<PageLogin> {
  const r = req ?? (await readPageRequest());
  if (!r.session || !r.call) return { state: 'signed-out' };
  const rt = runtime();
  try {
    const variant = r.app?.appCode === rt.config.loginSystem.ssoAppCode ? 'sso' : 'user';
    const { jwtToken: _token, ...login } = await rt.backend.auth.getLoginByToken(r.call, variant);
    return { state: 'signed-in', login };
  } catch (e) {
    if (isAppError(e) && e.code === ErrorCode.REPEAT_LOGIN) return { state: 'overwritten', info: (e.data as RepeatLoginInfo | undefined) ?? null };
    if (isAppError(e) && e.code === ErrorCode.SESSION_INVALID) return { state: 'signed-out' };
    // A database or Redis outage is said as one (50300, "try again in a moment"), not as an internal error.
    if (dependencyFailure(e)) return { state: 'unavailable', code: ErrorCode.SERVICE_UNAVAILABLE };
    return { state: 'unavailable', code: isAppError(e) ? e.code : ErrorCode.INTERNAL };
  }
}
