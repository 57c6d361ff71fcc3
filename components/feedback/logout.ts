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
