/**
 * Which applications the apps home shows (portal.md section 6): those configured for the host's
 * customer (app-links.json) with SSO enabled, plus the through-apps; advert tiles (an image only)
 * are not applications to open and always stay. Never the SSO center itself.
 */
import type { App } from '@/lib/contracts/auth';

export function homeApps(apps: readonly App[], c: { ssoAppCode: string; configured: readonly string[]; throughApps: readonly string[] }): App[] {
  return apps.filter((a) => {
    if (a.code === c.ssoAppCode) return false;
    if (a.img) return true;
    if (c.throughApps.includes(a.code)) return true;
    return a.sso === 'T' && c.configured.includes(a.code);
  });
}
