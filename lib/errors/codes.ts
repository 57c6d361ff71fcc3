/**
 * Every non-zero `result` the product returns. The spec's codes keep their numbers; the others are
 * ours (see docs/decisions/005-error-codes.md). Each code has an HTTP status and a message key
 * `errors.<code>` in messages/<locale>/errors.json.
 */
import { ConsoleErrorCode, consoleHttpStatus } from './console-codes';

export const ErrorCode = {
  ...ConsoleErrorCode,
  /** Session invalid: the client logs out. */
  SESSION_INVALID: 50001,
  /** The session was ended by a newer login of the same account (repeat login). */
  REPEAT_LOGIN: 52100,
  /** The unit has not opened the application, or the application is disabled. */
  APP_NOT_OPENED: 53012,
  /** The SSO token or ticket is not valid (unknown, used, expired or for another app). */
  SSO_TOKEN_INVALID: 54002,
  /** A system option update was refused; the client shows the message and returns false. */
  SYSTEM_OPTION_REFUSED: 58002,

  VALIDATION: 40000,
  BAD_CREDENTIALS: 40100,
  ACCOUNT_LOCKED: 40101,
  ACCOUNT_DISABLED: 40102,
  ACCOUNT_EXPIRED: 40103,
  UNIT_DISABLED: 40104,
  PASSWORD_CHANGE_REQUIRED: 40105,
  WRONG_OLD_PASSWORD: 40106,
  PASSWORD_TOO_WEAK: 40107,
  PASSWORD_SAME_AS_OLD: 40108,
  CODE_INVALID: 40109,
  EMAIL_MISMATCH: 40110,
  MOBILE_CODE_REQUIRED: 40111,
  IP_NOT_ALLOWED: 40112,
  TIME_NOT_ALLOWED: 40113,
  /** Sign-in: the unit's rules ask for an image captcha now (retVal: a new captcha; docs/decisions/104). */
  CAPTCHA_REQUIRED: 40114,
  /** Sign-in: the captcha was wrong, expired or spent (retVal: a new captcha); counts as a failure. */
  CAPTCHA_INVALID: 40115,
  /** Message search: a filter without a publish range (portal.md section 5). */
  MESSAGE_RANGE_REQUIRED: 46001,
  /** Message search: a publish range over seven days. */
  MESSAGE_RANGE_TOO_LONG: 46002,
  FORBIDDEN: 40300,
  CSRF: 40301,
  OUTSIDE_LINK: 40302,
  UNKNOWN_HOST: 40303,
  /** The application has no registered address (app links or redirect origins): no ticket is sent. */
  NO_REDIRECT_ADDRESS: 40310,
  NOT_FOUND: 40400,
  METHOD_NOT_ALLOWED: 40500,
  CONFLICT: 40900,
  PAYLOAD_TOO_LARGE: 41300,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  UPSTREAM_UNAVAILABLE: 50200,
  /** The database or Redis is unavailable or refused a write (decision 101): try again shortly. */
  SERVICE_UNAVAILABLE: 50300,
  /** Client side: the request failed without an HTTP answer. */
  UNKNOWN_NETWORK: -999,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** HTTP status per code. Envelope errors keep the envelope body whatever the status. */
export const httpStatusOf: Record<ErrorCodeValue, number> = {
  ...consoleHttpStatus,
  [ErrorCode.SESSION_INVALID]: 401,
  [ErrorCode.REPEAT_LOGIN]: 401,
  [ErrorCode.APP_NOT_OPENED]: 403,
  [ErrorCode.SSO_TOKEN_INVALID]: 401,
  [ErrorCode.SYSTEM_OPTION_REFUSED]: 400,
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.BAD_CREDENTIALS]: 401,
  [ErrorCode.ACCOUNT_LOCKED]: 423,
  [ErrorCode.ACCOUNT_DISABLED]: 403,
  [ErrorCode.ACCOUNT_EXPIRED]: 403,
  [ErrorCode.UNIT_DISABLED]: 403,
  [ErrorCode.PASSWORD_CHANGE_REQUIRED]: 403,
  [ErrorCode.WRONG_OLD_PASSWORD]: 400,
  [ErrorCode.PASSWORD_TOO_WEAK]: 400,
  [ErrorCode.PASSWORD_SAME_AS_OLD]: 400,
  [ErrorCode.CODE_INVALID]: 400,
  [ErrorCode.EMAIL_MISMATCH]: 400,
  [ErrorCode.MOBILE_CODE_REQUIRED]: 401,
  [ErrorCode.IP_NOT_ALLOWED]: 403,
  [ErrorCode.TIME_NOT_ALLOWED]: 403,
  [ErrorCode.CAPTCHA_REQUIRED]: 401,
  [ErrorCode.CAPTCHA_INVALID]: 401,
  [ErrorCode.MESSAGE_RANGE_REQUIRED]: 400,
  [ErrorCode.MESSAGE_RANGE_TOO_LONG]: 400,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.CSRF]: 403,
  [ErrorCode.OUTSIDE_LINK]: 400,
  [ErrorCode.UNKNOWN_HOST]: 400,
  [ErrorCode.NO_REDIRECT_ADDRESS]: 400,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.METHOD_NOT_ALLOWED]: 405,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.UPSTREAM_UNAVAILABLE]: 502,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
  [ErrorCode.UNKNOWN_NETWORK]: 502,
};

export function isKnownCode(code: number): code is ErrorCodeValue {
  return Object.prototype.hasOwnProperty.call(httpStatusOf, code);
}
