/** The one error type. It carries a spec code, optional message parameters and optional data. */
import { ErrorCode, httpStatusOf, isKnownCode, type ErrorCodeValue } from './codes';

export type MessageParams = Record<string, string | number>;

/**
 * A brand instead of `instanceof`: Next bundles pages, route handlers and the proxy separately, so
 * one error can cross between two copies of this module (the runtime is shared on globalThis).
 */
const BRAND = Symbol.for('concierge.AppError');

export class AppError extends Error {
  override name = 'AppError';
  readonly [BRAND] = true;
  readonly code: number;
  readonly params: MessageParams | undefined;
  /** A message already in the user's language (from an upstream service); used instead of errors.<code>. */
  readonly serverMessage: string | undefined;
  /** Goes out as retVal, e.g. the repeat-login info that comes with 52100. */
  readonly data: unknown;
  /** Details for the validation case: field -> message keys. Never contains secrets. */
  readonly fields: Record<string, string[]> | undefined;

  constructor(
    code: ErrorCodeValue | number,
    options: { params?: MessageParams; serverMessage?: string; data?: unknown; fields?: Record<string, string[]>; cause?: unknown } = {},
  ) {
    super(options.serverMessage ?? `error ${code}`, { cause: options.cause });
    this.code = code;
    this.params = options.params;
    this.serverMessage = options.serverMessage;
    this.data = options.data;
    this.fields = options.fields;
  }

  get httpStatus(): number {
    if (isKnownCode(this.code)) return httpStatusOf[this.code];
    // Upstream codes we do not know: a business refusal, not a server failure.
    if (this.code >= 400 && this.code < 600) return this.code;
    return 400;
  }

  static validation(fields: Record<string, string[]>): AppError {
    return new AppError(ErrorCode.VALIDATION, { fields });
  }
}

export function isAppError(e: unknown): e is AppError {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}
