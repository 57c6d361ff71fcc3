import { describe, expect, it } from 'vitest';
import type { App } from '@/lib/contracts/auth';
import { homeApps } from './home-apps';

const app = (code: string, extra: Partial<App> = {}): App => ({ code, name: code, descript: code, remark: '', logo: '', sLogo: '', href: '', sso: 'T', icon: '', iconColor: '', img: '', ...extra });

describe('home apps', () => {
  it('keep configured SSO apps, through-apps and adverts; drop the SSO center, unconfigured and non-SSO apps', () => {
    const apps = [app('SSO'), app('UC'), app('DEMO'), app('REPORT'), app('OLD', { sso: 'F' }), app('PMS'), app('GG', { img: '/ad.svg' })];
    const shown = homeApps(apps, { ssoAppCode: 'SSO', configured: ['SSO', 'UC', 'DEMO', 'OLD'], throughApps: ['PMS'] });
    expect(shown.map((a) => a.code)).toEqual(['UC', 'DEMO', 'PMS', 'GG']);
  });
});
