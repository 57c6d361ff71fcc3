import { describe, expect, it } from 'vitest';
import { afterLogout, afterSsoLogout } from './logout';

const ORIGIN = 'https://scrm.example.com';
const base = { ssoAppCode: 'SSO', ssoAddress: 'https://sso.example.com', closeType: 0 as 0 | 1, externalLogoutUrl: '' };
const ssoHost = { ...base, appCode: 'SSO', sso: false };
const ssoApp = { ...base, appCode: 'SCRM', sso: true };
const ownLogin = { ...base, appCode: 'UC', sso: false };

describe('where /logout goes', () => {
  it('an external logout page when closeType is 1 and it is an http address, never a script address', () => {
    expect(afterLogout({ ...ownLogin, closeType: 1, externalLogoutUrl: 'https://out.example.com/bye' }, ORIGIN)).toEqual({ go: 'https://out.example.com/bye' });
    expect(afterLogout({ ...ownLogin, closeType: 1, externalLogoutUrl: 'javascript:alert(1)' }, ORIGIN)).toEqual({ go: '/login' });
  });
  it("a host signing in through SSO: the SSO host's /sso-logout, returning to this host's /index", () => {
    const next = afterLogout(ssoApp, ORIGIN);
    expect(next).toEqual({ go: 'https://sso.example.com/sso-logout?appCode=SCRM&redirect=https%3A%2F%2Fscrm.example.com%2Findex' });
  });
  it("the SSO host's own login route is /sso, other hosts' /login", () => {
    expect(afterLogout(ssoHost, ORIGIN)).toEqual({ go: '/sso' });
    expect(afterLogout(ownLogin, ORIGIN)).toEqual({ go: '/login' });
  });
});

describe('where /sso-logout goes', () => {
  it('on the SSO host: /sso with the application and its redirect, so a new login returns there', () => {
    expect(afterSsoLogout(ssoHost, ORIGIN, { appCode: 'SCRM', redirect: 'https://scrm.example.com/x', clear: false })).toEqual({ go: '/sso?appCode=SCRM&redirect=https%3A%2F%2Fscrm.example.com%2Fx' });
    expect(afterSsoLogout(ssoHost, ORIGIN, { appCode: 'SSO', redirect: 'https://x', clear: false })).toEqual({ go: '/sso' });
  });
  it('on an application host with clear: tells the SSO origin framing it and stops', () => {
    expect(afterSsoLogout(ssoApp, ORIGIN, { clear: true })).toEqual({ tellParent: 'https://sso.example.com' });
    expect(afterSsoLogout({ ...ssoApp, ssoAddress: '' }, ORIGIN, { clear: true })).toEqual({ stay: true });
  });
  it('on an application host: continues the chain at the SSO host, or its own /login without SSO', () => {
    expect(afterSsoLogout(ssoApp, ORIGIN, { clear: false })).toEqual({ go: 'https://sso.example.com/sso-logout?appCode=SCRM&redirect=https%3A%2F%2Fscrm.example.com%2Findex' });
    expect(afterSsoLogout(ownLogin, ORIGIN, { clear: false })).toEqual({ go: '/login' });
  });
});
