/**
 * The state that binds a ticket to the browser that asked for it (login CSRF defence). Before an
 * application host sends a browser to the SSO host it keeps a random nonce in a short-lived,
 * host-only cookie and passes the nonce's hash as `state`; the SSO host mints the ticket for that
 * hash, and the exchange redeems it only when this browser's cookie holds the nonce. The cookie
 * keeps the last few nonces so two tabs signing in at once do not undo each other.
 */
import { createHash, randomBytes } from 'node:crypto';

export const STATE_COOKIE = 'concierge_sso_state';
/** Long enough for a sign-in on the SSO host's form, short enough to be useless later. */
export const STATE_TTL_SECONDS = 300;
/** Round trips remembered at once (tabs signing in at the same time). */
const KEEP = 3;
const NONCE = /^[A-Za-z0-9_-]{43}$/;

export function stateHash(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}

/** The pending nonces in a cookie value; anything malformed is ignored. */
export function readNonces(cookieValue: string | undefined | null): string[] {
  if (!cookieValue) return [];
  return cookieValue
    .split('.')
    .filter((n) => NONCE.test(n))
    .slice(-KEEP);
}

/** The states this browser may redeem a ticket for (hashes of its pending nonces). */
export function pendingStates(cookieValue: string | undefined | null): string[] {
  return readNonces(cookieValue).map(stateHash);
}

function cookie(value: string, secure: boolean, maxAge: number): string {
  // Host-only (no Domain): another host of the same site cannot read or plant it for this one.
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A new nonce added to the pending ones: the state to send and the Set-Cookie to answer with. */
export function newState(cookieValue: string | undefined | null, secure: boolean): { state: string; setCookie: string; cookieValue: string } {
  const nonce = randomBytes(32).toString('base64url');
  const value = [...readNonces(cookieValue), nonce].slice(-KEEP).join('.');
  return { state: stateHash(nonce), setCookie: cookie(value, secure, STATE_TTL_SECONDS), cookieValue: value };
}

/** The Set-Cookie after a redemption: the used state is gone (the cookie too when none is left). */
export function withoutState(cookieValue: string | undefined | null, used: string, secure: boolean): string {
  const left = readNonces(cookieValue).filter((n) => stateHash(n) !== used);
  return left.length ? cookie(left.join('.'), secure, STATE_TTL_SECONDS) : cookie('', secure, 0);
}

/** This host's state cookie from a Cookie header (no decoding: the value is base64url and dots). */
export function stateCookieFrom(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === STATE_COOKIE) return part.slice(i + 1).trim();
  }
  return undefined;
}
