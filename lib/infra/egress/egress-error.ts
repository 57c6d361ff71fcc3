/**
 * Why an outgoing call did not bring back an answer, as a short code that is safe to log and to
 * show (it never carries the address's answer, a header or a body).
 */
export type EgressReason =
  /** Not an absolute http(s) URL. */
  | 'invalid_url'
  /** Loopback, private, link-local, metadata... and not on the operator's allow-list. */
  | 'blocked_address'
  /** The name does not resolve. */
  | 'dns'
  /** Nothing listens there (ECONNREFUSED). */
  | 'refused'
  /** No route, or the connection attempt timed out at the network level. */
  | 'unreachable'
  /** The other side closed the connection before answering. */
  | 'reset'
  /** TLS failed (certificate, handshake). */
  | 'tls'
  /** No complete answer within the call's time limit. */
  | 'timeout'
  /** The answer was larger than the call's size limit. */
  | 'too_large'
  /** A redirect to something other than http(s), or without a usable Location. */
  | 'bad_redirect'
  /** More redirects than the call allows. */
  | 'too_many_redirects'
  /** The caller gave up (its own signal). */
  | 'aborted'
  /** Any other network failure. */
  | 'network'
  /** The address answered with a status the caller does not accept. */
  | `http_${number}`;

/** A brand, as for AppError: Next's bundles can hold two copies of this module. */
const BRAND = Symbol.for('concierge.EgressError');

export class EgressError extends Error {
  override name = 'EgressError';
  readonly [BRAND] = true;
  readonly reason: EgressReason;

  constructor(reason: EgressReason, options: { cause?: unknown } = {}) {
    super(reason, { cause: options.cause });
    this.reason = reason;
  }
}

export function isEgressError(e: unknown): e is EgressError {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}

/** The reason for a status a caller refuses: `http_404`. */
export const httpReason = (status: number): EgressReason => `http_${status}`;

const NETWORK_CODES: Record<string, EgressReason> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ECONNRESET: 'reset',
  EPIPE: 'reset',
  ETIMEDOUT: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
};

/** A socket or TLS error of node:http(s) as a reason. */
export function reasonOfNetworkError(e: unknown): EgressReason {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return 'network';
  if (NETWORK_CODES[code]) return NETWORK_CODES[code];
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') return 'tls';
  return 'network';
}
