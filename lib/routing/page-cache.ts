/**
 * The HTML of the static sign-in pages, kept in memory by the proxy with the hashes of its inline
 * scripts, so a response and its Content-Security-Policy always come from the same bytes.
 *
 * A page is fetched once from this server's own ISR page (/prerendered/<host>/<locale>/<page>,
 * rendered once and kept by Next) over loopback, marked as internal so proxy.ts lets it through;
 * after TTL_MS the next visit still gets the kept copy while a fresh one is fetched behind it.
 * Held on globalThis: one store for the process, whichever bundle (proxy, route) asks.
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { inlineScriptHashes } from './csp';
import { setting } from '@/lib/env';

export const INTERNAL_HEADER = 'x-concierge-static-render';
export const TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 15_000;

export interface CachedPage {
  body: Buffer;
  /** `'sha256-…'` of the inline scripts of `body`. */
  scripts: string[];
  etag: string;
  storedAt: number;
}

export type PageFetcher = (path: string, host: string) => Promise<{ status: number; type: string; body: Buffer }>;

interface Store {
  secret: string;
  pages: Map<string, CachedPage>;
  inflight: Map<string, Promise<CachedPage | undefined>>;
  /** Hashes of the global 404 page's inline scripts (undefined until fetched). */
  notFound?: string[];
  notFoundAsked?: boolean;
}

const KEY = Symbol.for('concierge.static-pages');
function store(): Store {
  const holder = globalThis as { [KEY]?: Store };
  holder[KEY] ??= { secret: randomUUID(), pages: new Map(), inflight: new Map() };
  return holder[KEY];
}

/** The value of INTERNAL_HEADER that marks this process's own page fetches. */
export function internalSecret(): string {
  return store().secret;
}

/** GET over loopback to this server (PORT), with the original Host so host checks pass. */
export const fetchFromSelf: PageFetcher = (path, host) =>
  new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: setting('PORT'), path, headers: { host, accept: 'text/html', [INTERNAL_HEADER]: internalSecret() }, timeout: FETCH_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`internal page fetch timed out: ${path}`)));
    req.on('error', reject);
  });

export function pageEntry(body: Buffer, now = Date.now()): CachedPage {
  return {
    body,
    scripts: inlineScriptHashes(body.toString('utf8')),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    storedAt: now,
  };
}

function refresh(path: string, host: string, fetcher: PageFetcher): Promise<CachedPage | undefined> {
  const s = store();
  let running = s.inflight.get(path);
  if (!running) {
    running = fetcher(path, host)
      .then((r) => {
        if (r.status !== 200 || !r.type.startsWith('text/html')) return s.pages.get(path);
        const entry = pageEntry(r.body);
        s.pages.set(path, entry);
        return entry;
      })
      .catch(() => s.pages.get(path))
      .finally(() => s.inflight.delete(path));
    s.inflight.set(path, running);
  }
  return running;
}

/** The kept page for an internal path (fetched on first use); undefined when it cannot be had. */
export async function cachedPage(path: string, host: string, fetcher: PageFetcher = fetchFromSelf, now = Date.now()): Promise<{ page: CachedPage; hit: boolean } | undefined> {
  const kept = store().pages.get(path);
  if (kept) {
    if (now - kept.storedAt > TTL_MS) void refresh(path, host, fetcher);
    return { page: kept, hit: true };
  }
  const page = await refresh(path, host, fetcher);
  return page ? { page, hit: false } : undefined;
}

/** The kept page for an internal path while it is fresh (no fetch: the caller falls back to the proxy, which refreshes it). */
export function keptPage(path: string, now = Date.now()): CachedPage | undefined {
  const kept = store().pages.get(path);
  return kept && now - kept.storedAt <= TTL_MS ? kept : undefined;
}

/**
 * An address outside proxy.ts's matcher that no route serves: its answer is the build's static
 * global 404 page (app/global-not-found.tsx).
 */
export const NOT_FOUND_PROBE = '/_concierge/not-found-probe.txt';

/**
 * The inline-script hashes of the global 404 page, which a signed-in visitor of an unknown address
 * gets under the dynamic pages' nonce policy: fetched once in the background, [] until then.
 */
export function notFoundScripts(host: string, fetcher: PageFetcher = fetchFromSelf): string[] {
  const s = store();
  if (!s.notFoundAsked) {
    s.notFoundAsked = true;
    fetcher(NOT_FOUND_PROBE, host)
      .then((r) => {
        if (r.status === 404 && r.type.startsWith('text/html')) s.notFound = inlineScriptHashes(r.body.toString('utf8'));
        else s.notFoundAsked = false;
      })
      .catch(() => {
        s.notFoundAsked = false;
      });
  }
  return s.notFound ?? [];
}

/** Drops the kept pages of one host (or all), e.g. after its domain record changed. */
export function forgetPages(host?: string): void {
  const s = store();
  if (!host) {
    s.notFound = undefined;
    s.notFoundAsked = false;
  }
  const pages = s.pages;
  for (const path of [...pages.keys()]) if (!host || path.split('/')[2] === encodeURIComponent(host)) pages.delete(path);
}
