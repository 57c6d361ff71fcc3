/**
 * The browser's one fetch layer (portal.md sections 7–9): the spec's bases, a language header, a
 * PUT to the user-center base sent as a POST, list filters without empty values (BLANK_VALUE sent
 * as ''), a 45 s timeout, the envelope checked, its message toasted unless the call is quiet,
 * 50001 turned into a logout and 52100 into the repeat-login prompt.
 */
interface RawEnvelope {
  result: number;
  msg?: string | null;
  retVal?: unknown;
}

/**
 * The envelope's shape. The BFF has already checked every envelope and retVal with zod before
 * sending it; here a type guard is enough, and keeps zod (tens of KB) out of every page's bundle.
 */
function isEnvelope(body: unknown): body is RawEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const { result, msg } = body as Record<string, unknown>;
  return Number.isInteger(result) && (msg === undefined || msg === null || typeof msg === 'string');
}
import { BFF_BASES, type PublicConfig } from './public-config';
import { emitApiEvent } from './events';

export const REQUEST_TIMEOUT_MS = 45_000;
export const BLANK_VALUE = 'BLANK_VALUE';
const SESSION_INVALID = 50001;
const REPEAT_LOGIN = 52100;
/** The BFF marks envelopes the spec tolerates (53012/54002 on /sso/available): no toast. */
const QUIET_HEADER = 'x-concierge-quiet';

export type Base = 'uc' | 'message' | 'translate';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly result: number,
    message: string,
    readonly retVal: unknown = null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  /** Do not toast the envelope's message (the caller shows its own). */
  quiet?: boolean;
  signal?: AbortSignal;
}

interface ClientSettings {
  bases: PublicConfig['apiBases'];
  language: () => string;
  /** Messages of the client-side failures, in the page's language. */
  texts: { timeout: string; network: string; response: string; unknownNetwork: string; unknown: string };
}

let settings: ClientSettings | undefined;

export function configureApi(s: ClientSettings): void {
  settings = s;
}

/** Drops undefined, null and '' filters; BLANK_VALUE stands for an explicit empty string. */
export function toSearchParams(query: Record<string, unknown> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v))) continue;
      params.append(key, v === BLANK_VALUE ? '' : String(v));
    }
  }
  return params;
}

function baseUrl(base: Base): string {
  const bases = settings?.bases ?? BFF_BASES;
  return base === 'uc' ? bases.userCenter : base === 'message' ? bases.internalMessage : bases.translate;
}

function fail(error: ApiError, quiet: boolean): never {
  if (error.result === SESSION_INVALID) {
    const reason = (error.retVal as { reason?: unknown } | null)?.reason;
    emitApiEvent({ type: 'session-invalid', ...(typeof reason === 'string' ? { reason } : {}) });
  }
  else if (error.result === REPEAT_LOGIN) emitApiEvent({ type: 'repeat-login', info: (error.retVal as never) ?? null });
  else if (!quiet) emitApiEvent({ type: 'error', message: error.message, code: error.result });
  throw error;
}

export async function api<T = unknown>(base: Base, path: string, options: RequestOptions = {}): Promise<T> {
  const texts = settings?.texts ?? {
    timeout: 'request timed out try again later',
    network: 'network request error',
    response: 'response error',
    unknownNetwork: 'unknown network request error',
    unknown: 'unknown error',
  };
  let method = options.method ?? 'GET';
  if (base === 'uc' && method === 'PUT') method = 'POST';
  const search = toSearchParams(options.query).toString();
  const url = `${baseUrl(base)}${path}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  // The message service takes no language header (portal.md section 7).
  if (base !== 'message' && !path.includes('/platform')) headers.language = settings?.language() ?? 'zh-CN';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    const timedOut = timeout.aborted;
    return fail(new ApiError(-999, timedOut ? texts.timeout : texts.unknownNetwork), Boolean(options.quiet));
  }
  const quiet = Boolean(options.quiet) || response.headers.get(QUIET_HEADER) === '1';
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isEnvelope(body)) {
    if (body.result === 0) return body.retVal as T;
    return fail(new ApiError(body.result, body.msg || texts.unknown, body.retVal ?? null), quiet);
  }
  // Not an envelope: the HTTP status decides (portal.md section 8).
  if (response.status >= 400 && response.status < 500) return fail(new ApiError(response.status, texts.network), quiet);
  if (response.status >= 500) return fail(new ApiError(response.status, texts.response), quiet);
  return fail(new ApiError(-999, texts.unknownNetwork), quiet);
}

/** swr fetcher: keys are [base, path, query?]. 401/403-like results are not retried by swr's caller. */
export function swrFetcher<T>([base, path, query]: [Base, string, Record<string, unknown>?]): Promise<T> {
  return api<T>(base, path, { query });
}
