/**
 * Front-channel logout (docs/decisions/107): the logout call keeps the addresses the browser must
 * load (the applications of the ended sign-in that registered one) for a minute under a random key
 * in the ephemeral store, named by an HttpOnly cookie scoped to /logout/frontchannel (and a readable
 * hint that there is something to load); the signing-out page then loads /logout/frontchannel in a hidden frame, which takes the list (once) and loads each
 * address in a frame of its own, under a policy that allows exactly those origins.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';
import { readCookie, setCookie } from '@/lib/bff/http/cookies';

export const FRONTCHANNEL_PATH = '/logout/frontchannel';
export const FRONTCHANNEL_COOKIE = 'concierge_fc';
/** Readable by the signing-out page: there are frames to load (without it the page goes on at once). */
export const FRONTCHANNEL_HINT_COOKIE = 'concierge_fc_hint';
const KEEP_SECONDS = 60;
const MAX_URLS = 20;

const keyOf = (nonce: string) => 'frontchannel:' + createHash('sha256').update(nonce).digest('base64url');

/** Keeps the addresses; returns the Set-Cookie lines naming them and hinting at them (none when there is nothing to load). */
export async function keepFrontchannel(store: EphemeralStore, urls: readonly string[], secure: boolean): Promise<string[]> {
  if (urls.length === 0) return [];
  const nonce = randomBytes(24).toString('base64url');
  await store.set(keyOf(nonce), JSON.stringify(urls.slice(0, MAX_URLS)), KEEP_SECONDS * 1000);
  return [
    setCookie(FRONTCHANNEL_COOKIE, nonce, { maxAgeSeconds: KEEP_SECONDS, secure, httpOnly: true, path: FRONTCHANNEL_PATH }),
    setCookie(FRONTCHANNEL_HINT_COOKIE, '1', { maxAgeSeconds: KEEP_SECONDS, secure }),
  ];
}

const urlsSchema = z.array(z.url({ protocol: /^https?$/ })).max(MAX_URLS);
const escapeAttr = (s: string) => s.replace(/[&"<>']/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' })[c]!);

/** The page of hidden frames, the list taken from the store (a second visit finds nothing). */
export async function frontchannelPage(store: EphemeralStore, cookieHeader: string | null, secure: boolean): Promise<Response> {
  const nonce = readCookie(cookieHeader, FRONTCHANNEL_COOKIE);
  let urls: string[] = [];
  if (nonce && /^[A-Za-z0-9_-]{32}$/.test(nonce)) {
    const raw = await store.take(keyOf(nonce));
    try {
      const parsed = urlsSchema.safeParse(raw ? JSON.parse(raw) : []);
      urls = parsed.success ? parsed.data : [];
    } catch {
      urls = [];
    }
  }
  const origins = [...new Set(urls.map((u) => new URL(u).origin))];
  const frames = urls.map((u) => `<iframe src="${escapeAttr(u)}" width="0" height="0" style="display:none" referrerpolicy="no-referrer"></iframe>`).join('');
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; frame-src ${origins.length ? origins.join(' ') : "'none'"}; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
  });
  headers.append('set-cookie', setCookie(FRONTCHANNEL_COOKIE, '', { maxAgeSeconds: 0, secure, httpOnly: true, path: FRONTCHANNEL_PATH }));
  headers.append('set-cookie', setCookie(FRONTCHANNEL_HINT_COOKIE, '', { maxAgeSeconds: 0, secure }));
  return new Response(`<!doctype html><html><head><meta charset="utf-8"><title>logout</title></head><body>${frames}</body></html>`, { status: 200, headers });
}
