import { describe, expect, it } from 'vitest';
import { errorCodeFrom, nextLocation, oidcInteractionOf } from './login-address';

describe('the login page address', () => {
  it('shows an ssoError code only when it is a short number', () => {
    expect(errorCodeFrom(new URLSearchParams('ssoError=53012'))).toBe(53012);
    expect(errorCodeFrom(new URLSearchParams('ssoError=-999'))).toBe(-999);
    expect(errorCodeFrom(new URLSearchParams('ssoError=1234567'))).toBeUndefined();
    expect(errorCodeFrom(new URLSearchParams('ssoError=<b>x</b>'))).toBeUndefined();
    expect(errorCodeFrom(new URLSearchParams(''))).toBeUndefined();
  });

  it('a login on an application host goes home; on the SSO host back into the round trip without the one-off flags', () => {
    expect(nextLocation(false, '?appCode=DEMO')).toBe('/index');
    expect(nextLocation(true, '')).toBe('/apps');
    expect(nextLocation(true, '?appCode=DEMO&redirect=http%3A%2F%2Fdemo.localhost%2Findex&logout=1&ssoError=53012&clear=1')).toBe(
      '/sso?appCode=DEMO&redirect=http%3A%2F%2Fdemo.localhost%2Findex',
    );
  });

  it('a login for a CAS service goes back to /cas/login for it (renewed when asked)', () => {
    expect(nextLocation(true, '?casService=http%3A%2F%2F127.0.0.1%3A4000%2Fapp%3Fx%3D1')).toBe('/cas/login?service=http%3A%2F%2F127.0.0.1%3A4000%2Fapp%3Fx%3D1');
    expect(nextLocation(true, '?casService=http%3A%2F%2Fa.example%2F&casRenew=1&logout=1')).toBe('/cas/login?service=http%3A%2F%2Fa.example%2F&renew=true');
  });

  it('a login for an OpenID Connect sign-in goes back to its interaction, on the SSO host only, and only for a well-formed id', () => {
    expect(nextLocation(true, '?interaction=Abc_def-1234567890&language=en-US')).toBe('/oidc/interaction/Abc_def-1234567890');
    expect(nextLocation(false, '?interaction=Abc_def-1234567890')).toBe('/index');
    expect(nextLocation(true, '?interaction=..%2F..%2Fapi%2Fx')).toBe('/apps');
    expect(nextLocation(true, '?interaction=short')).toBe('/apps');
    expect(oidcInteractionOf(new URLSearchParams('interaction=https%3A%2F%2Fevil.example%2F'))).toBeUndefined();
  });
});

