/**
 * Every login attempt leaves a row: time, unit, user, result, reason, IP, user agent. Rows are
 * written behind the answer (services/auth/login-write-behind.ts, decision record 070).
 */

export interface LoginAttempt {
  unitCode: string;
  userCode: string;
  unitId?: number | null;
  userId?: number | null;
  userName?: string | null;
  appCode: string;
  method: string;
  result: 'SUCCESS' | 'FAILURE' | 'LOCKED';
  /** UNKNOWN_ACCOUNT, BAD_PASSWORD, LOCKED, DISABLED, EXPIRED, UNIT_DISABLED, APP_NOT_OPENED, IP, TIME, MOBILE_CODE, ... */
  reason?: string;
  ip: string;
  userAgent: string;
  sessionId?: string;
}
