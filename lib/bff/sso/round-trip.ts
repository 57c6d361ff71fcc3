/**
 * An application host's round trip to the SSO host: a new state (lib/bff/sso/state.ts) and the
 * address of the SSO host's /sso for this application, coming back to `redirect`. Used for an
 * anonymous visit (proxy.ts), the login page of a host that signs in through SSO, /sso on an
 * application host, and a ticket that arrived without this browser's state (the exchange).
 */
import { newState, STATE_COOKIE, STATE_TTL_SECONDS } from './state';

/** The state cookie's options in the shape of Next's cookie API (proxy.ts). */
export function stateCookieOptions(secure: boolean) {
  return { path: '/', maxAge: STATE_TTL_SECONDS, httpOnly: true, sameSite: 'lax' as const, secure };
}
export { STATE_COOKIE };

/** Marks a redirect that is already the answer of a round trip, so a refused one cannot loop. */
export const RETRY_PARAM = 'ssoRetry';

export interface RoundTrip {
  location: string;
  /** The state cookie as a Set-Cookie line, and its bare value (for NextResponse.cookies). */
  setCookie: string;
  cookieValue: string;
}

export function startRoundTrip(args: {
  ssoAddress: string;
  appCode: string;
  redirect: string;
  /** The current value of this host's state cookie (pending round trips are kept). */
  stateCookie: string | undefined | null;
  secure: boolean;
  /** Query the SSO host should keep (language, a forwarded /sso query). */
  extra?: URLSearchParams;
}): RoundTrip {
  const { state, setCookie, cookieValue } = newState(args.stateCookie, args.secure);
  const url = new URL('/sso', args.ssoAddress);
  for (const [k, v] of args.extra ?? []) if (!['appCode', 'redirect', 'state'].includes(k)) url.searchParams.append(k, v);
  url.searchParams.set('appCode', args.appCode);
  url.searchParams.set('redirect', args.redirect);
  url.searchParams.set('state', state);
  return { location: url.toString(), setCookie, cookieValue };
}

/** A 307 to the SSO host carrying the state cookie, as a plain Response (route handlers). */
export function roundTripResponse(trip: RoundTrip, headers = new Headers()): Response {
  headers.set('location', trip.location);
  headers.set('cache-control', 'no-store');
  headers.append('set-cookie', trip.setCookie);
  return new Response(null, { status: 307, headers });
}
