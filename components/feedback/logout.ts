/**
 * Where a page goes to end the session. Pure functions (no React, no server-only imports), so both
 * server pages and client components use the same rule.
 */
import type { PublicConfig } from '@/lib/client/public-config';

/** SSO mode: the SSO host itself and hosts that sign in through it. */
export function inSsoMode(config: Pick<PublicConfig, 'appCode' | 'ssoAppCode' | 'sso'>): boolean {
  return config.appCode === config.ssoAppCode || config.sso;
}

/** Why a session ended, as the server says it (RevokeReason): the login page shows these only. */
export const END_REASONS = ['LOGOUT', 'PASSWORD_CHANGED', 'LOCKED', 'ADMIN', 'REPLACED', 'OVERWRITTEN'] as const;
export type EndReason = (typeof END_REASONS)[number];
export const WHY_PARAM = 'why';

export function endReasonOf(value: string | null | undefined): EndReason | undefined {
  return (END_REASONS as readonly string[]).includes(value ?? '') ? (value as EndReason) : undefined;
}

/** A dead or ended session (50001, a vanished cookie, an overwritten login); `reason` travels on to the login page. */
export function sessionEndPath(config: Pick<PublicConfig, 'appCode' | 'ssoAppCode' | 'sso'>, reason?: string): string {
  const why = endReasonOf(reason);
  const path = inSsoMode(config) ? '/sso-logout?logout=1' : '/logout';
  return why ? `${path}${path.includes('?') ? '&' : '?'}${WHY_PARAM}=${why}` : path;
}

/** `url` (absolute or a path) with the reason a session ended, when there is one. */
function withWhy(url: string, why: EndReason | undefined): string {
  if (!why) return url;
  const u = new URL(url, 'http://relative.invalid');
  u.searchParams.set(WHY_PARAM, why);
  return u.origin === 'http://relative.invalid' ? `${u.pathname}${u.search}` : u.toString();
}

/** The SSO host's /sso-logout, asked to return to `redirect` of `appCode` after a new login. */
export function ssoLogoutUrl(ssoAddress: string, appCode: string, redirect: string): string {
  const url = new URL('/sso-logout', ssoAddress);
  url.searchParams.set('appCode', appCode);
  url.searchParams.set('redirect', redirect);
  return url.toString();
}

/** The SSO host's /sso for `appCode`, returning to `redirect` (the ticket round trip). */
export function ssoEntryUrl(ssoAddress: string, appCode: string, redirect: string): string {
  const url = new URL('/sso', ssoAddress);
  url.searchParams.set('appCode', appCode);
  url.searchParams.set('redirect', redirect);
  return url.toString();
}

/** Accepts only http(s) addresses for browser navigation to configured external pages. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a signing-out page does once the session is ended: go somewhere, or tell the framing SSO host and stop. */
export type AfterSignOut = { go: string } | { tellParent: string } | { stay: true };

type SignOutConfig = Pick<PublicConfig, 'appCode' | 'ssoAppCode' | 'sso' | 'ssoAddress' | 'closeType' | 'externalLogoutUrl'>;

/**
 * /logout: closeType 1 -> the external logout page; a host that signs in through SSO -> the SSO
 * host's /sso-logout (which returns here after a new login); otherwise this host's own login route
 * (/sso on the SSO host, /login elsewhere).
 */
export function afterLogout(config: SignOutConfig, origin: string, why?: EndReason): AfterSignOut {
  const onSsoHost = config.appCode === config.ssoAppCode;
  if (config.closeType === 1 && isHttpUrl(config.externalLogoutUrl)) return { go: config.externalLogoutUrl };
  if (config.sso && !onSsoHost && config.ssoAddress) return { go: withWhy(ssoLogoutUrl(config.ssoAddress, config.appCode, `${origin}/index`), why) };
  return { go: withWhy(onSsoHost ? '/sso' : '/login', why) };
}

/**
 * /sso-logout, one link of the SSO logout chain. On the SSO host: /sso with appCode and redirect,
 * so a new login returns to the application. On an application host: with `clear`, tell the
 * parent (the SSO host framing us) and stop; otherwise continue at the SSO host's /sso-logout.
 */
export function afterSsoLogout(config: SignOutConfig, origin: string, asked: { appCode?: string; redirect?: string; clear: boolean; why?: EndReason }): AfterSignOut {
  if (config.appCode === config.ssoAppCode) {
    const params = new URLSearchParams();
    if (asked.appCode && asked.appCode !== config.ssoAppCode) {
      params.set('appCode', asked.appCode);
      if (asked.redirect) params.set('redirect', asked.redirect);
    }
    const query = params.toString();
    return { go: withWhy(query ? `/sso?${query}` : '/sso', asked.why) };
  }
  if (asked.clear) return config.ssoAddress ? { tellParent: new URL(config.ssoAddress).origin } : { stay: true };
  if (config.sso && config.ssoAddress) return { go: withWhy(ssoLogoutUrl(config.ssoAddress, asked.appCode || config.appCode, asked.redirect || `${origin}/index`), asked.why) };
  return { go: withWhy('/login', asked.why) };
}
