import { describe, expect, it } from 'vitest';
import { newState, pendingStates, readNonces, STATE_COOKIE, stateCookieFrom, stateHash, withoutState } from './state';
import { RETRY_PARAM, startRoundTrip } from './round-trip';

const valueOf = (setCookie: string) => setCookie.split(';')[0]!.slice(STATE_COOKIE.length + 1);

describe('round-trip state', () => {
  it('a host-only, HttpOnly, SameSite=Lax cookie of five minutes holding a nonce whose hash is the state', () => {
    const { state, setCookie, cookieValue } = newState(undefined, false);
    expect(setCookie).toBe(`${STATE_COOKIE}=${cookieValue}; Path=/; Max-Age=300; HttpOnly; SameSite=Lax`);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(pendingStates(cookieValue)).toEqual([state]);
    expect(state).toBe(stateHash(cookieValue));
    expect(newState(undefined, true).setCookie).toMatch(/; Secure$/);
  });

  it('keeps the last three pending round trips (tabs signing in at once), drops the used one', () => {
    let value: string | undefined;
    const states: string[] = [];
    for (let i = 0; i < 4; i++) {
      const next = newState(value, false);
      states.push(next.state);
      value = next.cookieValue;
    }
    expect(pendingStates(value)).toEqual(states.slice(1));
    const left = valueOf(withoutState(value, states[2]!, false));
    expect(pendingStates(left)).toEqual([states[1], states[3]]);
    const none = withoutState(readNonces(left)[0], states[1]!, false);
    expect(none).toMatch(/Max-Age=0/);
  });

  it('ignores malformed cookie values and finds its cookie among others', () => {
    expect(pendingStates('not a nonce.%E0%A4%A.' + 'x'.repeat(500))).toEqual([]);
    expect(stateCookieFrom(`a=1; ${STATE_COOKIE}=abc.def; b=2`)).toBe('abc.def');
    expect(stateCookieFrom('a=1')).toBeUndefined();
  });

  it('the round trip goes to the SSO host with appCode, redirect and the new state', () => {
    const trip = startRoundTrip({ ssoAddress: 'http://sso.localhost:3000', appCode: 'DEMO', redirect: 'http://demo.localhost:3000/index', stateCookie: undefined, secure: false, extra: new URLSearchParams({ language: 'en-US', state: 'planted' }) });
    const url = new URL(trip.location);
    expect(url.origin + url.pathname).toBe('http://sso.localhost:3000/sso');
    expect(url.searchParams.get('language')).toBe('en-US');
    expect(url.searchParams.getAll('state')).toEqual(pendingStates(trip.cookieValue));
    expect(url.searchParams.get('redirect')).toBe('http://demo.localhost:3000/index');
    expect(RETRY_PARAM).toBe('ssoRetry');
  });
});
