/** Every login attempt leaves a row: time, unit, user, result, reason, IP, user agent. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';

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

export async function writeLoginLog(deps: BuiltinDeps, a: LoginAttempt): Promise<void> {
  await deps.db.loginLog.create({
    data: {
      at: deps.now(),
      unitCode: a.unitCode.slice(0, 60),
      userCode: a.userCode.slice(0, 60),
      unitId: a.unitId ?? null,
      userId: a.userId ?? null,
      userName: a.userName ?? null,
      appCode: a.appCode,
      method: a.method,
      result: a.result,
      reason: a.reason ?? null,
      ip: a.ip,
      userAgent: a.userAgent.slice(0, 400),
      sessionId: a.sessionId ?? null,
    },
  });
}
