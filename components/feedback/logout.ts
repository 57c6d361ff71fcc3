/**
 * Where a page goes to end the session. Pure functions (no React, no server-only imports), so both
 * server pages and client components use the same rule.
 */
import type { PublicConfig } from '@/lib/client/public-config';

/** SSO mode: the SSO host itself and hosts that sign in through it. */
export function inSsoMode(config: Pick<PublicConfig, 'appCode' | 'ssoAppCode' | 'sso'>): boolean {
  return config.appCode === config.ssoAppCode || config.sso;
}

/** A dead or ended session (50001, a vanished cookie, an overwritten login). */
export function sessionEndPath(config: Pick<PublicConfig, 'appCode' | 'ssoAppCode' | 'sso'>): string {
  return inSsoMode(config) ? '/sso-logout?logout=1' : '/logout';
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
export function afterLogout(config: SignOutConfig, origin: string): AfterSignOut {
  const onSsoHost = config.appCode === config.ssoAppCode;
  if (config.closeType === 1 && isHttpUrl(config.externalLogoutUrl)) return { go: config.externalLogoutUrl };
  if (config.sso && !onSsoHost && config.ssoAddress) return { go: ssoLogoutUrl(config.ssoAddress, config.appCode, `${origin}/index`) };
  return { go: onSsoHost ? '/sso' : '/login' };
}

/**
 * /sso-logout, one link of the SSO logout chain. On the SSO host: /sso with appCode and redirect,
 * so a new login returns to the application. On an application host: with `clear`, tell the
 * parent (the SSO host framing us) and stop; otherwise continue at the SSO host's /sso-logout.
 */
export function afterSsoLogout(config: SignOutConfig, origin: string, asked: { appCode?: string; redirect?: string; clear: boolean }): AfterSignOut {
  if (config.appCode === config.ssoAppCode) {
    const params = new URLSearchParams();
    if (asked.appCode && asked.appCode !== config.ssoAppCode) {
      params.set('appCode', asked.appCode);
      if (asked.redirect) params.set('redirect', asked.redirect);
    }
    const query = params.toString();
    return { go: query ? `/sso?${query}` : '/sso' };
  }
  if (asked.clear) return config.ssoAddress ? { tellParent: new URL(config.ssoAddress).origin } : { stay: true };
  if (config.sso && config.ssoAddress) return { go: ssoLogoutUrl(config.ssoAddress, asked.appCode || config.appCode, asked.redirect || `${origin}/index`) };
  return { go: '/login' };
}
