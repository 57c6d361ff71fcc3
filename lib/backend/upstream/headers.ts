/** The headers of an upstream call (portal.md section 7). */
import type { CallContext } from '@/lib/backend/types';

/** Drops what fetch would refuse in a header (CR/LF, non-Latin-1) instead of failing the call. */
function clean(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').trim();
}

/**
 * Authorization carries the raw token (no "Bearer"), except on /platform paths; `language` goes
 * everywhere except /internal-message and /platform. The checks look at the call's path, not the
 * configured base, so a base URL that happens to contain "/platform" does not strip every token.
 */
export function upstreamHeaders(path: string, ctx: CallContext, hasBody: boolean): Headers {
  const h = new Headers({ accept: 'application/json' });
  const platform = path.includes('/platform');
  if (hasBody) h.set('content-type', 'application/json');
  if (ctx.token && !platform) h.set('authorization', clean(ctx.token));
  if (!platform && !path.includes('/internal-message')) h.set('language', ctx.locale);
  // The upstream applies its own IP rules (white-lists, login logs): it must see the browser's IP.
  const ip = clean(ctx.ip);
  if (ip && ip !== 'unknown') h.set('x-forwarded-for', ip);
  const ua = clean(ctx.userAgent);
  if (ua) h.set('user-agent', ua);
  return h;
}
