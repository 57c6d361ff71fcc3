/**
 * One-time SSO tickets: what travels in the URL (ssoToken, token or ticket) between the SSO host
 * and an application host. 256 random bits, bound to the application, to the redirect origin and
 * to the state of the browser that asked (the hash of its state cookie, or an external
 * application's own state), valid once and for less than a minute. The store keeps only a hash of the ticket as key, and the
 * payload (the SSO session's token) encrypted with a key derived from the ticket itself, so a dump
 * of the store reveals no usable token.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';

export interface TicketPayload {
  /** The SSO session's backend token. */
  ssoToken: string;
  appCode: string;
  /** Origin (scheme://host:port) of the redirect or service the ticket was issued for. */
  origin: string;
  /**
   * The state the asking application passed to /sso: whoever redeems the ticket must show it
   * again (the browser through its state cookie, an application's server as a parameter).
   */
  state: string;
}

/** What a state looks like: the base64url SHA-256 of a state cookie, or an application's own value. */
export const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const keyOf = (ticket: string) => 'ticket:' + createHash('sha256').update(ticket).digest('base64url');
const aeadKey = (ticket: string) => Buffer.from(hkdfSync('sha256', ticket, 'concierge-ticket', 'payload', 32));

function seal(ticket: string, payload: TicketPayload): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aeadKey(ticket), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function open(ticket: string, sealed: string): TicketPayload {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('bad ticket record');
  const decipher = createDecipheriv('aes-256-gcm', aeadKey(ticket), iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as TicketPayload;
}

/**
 * An address a ticket may be sent to, parsed: absolute http(s) and without user info (a classic
 * way of disguising the real host, never needed here); else undefined.
 */
export function webAddress(raw: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.username || url.password ? undefined : url;
}

export function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.origin === 'null' ? undefined : u.origin;
  } catch {
    return undefined;
  }
}

export async function issueTicket(store: EphemeralStore, payload: TicketPayload, ttlSeconds: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await store.set(keyOf(ticket), seal(ticket, payload), ttlSeconds * 1000);
  return ticket;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the redeemer proves; `origin` is left out by a server-to-server /sso/check, which has none. */
export interface TicketExpectation {
  appCode: string;
  origin?: string;
  /** The states the redeemer holds (a browser may have a few round trips pending); one must match. */
  states: readonly string[];
}

/** Burns a ticket without redeeming it (a refused credential, a wrong application). */
export async function burnTicket(store: EphemeralStore, ticket: string): Promise<void> {
  if (TICKET_PATTERN.test(ticket)) await store.del(keyOf(ticket));
}

const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Takes a ticket out of the store (so it is burnt whatever happens next) and checks what it was
 * issued for. Any mismatch, a replay or an expired ticket is 54002.
 */
export async function consumeTicket(store: EphemeralStore, ticket: string, expect: TicketExpectation): Promise<TicketPayload> {
  const invalid = () => new AppError(ErrorCode.SSO_TOKEN_INVALID);
  if (!TICKET_PATTERN.test(ticket)) throw invalid();
  const sealed = await store.take(keyOf(ticket));
  if (!sealed) throw invalid();
  let payload: TicketPayload;
  try {
    payload = open(ticket, sealed);
  } catch {
    throw invalid();
  }
  if (!same(payload.appCode, expect.appCode)) throw invalid();
  if (expect.origin !== undefined && !same(payload.origin, expect.origin)) throw invalid();
  // A ticket is always minted for a state; one redeemed without the same state stays unredeemed.
  if (!payload.state || !expect.states.some((s) => same(payload.state, s))) throw invalid();
  return payload;
}
