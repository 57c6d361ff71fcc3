/**
 * The browser session: an iron-session cookie per host (HttpOnly, SameSite=Lax, Secure under
 * HTTPS) holding the backend token. It is issued anew at every login; the server side of the
 * session (revocation, overwrite) lives in the backend.
 */
import { unsealData } from 'iron-session';
import type { Locale } from '@/lib/i18n/locales';
import { SESSION_HINT_COOKIE } from '@/lib/client/storage';
import { setCookie } from './http/cookies';
import { sealIron } from './iron-seal';

export interface SessionData {
  /** The backend's bearer token. Never sent to JavaScript. */
  token: string;
  appCode: string;
  loginAt: number;
  /** Set when the language came from the URL: it stays until logout. */
  lockedLanguage?: Locale;
}

export const SESSION_COOKIE = 'concierge_session';

/**
 * The Set-Cookie lines of a new or changed session: the sealed data (iron-session's seal format,
 * made by iron-seal.ts without a key derivation per seal; the cookie expiring a minute before the
 * seal as iron-session does) and the script-readable hint.
 */
export async function sessionCookies(data: SessionData, o: { secret: string; secure: boolean; ttlSeconds: number }): Promise<string[]> {
  const seal = sealIron(data, o.secret, o.ttlSeconds);
  return [
    setCookie(SESSION_COOKIE, seal, { maxAgeSeconds: Math.max(1, o.ttlSeconds - 60), secure: o.secure, httpOnly: true }),
    hintCookie(true, o.secure, o.ttlSeconds),
  ];
}

/** The Set-Cookie lines that end the browser's session on this host (cookie and hint). */
export function clearedSessionCookies(secure: boolean): string[] {
  return [setCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure, httpOnly: true }), hintCookie(false, secure, 0)];
}

export function hasLogin(s: Partial<SessionData>): s is SessionData {
  return typeof s.token === 'string' && s.token.length > 0;
}

export function hintCookie(present: boolean, secure: boolean, maxAgeSeconds: number): string {
  const attrs = ['Path=/', 'SameSite=Lax', secure ? 'Secure' : ''].filter(Boolean).join('; ');
  return present
    ? `${SESSION_HINT_COOKIE}=1; Max-Age=${maxAgeSeconds}; ${attrs}`
    : `${SESSION_HINT_COOKIE}=; Max-Age=0; ${attrs}`;
}

/**
 * Reads a session cookie's value. Unsealing costs about a millisecond of crypto, and the same
 * cookie arrives with every call of a page, so results are kept for a minute (the seal cannot
 * change; the server-side session is still checked on every call).
 */
const sealCache = new Map<string, { data: Partial<SessionData>; until: number }>();
const SEAL_CACHE_MAX = 10_000;
const SEAL_CACHE_MS = 60_000;

/** The secrets a session cookie may be sealed under: SESSION_SECRET first, then SESSION_SECRET_PREVIOUS. */
export function sessionSecrets(e: { SESSION_SECRET: string; SESSION_SECRET_PREVIOUS?: readonly string[] }): string[] {
  return [e.SESSION_SECRET, ...(e.SESSION_SECRET_PREVIOUS ?? [])];
}

async function unsealWithAny(seal: string, secrets: readonly string[], ttlSeconds: number): Promise<Partial<SessionData>> {
  for (const password of secrets) {
    const data = await unsealData<Partial<SessionData>>(seal, { password, ttl: ttlSeconds }).catch(() => undefined);
    // iron-session answers {} for a seal it cannot open; a session always has its token.
    if (data && Object.keys(data).length > 0) return data;
  }
  return {};
}

/** `secret`: the current secret, or every secret still accepted (sessionSecrets). */
export async function readSessionSeal(seal: string | undefined, secret: string | readonly string[], ttlSeconds: number): Promise<Partial<SessionData>> {
  if (!seal) return {};
  const now = Date.now();
  const hit = sealCache.get(seal);
  if (hit && hit.until > now) return hit.data;
  const data = await unsealWithAny(seal, typeof secret === 'string' ? [secret] : secret, ttlSeconds);
  if (sealCache.size >= SEAL_CACHE_MAX) sealCache.delete(sealCache.keys().next().value!);
  sealCache.set(seal, { data, until: now + SEAL_CACHE_MS });
  return data;
}
