/**
 * The one HTTP path to the upstream user-center: builds the request, applies the timeout, and turns
 * every outcome into either the parsed retVal or an AppError with the spec's code (portal.md
 * section 8). Logs carry the method, the path template and codes only: never the URL (its query
 * may hold a token), a header or a body.
 */
import type { z } from 'zod';
import type { CallContext } from '@/lib/backend/types';
import { anyEnvelopeSchema } from '@/lib/contracts/envelope';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { isEgressError, type Egress } from '@/lib/infra/egress';
import { log } from '@/lib/infra/log';
import { fillPath } from '@/lib/contracts/path-params';
import { upstreamHeaders } from './headers';
import { toQuery, type QueryParams } from './query';

export type UpstreamMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface UpstreamCall<S extends z.ZodType> {
  method: UpstreamMethod;
  /** The spec's path, with :name placeholders filled from `params`. The template is what gets logged. */
  path: string;
  params?: Record<string, string>;
  query?: QueryParams;
  /** JSON body; POST (and PUT) always send one, `{}` when absent. A FormData goes as multipart (uploads). */
  body?: unknown;
  /** Extra headers the spec names for this call (e.g. appCode on the translation calls). */
  headers?: Record<string, string>;
  /** Schema of retVal when result is 0. */
  retVal: S;
}

export interface UpstreamClientOptions {
  userCenterUrl: string;
  timeoutMs: number;
  /**
   * The egress client: the upstream's address is operator configuration, and like any other it
   * must be public or on the allow-list (EGRESS_ALLOW; decision 091).
   */
  egress: Egress;
  /** The user-center rule (portal.md section 7) turns a PUT into a POST; the message service keeps PUT. */
  putAsPost?: boolean;
  /** Largest answer read from the upstream service (default 8 MiB); a larger one is refused while it streams in. */
  maxResponseBytes?: number;
}

const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;


export interface UpstreamClient {
  call<S extends z.ZodType>(ctx: CallContext, req: UpstreamCall<S>): Promise<z.output<S>>;
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = options.userCenterUrl.replace(/\/+$/, '');
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  return {
    async call(ctx, req) {
      // A PUT to the user-center base is sent as a POST (portal.md section 7).
      const method = req.method === 'PUT' && options.putAsPost !== false ? 'POST' : req.method;
      const hasBody = method === 'POST' || method === 'PUT' || (method === 'DELETE' && req.body !== undefined);
      const query = toQuery(req.query);
      const url = base + fillPath(req.path, req.params).path + (query ? `?${query}` : '');
      const started = performance.now();
      const where = { method, path: req.path };
      const ms = () => Math.round(performance.now() - started);

      let status: number;
      let text: string;
      try {
        const form = req.body instanceof FormData ? req.body : undefined;
        // The multipart content type (with its boundary) is written by the encoder.
        const headers = upstreamHeaders(req.path, ctx, hasBody && !form);
        for (const [name, value] of Object.entries(req.headers ?? {})) headers.set(name, value);
        const res = await options.egress.fetch(
          url,
          { method, headers, body: form ?? (hasBody ? JSON.stringify(req.body ?? {}) : undefined) },
          // Never follow a redirect: it would carry the token to wherever it points.
          { purpose: 'upstream', timeoutMs: options.timeoutMs, maxBytes, maxRedirects: 0 },
        );
        status = res.status;
        text = res.text();
      } catch (e) {
        const reason = isEgressError(e) ? e.reason : 'network';
        if (reason === 'too_large') {
          log.warn('upstream.too_large', { ...where, ms: ms(), limit: maxBytes });
          throw new AppError(ErrorCode.INTERNAL, { cause: e });
        }
        log.warn(reason === 'timeout' ? 'upstream.timeout' : 'upstream.network_error', { ...where, ms: ms(), timeoutMs: options.timeoutMs, reason });
        throw new AppError(ErrorCode.UNKNOWN_NETWORK, { cause: e });
      }

      if (status >= 400 && status < 600) {
        // An error status that still carries an envelope (e.g. 401 with result 50001) keeps its
        // code and message, so a dead session still logs the user out.
        const carried = refusalIn(text);
        if (carried) {
          log.debug('upstream.refused', { ...where, status, result: carried.code, ms: ms() });
          throw carried;
        }
        // The BFF words these as 'network request error' (4xx) and 'response error' (5xx).
        log.warn('upstream.http_error', { ...where, status, ms: ms() });
        throw new AppError(status);
      }
      if (status < 200 || status >= 300) {
        log.warn('upstream.unexpected_status', { ...where, status, ms: ms() });
        throw new AppError(ErrorCode.UNKNOWN_NETWORK);
      }

      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        log.warn('upstream.invalid_json', { ...where, status, ms: ms(), bytes: text.length });
        throw new AppError(ErrorCode.UNKNOWN_NETWORK);
      }
      const envelope = anyEnvelopeSchema.safeParse(json);
      if (!envelope.success) {
        log.error('upstream.invalid_envelope', { ...where, status, ms: ms() });
        throw new AppError(ErrorCode.INTERNAL);
      }
      const { result, msg, retVal } = envelope.data;
      if (result !== 0) {
        log.debug('upstream.refused', { ...where, result, ms: ms() });
        // msg is already in the user's language; an empty one lets the BFF use errors.<code>.
        throw new AppError(result, { serverMessage: msg || undefined, data: retVal });
      }
      const parsed = req.retVal.safeParse(retVal);
      if (!parsed.success) {
        // Paths and issue codes only: the values could be tokens or personal data.
        const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.code}`);
        log.error('upstream.invalid_retval', { ...where, ms: ms(), issues });
        throw new AppError(ErrorCode.INTERNAL);
      }
      log.debug('upstream.call', { ...where, status, ms: ms() });
      return parsed.data;
    },
  };
}

/** The refusal an error response carries as an envelope with a non-zero result, if any. */
function refusalIn(text: string): AppError | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const envelope = anyEnvelopeSchema.safeParse(json);
  if (!envelope.success || envelope.data.result === 0) return undefined;
  return new AppError(envelope.data.result, { serverMessage: envelope.data.msg || undefined, data: envelope.data.retVal });
}
