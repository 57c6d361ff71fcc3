/**
 * The one client for requests to addresses that come from data or configuration (OAuth provider,
 * opening steps, SMS webhook, upstream backend; docs/decisions/091-one-egress-client.md). Every hop
 * is resolved and checked by the policy and connects to the checked addresses only; redirects are
 * followed here (each target checked again), the whole call has one time limit and the answer one
 * size limit. The answer's body goes to the calling code to parse, never into a log or a message:
 * failures are an EgressError with a short reason.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { log } from '@/lib/infra/log';
import { EgressError, isEgressError, reasonOfNetworkError, type EgressReason } from './egress-error';
import { resolveAllowed, systemResolver, type EgressPolicy, type ResolvedAddress, type Resolver } from './policy';

/** What the call is for; it names the call in the log (egress.refused). */
export type EgressPurpose = 'oauth' | 'opening-step' | 'sms-webhook' | 'smtp' | 'upstream' | 'back-channel-logout' | 'cas-logout' | (string & {});

export interface EgressInit {
  method?: string;
  headers?: Headers | Record<string, string>;
  /** A FormData goes as multipart/form-data, a URLSearchParams as a form. */
  body?: string | URLSearchParams | FormData | Uint8Array;
}

export interface EgressLimits {
  purpose: EgressPurpose;
  /** For the whole call: name resolution, every redirect and the whole answer. */
  timeoutMs: number;
  /** Largest answer body read; a larger one is refused while it streams in (`too_large`). */
  maxBytes: number;
  /** Redirects followed, each target checked again (default 3). 0: a 3xx comes back as it is. */
  maxRedirects?: number;
  /** The caller's own cancellation (`aborted`). */
  signal?: AbortSignal;
}

export interface EgressResponse {
  status: number;
  headers: Headers;
  /** For the calling code to parse. Never log it or put it in a message. */
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
  text(): string;
}

export interface Egress {
  readonly policy: EgressPolicy;
  fetch(url: string | URL, init: EgressInit, limits: EgressLimits): Promise<EgressResponse>;
  /** Checked addresses of host:port, for clients that open their own connection (SMTP). */
  resolve(hostname: string, port: number, purpose: EgressPurpose): Promise<ResolvedAddress[]>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that must not follow a redirect to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

interface Prepared {
  headers: Record<string, string>;
  body: Buffer | undefined;
}

async function prepare(init: EgressInit): Promise<Prepared> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  let body: Buffer | undefined;
  const raw = init.body;
  if (typeof raw === 'string') body = Buffer.from(raw);
  else if (raw instanceof Uint8Array) body = Buffer.from(raw);
  else if (raw instanceof URLSearchParams || raw instanceof FormData) {
    // The platform's own encoder writes the form (and the multipart boundary in its content type).
    const encoded = new Response(raw);
    headers['content-type'] ??= encoded.headers.get('content-type') ?? 'application/octet-stream';
    body = Buffer.from(await encoded.arrayBuffer());
  }
  if (body) headers['content-length'] = String(body.length);
  return { headers, body };
}

function targetOf(url: string | URL): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new EgressError('invalid_url');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new EgressError('invalid_url');
  if (target.username || target.password) throw new EgressError('invalid_url');
  return target;
}

const portOf = (u: URL) => Number(u.port || (u.protocol === 'https:' ? 443 : 80));

/** Node connects through this instead of DNS: only the addresses the policy let through. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === 'object' ? options.family : undefined;
    const fitting = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    const cb = callback as (err: NodeJS.ErrnoException | null, address: string | ResolvedAddress[], family?: number) => void;
    if (fitting.length === 0) {
      const err: NodeJS.ErrnoException = Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' });
      cb(err, '', 0);
    } else if (typeof options === 'object' && options.all) cb(null, fitting);
    else cb(null, fitting[0]!.address, fitting[0]!.family);
  };
}

interface Hop {
  status: number;
  headers: Headers;
  body: Buffer;
}

function toHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // A header value the Fetch standard refuses is dropped, not fatal.
    }
  }
  return headers;
}

export function createEgress(policy: EgressPolicy, options: { resolve?: Resolver } = {}): Egress {
  const resolver = options.resolve ?? systemResolver;
  // Connections are kept for reuse (the upstream backend is called on every request); a kept
  // connection went to an address that was checked when it was opened.
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

  /** One request to one target; `isRedirect` answers are returned without their body. */
  function send(target: URL, addresses: ResolvedAddress[], method: string, prepared: Prepared, signal: AbortSignal, maxBytes: number, isRedirect: (status: number) => boolean): Promise<Hop> {
    return new Promise<Hop>((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        fn();
      };
      const hostname = target.hostname.replace(/^\[|\]$/g, '');
      const mod = target.protocol === 'https:' ? https : http;
      const req = mod.request({
        protocol: target.protocol,
        host: hostname,
        port: portOf(target),
        path: `${target.pathname}${target.search}`,
        method,
        headers: { ...prepared.headers, host: target.host },
        agent: agents[target.protocol as 'http:' | 'https:'],
        lookup: pinnedLookup(addresses),
      });
      const onAbort = () => {
        settle(() => reject(abortReason(signal)));
        req.destroy();
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort);
      req.on('error', (e) => settle(() => reject(new EgressError(reasonOfNetworkError(e), { cause: e }))));
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const headers = toHeaders(res.rawHeaders);
        if (isRedirect(status)) {
          // A redirect's body is not read: drop the connection rather than drain it.
          settle(() => resolve({ status, headers, body: Buffer.alloc(0) }));
          return void res.destroy();
        }
        if (method === 'HEAD' || status === 204 || status === 304) {
          res.resume();
          return settle(() => resolve({ status, headers, body: Buffer.alloc(0) }));
        }
        const declared = Number(res.headers['content-length'] ?? '0');
        // Settled before destroying: destroy() emits 'aborted' at once.
        if (declared > maxBytes) {
          settle(() => reject(new EgressError('too_large')));
          return void res.destroy();
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            settle(() => reject(new EgressError('too_large')));
            res.destroy();
          } else chunks.push(chunk);
        });
        res.on('end', () => settle(() => resolve({ status, headers, body: Buffer.concat(chunks) })));
        res.on('error', (e) => settle(() => reject(new EgressError(reasonOfNetworkError(e), { cause: e }))));
        res.on('aborted', () => settle(() => reject(new EgressError('reset'))));
      });
      req.end(prepared.body);
    });
  }

  async function run(url: string | URL, init: EgressInit, limits: EgressLimits, signal: AbortSignal): Promise<EgressResponse> {
    let target = targetOf(url);
    let method = (init.method ?? 'GET').toUpperCase();
    const prepared = await prepare(init);
    const maxRedirects = limits.maxRedirects ?? 3;
    for (let hop = 0; ; hop++) {
      const addresses = await abortable(resolveAllowed(policy, target.hostname, portOf(target), resolver), signal);
      const answer = await send(target, addresses, method, prepared, signal, limits.maxBytes, (status) => maxRedirects > 0 && REDIRECTS.has(status));
      if (!REDIRECTS.has(answer.status) || maxRedirects === 0) return { ...answer, url: target.toString(), text: () => answer.body.toString('utf8') };
      if (hop >= maxRedirects) throw new EgressError('too_many_redirects');
      const location = answer.headers.get('location');
      if (!location) throw new EgressError('bad_redirect');
      let next: URL;
      try {
        next = targetOf(new URL(location, target));
      } catch {
        throw new EgressError('bad_redirect');
      }
      if (next.origin !== target.origin) for (const h of CREDENTIAL_HEADERS) delete prepared.headers[h];
      // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        prepared.body = undefined;
        for (const h of ['content-type', 'content-length']) delete prepared.headers[h];
      }
      target = next;
    }
  }

  return {
    policy,
    async fetch(url, init, limits) {
      const timer = new AbortController();
      const timeout = setTimeout(() => timer.abort(new EgressError('timeout')), limits.timeoutMs);
      const signal = limits.signal ? AbortSignal.any([timer.signal, limits.signal]) : timer.signal;
      try {
        return await run(url, init, limits, signal);
      } catch (e) {
        const error = isEgressError(e) ? e : new EgressError('network', { cause: e });
        noteFailure(limits.purpose, error.reason, hostOf(url));
        throw error;
      } finally {
        clearTimeout(timeout);
      }
    },
    async resolve(hostname, port, purpose) {
      try {
        return await resolveAllowed(policy, hostname, port, resolver);
      } catch (e) {
        if (isEgressError(e)) noteFailure(purpose, e.reason, hostname);
        throw e;
      }
    },
  };
}

/**
 * A refused address is the operator's to act on (allow-list it, or find who configured it); other
 * failures are the caller's to report. The host is safe to log, unlike the path and query.
 */
function noteFailure(purpose: EgressPurpose, reason: EgressReason, host: string): void {
  if (reason === 'blocked_address') log.warn('egress.blocked', { purpose, host });
  else log.debug('egress.failed', { purpose, reason, host });
}

function abortReason(signal: AbortSignal): EgressError {
  const reason: unknown = signal.reason;
  if (isEgressError(reason)) return reason;
  return new EgressError((reason as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : 'aborted');
}

function hostOf(url: string | URL): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** Name resolution cannot be cancelled; the call stops waiting for it when the signal fires. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
