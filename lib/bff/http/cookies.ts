/**
 * Cookie reading for the BFF. A cookie whose value is not valid percent-encoding is malformed
 * input: the caller gets a 400 in the envelope, never a URIError turned into a 500.
 */
export class MalformedCookieError extends Error {
  override name = 'MalformedCookieError';
  constructor(readonly cookie: string) {
    super(`malformed cookie ${cookie}`);
  }
}

/** The value of one cookie; throws MalformedCookieError when its encoding is broken. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0 || part.slice(0, i).trim() !== name) continue;
    const raw = part.slice(i + 1).trim();
    if (!raw.includes('%')) return raw;
    try {
      return decodeURIComponent(raw);
    } catch {
      throw new MalformedCookieError(name);
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
  path?: string;
}

/** A Set-Cookie line (host-only: no Domain attribute, so another host never receives it). */
export function setCookie(name: string, value: string, o: CookieOptions): string {
  const attrs = [`${name}=${value}`, `Path=${o.path ?? '/'}`, `Max-Age=${Math.max(0, Math.floor(o.maxAgeSeconds))}`, 'SameSite=Lax'];
  if (o.maxAgeSeconds <= 0) attrs.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (o.httpOnly) attrs.push('HttpOnly');
  if (o.secure) attrs.push('Secure');
  return attrs.join('; ');
}
