/**
 * Password sign-in. Unknown accounts and wrong passwords get the same error after the same work
 * (an attempt reserved against the lock, an argon2id verification, a log row). Past the unit's
 * limit of failures the account is locked and both get 40101 without a verification (ADR 070);
 * otherwise a lock, a disabled account or a closed application is told only after the right
 * password. Every attempt leaves a login-log row (written behind, login-write-behind.ts).
 */
import { randomBytes } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { LoginResult } from '@/lib/contracts/auth';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '@/lib/security/password-hash';
import { createCaptcha, verifyCaptcha } from '@/lib/security/captcha';
import { hashToken } from '@/lib/backend/builtin/services/session/tokens';
import { consumeCode } from '@/lib/backend/builtin/services/codes/verification-codes';
import { formatDateTime, maskMobile } from '@/lib/backend/builtin/services/format';
import type { LoginAttempt } from '@/lib/backend/builtin/services/logs/write-login-log';
import { isAppOpened } from '@/lib/backend/builtin/services/menu/list-user-apps';
import { createSession } from '@/lib/backend/builtin/services/session/create-session';
import { repeatLoginInfo } from '@/lib/backend/builtin/services/session/authenticate';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';
import { fillHeldResources, userLinksSelect } from '@/lib/backend/builtin/services/menu/granted-resource-ids';
import { memoGeneration } from '@/lib/backend/builtin/cache/memo';
import { buildLoginResult } from './build-login-result';
import { checkLoginRestrictions } from './check-login-restrictions';
import {
  attemptKey,
  clearLoginFailures,
  giveBackAttempt,
  isOverLimit,
  lockForFailures,
  needsCaptcha,
  reachesLimit,
  releaseExpiredLock,
  reserveAttempt,
  settleOverLimit,
  type Reservation,
} from './login-attempts';
import { queueLastLogin, queueLoginLog } from './login-write-behind';
import { effectiveSecurity, mobileValidationRequired, securitySetting, type EffectiveSecurity } from './security-setting';

export interface PasswordLogin {
  unitCode: string;
  userCode: string;
  password: string;
  appCode: string;
  kind: 'SSO' | 'APP';
  method: 'PASSWORD' | 'PMS';
  mobileCode?: string;
  encodedCode?: string;
  /**
   * The session this browser already holds, if any (its bearer token): a fresh sign-in over it
   * (an OIDC prompt=login, a second sign-in in the same browser) ends it like any other, but it is
   * not "another device" for the repeat-login notice.
   */
  currentToken?: string;
  /** The image captcha the unit asks for after some failures (docs/decisions/104). */
  captchaId?: string;
  captcha?: string;
  ip: string;
  userAgent: string;
  host: string;
  locale: Locale;
}

/** A pending SMS challenge: which user must type the code sent to their mobile. */
export const MOBILE_CHALLENGE_TTL_MS = 10 * 60_000;
export const mobileChallengeKey = (encodedCode: string) => `mobile-challenge:${encodedCode}`;

/**
 * The account behind a typed unit and user code, with its department and unit (codes are stored
 * upper-case; an exact unit code wins over the upper-cased one), and the user's role, role-group
 * and direct-grant links in the same model operation, so a sign-in's answer (apps, menus) does not
 * read them again (granted-resource-ids.ts fillHeldResources). The unit comes from the instance's
 * cache of units by code (find-unit-by-code.ts: a unit's change, its disabling included, drops it
 * on every instance; while invalidations could be missed it is read afresh); the account row itself
 * (password hash, lock, state, expiry) is read at every attempt, by the unit's unique key.
 * The unit's login rules come from login-rules.ts.
 */
async function findAccountWithLinks(deps: BuiltinDeps, unitCode: string, userCode: string) {
  const unit = await findUnitByCode(deps, unitCode);
  if (!unit) return null;
  const row = await deps.db.user.findUnique({ where: { unitId_code: { unitId: unit.id, code: userCode.trim() } }, include: { dept: true, ...userLinksSelect } });
  if (!row) return null;
  const { roles, roleGroups, resources, ...user } = row;
  return { user, unit, links: { roles, roleGroups, resources } };
}

/** The account behind a typed unit and user code, with its department and unit (findAccountWithLinks). */
export async function findAccount(deps: BuiltinDeps, unitCode: string, userCode: string) {
  const found = await findAccountWithLinks(deps, unitCode, userCode);
  return found ? { ...found.user, unit: found.unit } : null;
}

/**
 * An attempt that names no account: the same reservation, the same verification and the same
 * answers as a wrong password of a real one.
 */
export async function refuseUnknownAccount(
  deps: BuiltinDeps,
  input: Pick<PasswordLogin, 'unitCode' | 'userCode' | 'password' | 'captchaId' | 'captcha'>,
  attempt: LoginAttempt,
): Promise<never> {
  const unit = await findUnitByCode(deps, input.unitCode);
  const setting = unit ? await securitySetting(deps, unit.id) : effectiveSecurity(null);
  const reservation = await reserveAttempt(deps, attemptKey.account(input.unitCode, input.userCode), setting);
  const logged = { ...attempt, unitId: unit?.id ?? null };
  // The captcha first: attempts without one are given back before they could count or lock.
  const captchaAsked = needsCaptcha(reservation, setting);
  if (captchaAsked) {
    await checkCaptcha(deps, reservation, input, async (code, reason, data) => {
      queueLoginLog(deps, { ...logged, reason });
      throw new AppError(code, { data });
    });
  }
  if (isOverLimit(reservation, setting)) {
    queueLoginLog(deps, { ...logged, result: 'LOCKED', reason: 'UNKNOWN_ACCOUNT_LOCKED' });
    throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  }
  await verifyAgainstDummy(input.password);
  queueLoginLog(deps, { ...logged, reason: 'UNKNOWN_ACCOUNT' });
  throw new AppError(ErrorCode.BAD_CREDENTIALS, captchaAsked ? { data: await nextCaptcha(deps) } : {});
}

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
  // Taken before the account is read: the grants filled from its links are kept only if nothing was invalidated since.
  const readSince = memoGeneration(deps);
  const found = await findAccountWithLinks(deps, input.unitCode, input.userCode);
  if (!found) return refuseUnknownAccount(deps, input, attempt);
  const { unit, user: account, links } = found;
  Object.assign(attempt, { unitId: unit.id, userId: account.id, userName: account.name });
  // The unit's setting; its LOCKOUT login limit (console /limit/*) overrides the lock-out values.
  const setting = await securitySetting(deps, unit.id);
  const user = await releaseExpiredLock(deps, account, setting);
  const refuse = async (code: number, reason: string, result: 'FAILURE' | 'LOCKED' = 'FAILURE', data?: unknown): Promise<never> => {
    queueLoginLog(deps, { ...attempt, result, reason });
    // A lock that ends by itself says when (40101_until), not "ask an administrator".
    const until = code === ErrorCode.ACCOUNT_LOCKED ? await lockEnds(deps, user.id, setting) : null;
    throw new AppError(code, { ...(data === undefined ? {} : { data }), ...(until ? { params: { until } } : {}) });
  };

  let reservation: Reservation = await reserveAttempt(deps, attemptKey.user(user.id), setting);
  // The captcha before anything else (docs/decisions/104): attempts without one are given back
  // before they could count, so a burst without captchas neither gets through nor locks.
  const captchaAsked = needsCaptcha(reservation, setting);
  if (captchaAsked) {
    await checkCaptcha(deps, reservation, input, async (code, reason, data) => {
      // A wrong captcha is a failure like a wrong password, and locks like one at the limit.
      const locked = code === ErrorCode.CAPTCHA_INVALID && (await reachesLimit(deps, reservation, setting)) && (await lockForFailures(deps, user.id, reservation!.n));
      return refuse(code, locked ? 'CAPTCHA_LOCKED' : reason, 'FAILURE', data);
    });
  }
  if (isOverLimit(reservation, setting)) {
    const state = await settleOverLimit(deps, user.id, reservation!.n);
    if (state !== 'unlocked') await refuse(ErrorCode.ACCOUNT_LOCKED, state === 'locked-now' ? 'TOO_MANY_ATTEMPTS_LOCKED' : 'TOO_MANY_ATTEMPTS', 'LOCKED');
    // An administrator unlocked the account since the counter locked it: count afresh (unless a
    // burst has filled the new count already, which then locks the account itself).
    reservation = await reserveAttempt(deps, attemptKey.user(user.id), setting);
    if (isOverLimit(reservation, setting)) await refuse(ErrorCode.ACCOUNT_LOCKED, 'TOO_MANY_ATTEMPTS', 'LOCKED');
  }

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const locked = (await reachesLimit(deps, reservation, setting)) && (await lockForFailures(deps, user.id, reservation!.n));
    // Past the captcha count the next attempt needs a captcha again: the answer brings it.
    await refuse(ErrorCode.BAD_CREDENTIALS, locked ? 'BAD_PASSWORD_LOCKED' : 'BAD_PASSWORD', 'FAILURE', captchaAsked && !locked ? await nextCaptcha(deps) : undefined);
  }
  const othersFailures = await giveBackAttempt(deps, reservation);
  if (othersFailures >= setting.lockMaxFailures) await refuse(ErrorCode.ACCOUNT_LOCKED, 'LOCKED_DURING_LOGIN', 'LOCKED');

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
  // Without a mobile there is nowhere to send a code (choosing a user requires one: login-security/sms-users.ts).
  if (user.mobile && (await mobileValidationRequired(deps, { setting, unitId: unit.id, userId: user.id }))) {
    await checkMobileCode(deps, { userId: user.id, mobile: user.mobile, mobileCode: input.mobileCode, encodedCode: input.encodedCode }, refuse);
  }

  // Before the session: ending the sessions it overwrites invalidates, which would keep the fill out.
  await fillHeldResources(deps, { user, unit }, links, readSince);
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
  // Earlier failures no longer count (nothing to clear when none are left: the usual case).
  if (othersFailures > 0) await clearLoginFailures(deps, user.id);
  // Written behind: the last-login fields and the log row are nobody's answer to wait for.
  queueLastLogin(deps, user.id, input.ip);
  queueLoginLog(deps, { ...attempt, result: 'SUCCESS', sessionId: created.session.id });
  // Rare writes that a principal depends on stay in the request: failure fields left by a lifted
  // lock, and a rehash when the parameters rose (a login is the only moment we hold the password).
  if (user.failedAttempts !== 0 || user.lastFailedAt !== null || needsRehash(user.passwordHash)) {
    await updateUser(deps, user.id, {
      failedAttempts: 0,
      lastFailedAt: null,
      ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {}),
    });
  }
  const ownFamily = input.currentToken ? created.overwritten.find((s) => s.tokenHash === hashToken(input.currentToken!))?.familyId : undefined;
  const previous = created.overwritten.find((s) => s.familyId !== ownFamily);
  return buildLoginResult(
    deps,
    { session: created.session, user, unit },
    { token: created.token, appCode: input.appCode, host: input.host, repeatLogin: previous ? await repeatLoginInfo(previous, input.locale) : null },
  );
}

/**
 * The image captcha of an attempt past the unit's count of failures (docs/decisions/104). None
 * sent: the attempt was only asked for one, so its reservation is given back and the answer is
 * 40114 with a new captcha. A wrong, expired or spent one: the reservation is kept (a failure),
 * 40115 with a new captcha. A right one is spent atomically (captcha.ts): of attempts carrying the
 * same answer at once, one goes on to the password. The password is not verified before this.
 */
async function checkCaptcha(
  deps: BuiltinDeps,
  reservation: Reservation,
  input: Pick<PasswordLogin, 'captchaId' | 'captcha'>,
  refuse: (code: number, reason: string, data: { captchaId: string; image: string }) => Promise<never>,
): Promise<void> {
  if (input.captchaId && input.captcha && (await verifyCaptcha(deps.store, input.captchaId, input.captcha))) return;
  if (!input.captchaId || !input.captcha) {
    await giveBackAttempt(deps, reservation);
    await refuse(ErrorCode.CAPTCHA_REQUIRED, 'CAPTCHA_REQUIRED', await nextCaptcha(deps));
  }
  await refuse(ErrorCode.CAPTCHA_INVALID, 'CAPTCHA', await nextCaptcha(deps));
}

/** A new captcha for the answer (its id and image; the answer stays in the store, hashed). */
async function nextCaptcha(deps: BuiltinDeps): Promise<{ captchaId: string; image: string }> {
  const { captchaId, image } = await createCaptcha(deps.store);
  return { captchaId, image };
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

/**
 * When a lock for failed attempts ends by itself ('YYYY-MM-DD HH:mm' in the product's time zone),
 * or null for a lock that waits for an administrator. Read afresh: the lock may be this attempt's.
 */
async function lockEnds(deps: BuiltinDeps, userId: number, setting: EffectiveSecurity): Promise<string | null> {
  if (setting.lockDurationMinutes <= 0) return null;
  const row = await deps.db.user.findUnique({ where: { id: userId }, select: { locked: true, lockedAt: true, lockedReason: true } });
  if (!row?.locked || row.lockedReason !== 'TOO_MANY_FAILURES' || !row.lockedAt) return null;
  return formatDateTime(new Date(row.lockedAt.getTime() + setting.lockDurationMinutes * 60_000)).slice(0, 16);
}
