/**
 * Password sign-in. Unknown accounts and wrong passwords get the same error after the same work
 * (an argon2id verification and a log row); a lock, a disabled account or a closed application is
 * told only after the right password. Every attempt writes a login-log row.
 */
import { randomBytes } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { LoginResult } from '@/lib/contracts/auth';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '@/lib/security/password-hash';
import { consumeCode } from '@/lib/backend/builtin/services/codes/verification-codes';
import { maskMobile } from '@/lib/backend/builtin/services/format';
import { writeLoginLog, type LoginAttempt } from '@/lib/backend/builtin/services/logs/write-login-log';
import { isAppOpened } from '@/lib/backend/builtin/services/menu/list-user-apps';
import { createSession } from '@/lib/backend/builtin/services/session/create-session';
import { repeatLoginInfo } from '@/lib/backend/builtin/services/session/authenticate';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { buildLoginResult } from './build-login-result';
import { checkLoginRestrictions } from './check-login-restrictions';
import { recordFailedLogin, releaseExpiredLock } from './record-failed-login';
import { isExempt, securitySetting } from './security-setting';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';

export interface PasswordLogin {
  unitCode: string;
  userCode: string;
  password: string;
  appCode: string;
  kind: 'SSO' | 'APP';
  method: 'PASSWORD' | 'PMS';
  mobileCode?: string;
  encodedCode?: string;
  ip: string;
  userAgent: string;
  host: string;
  locale: Locale;
}

/** A pending SMS challenge: which user must type the code sent to their mobile. */
export const MOBILE_CHALLENGE_TTL_MS = 10 * 60_000;
export const mobileChallengeKey = (encodedCode: string) => `mobile-challenge:${encodedCode}`;

export async function loginWithPassword(deps: BuiltinDeps, input: PasswordLogin): Promise<LoginResult> {
  const attempt: LoginAttempt = {
    unitCode: input.unitCode,
    userCode: input.userCode,
    appCode: input.appCode,
    method: input.method,
    ip: input.ip,
    userAgent: input.userAgent,
    result: 'FAILURE',
  };
  const unit = await findUnitByCode(deps, input.unitCode);
  const found = unit
    ? await deps.db.user.findUnique({ where: { unitId_code: { unitId: unit.id, code: input.userCode.trim() } }, include: { dept: true } })
    : null;
  if (!unit || !found) {
    await verifyAgainstDummy(input.password);
    await writeLoginLog(deps, { ...attempt, unitId: unit?.id ?? null, reason: 'UNKNOWN_ACCOUNT' });
    throw new AppError(ErrorCode.BAD_CREDENTIALS);
  }
  Object.assign(attempt, { unitId: unit.id, userId: found.id, userName: found.name });
  const setting = await securitySetting(deps, unit.id);
  const user = { ...(await releaseExpiredLock(deps, found, setting)), dept: found.dept };

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const locked = await recordFailedLogin(deps, user, setting);
    await writeLoginLog(deps, { ...attempt, reason: locked ? 'BAD_PASSWORD_LOCKED' : 'BAD_PASSWORD' });
    throw new AppError(ErrorCode.BAD_CREDENTIALS);
  }

  const refuse = async (code: number, reason: string, result: 'FAILURE' | 'LOCKED' = 'FAILURE', data?: unknown): Promise<never> => {
    await writeLoginLog(deps, { ...attempt, result, reason });
    throw new AppError(code, data === undefined ? {} : { data });
  };
  const now = deps.now();
  if (user.locked) await refuse(ErrorCode.ACCOUNT_LOCKED, 'LOCKED', 'LOCKED');
  if (user.status !== 'ENABLED') await refuse(ErrorCode.ACCOUNT_DISABLED, 'DISABLED');
  if (user.expiresAt && user.expiresAt <= now) await refuse(ErrorCode.ACCOUNT_EXPIRED, 'EXPIRED');
  if (unit.status !== 'ENABLED') await refuse(ErrorCode.UNIT_DISABLED, 'UNIT_DISABLED');
  try {
    await checkLoginRestrictions(deps, { unitId: unit.id, userId: user.id, ip: input.ip, setting });
  } catch (e) {
    if (isAppError(e)) await refuse(e.code, e.code === ErrorCode.IP_NOT_ALLOWED ? 'IP' : 'TIME');
    throw e;
  }
  if (input.appCode !== deps.config.loginSystem.ssoAppCode && !(await isAppOpened(deps, unit.id, input.appCode))) {
    await refuse(ErrorCode.APP_NOT_OPENED, 'APP_NOT_OPENED');
  }
  if (setting.globalSwitch && setting.mobileValidationEnabled && user.mobile && !(await isExempt(deps, unit.id, user.id, 'MOBILE_VALIDATION'))) {
    await checkMobileCode(deps, { userId: user.id, mobile: user.mobile, mobileCode: input.mobileCode, encodedCode: input.encodedCode }, refuse);
  }

  const created = await createSession(deps, {
    userId: user.id,
    unitId: unit.id,
    kind: input.kind,
    appCode: input.appCode,
    method: input.method,
    host: input.host,
    ip: input.ip,
    userAgent: input.userAgent,
    overwrite: setting.overwriteEnabled,
  });
  await updateUser(deps, user.id, {
    failedAttempts: 0,
    lastFailedAt: null,
    lastLoginAt: now,
    lastLoginIp: input.ip,
    // Parameters rise over the years; a login is the only moment we hold the password to rehash.
    ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {}),
  });
  await writeLoginLog(deps, { ...attempt, result: 'SUCCESS', sessionId: created.session.id });
  const previous = created.overwritten[0];
  return buildLoginResult(
    deps,
    { session: created.session, user, unit },
    { token: created.token, appCode: input.appCode, host: input.host, repeatLogin: previous ? await repeatLoginInfo(previous, input.locale) : null },
  );
}

async function checkMobileCode(
  deps: BuiltinDeps,
  args: { userId: number; mobile: string; mobileCode?: string; encodedCode?: string },
  refuse: (code: number, reason: string, result?: 'FAILURE' | 'LOCKED', data?: unknown) => Promise<never>,
): Promise<void> {
  if (args.mobileCode && args.encodedCode) {
    const pending = await deps.store.get(mobileChallengeKey(args.encodedCode));
    if (pending === String(args.userId)) {
      try {
        await consumeCode(deps, { purpose: 'LOGIN_SMS', target: args.mobile, userId: args.userId, code: args.mobileCode });
        await deps.store.del(mobileChallengeKey(args.encodedCode));
        return;
      } catch {
        await refuse(ErrorCode.CODE_INVALID, 'MOBILE_CODE');
      }
    }
  }
  // Ask for the second factor: the client calls /sso/sendMobileCode with this challenge.
  const encodedCode = randomBytes(24).toString('base64url');
  await deps.store.set(mobileChallengeKey(encodedCode), String(args.userId), MOBILE_CHALLENGE_TTL_MS);
  await refuse(ErrorCode.MOBILE_CODE_REQUIRED, 'MOBILE_CODE_REQUIRED', 'FAILURE', { encodedCode, mobile: maskMobile(args.mobile) });
}
