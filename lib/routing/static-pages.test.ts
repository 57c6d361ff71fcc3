import { describe, expect, it } from 'vitest';
import { staticPagePath } from './static-pages';

const visit = { host: 'sso.localhost', isSsoHost: true, signedIn: false, locale: 'zh-CN' as const };
const none = new URLSearchParams();

describe('which visits get the static page', () => {
  it('login, agreement and the error pages map to the render of their host and locale', () => {
    for (const p of ['/login', '/agreement', '/403', '/404', '/500', '/501']) {
      expect(staticPagePath(p, none, visit)).toBe(`/prerendered/sso.localhost/zh-CN${p}`);
    }
    expect(staticPagePath('/login', none, { ...visit, host: 'uc.localhost', isSsoHost: false, locale: 'en-US' })).toBe('/prerendered/uc.localhost/en-US/login');
  });

  it('other pages are not static', () => {
    for (const p of ['/', '/apps', '/index', '/logout', '/sso-logout', '/unsubscribeEmailHtml', '/login/x', '/prerendered/sso.localhost/zh-CN/login']) {
      expect(staticPagePath(p, none, visit)).toBeUndefined();
    }
  });

  it('/sso is the static login screen only on the SSO host, without a session or with the logout flag', () => {
    expect(staticPagePath('/sso', new URLSearchParams('appCode=DEMO&redirect=x'), visit)).toBe('/prerendered/sso.localhost/zh-CN/sso');
    expect(staticPagePath('/sso', none, { ...visit, signedIn: true })).toBeUndefined();
    expect(staticPagePath('/sso', new URLSearchParams('logout=1'), { ...visit, signedIn: true })).toBe('/prerendered/sso.localhost/zh-CN/sso');
    expect(staticPagePath('/sso', none, { ...visit, host: 'demo.localhost', isSsoHost: false })).toBeUndefined();
  });
});
