/** A unit's login-security setting, with the product's defaults when the unit has none. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';

export interface EffectiveSecurity {
  globalSwitch: boolean;
  ipWhiteEnabled: boolean;
  lockEnabled: boolean;
  lockMaxFailures: number;
  lockWindowMinutes: number;
  /** 0: stays locked until an administrator unlocks. */
  lockDurationMinutes: number;
  /**
   * Failures in the window after which the next attempt must carry an image captcha (0: never).
   * Below lockMaxFailures; set by the unit's LOCKOUT limit (docs/decisions/104).
   */
  captchaFailures: number;
  mobileValidationEnabled: boolean;
  overwriteEnabled: boolean;
}

/** Without a setting, accounts still lock after 5 failures in 30 minutes, for 30 minutes. */
export const DEFAULT_SECURITY: EffectiveSecurity = {
  globalSwitch: false,
  ipWhiteEnabled: false,
  lockEnabled: true,
  lockMaxFailures: 5,
  lockWindowMinutes: 30,
  lockDurationMinutes: 30,
  captchaFailures: 0,
  mobileValidationEnabled: false,
  overwriteEnabled: false,
};

/** The effective setting from a unit's row (read with the unit, or alone), before login limits. */
export function effectiveSecurity(s: Omit<EffectiveSecurity, 'captchaFailures'> | null | undefined): EffectiveSecurity {
  if (!s) return DEFAULT_SECURITY;
  return {
    globalSwitch: s.globalSwitch,
    ipWhiteEnabled: s.ipWhiteEnabled,
    lockEnabled: s.lockEnabled,
    lockMaxFailures: Math.max(1, s.lockMaxFailures),
    lockWindowMinutes: Math.max(1, s.lockWindowMinutes),
    lockDurationMinutes: Math.max(0, s.lockDurationMinutes),
    captchaFailures: 0,
    mobileValidationEnabled: s.mobileValidationEnabled,
    overwriteEnabled: s.overwriteEnabled,
  };
}

/**
 * The unit's setting, read at every sign-in (no cache: a change applies at the next login), with
 * its login limit of type LOCKOUT (console /limit/*) deciding the failures allowed and the lock time.
 */
export async function securitySetting(deps: BuiltinDeps, unitId: number): Promise<EffectiveSecurity> {
  const [s, limit] = await Promise.all([deps.db.loginSecuritySetting.findUnique({ where: { unitId } }), lockoutLimit(deps, unitId)]);
  return withLockoutLimit(effectiveSecurity(s), limit);
}

export type LockoutLimit = { maxFailures: number | null; lockMinutes: number | null; windowMinutes: number | null; captchaFailures: number | null };

/**
 * Where a unit-wide LOCKOUT limit in force at `now` is found (enabled, inside its validity); the
 * newest wins. Shared by the lookup below and by the login's account query, which reads it with
 * the unit in the same round trip.
 */
export function lockoutLimitQuery(now: Date) {
  return {
    where: {
      userId: null,
      type: 'LOCKOUT',
      enabled: true,
      AND: [{ OR: [{ validFrom: null }, { validFrom: { lte: now } }] }, { OR: [{ validTo: null }, { validTo: { gte: now } }] }],
    },
    orderBy: { id: 'desc' as const },
    select: { maxFailures: true, lockMinutes: true, windowMinutes: true, captchaFailures: true },
  };
}

/** The unit-wide LOCKOUT limit in force now. */
async function lockoutLimit(deps: BuiltinDeps, unitId: number): Promise<LockoutLimit | null> {
  const q = lockoutLimitQuery(deps.now());
  return deps.db.loginLimit.findFirst({ ...q, where: { ...q.where, unitId } });
}

/** A LOCKOUT limit turns the lock-out on with its values; what it leaves empty stays the setting's. */
export function withLockoutLimit(base: EffectiveSecurity, limit: LockoutLimit | null): EffectiveSecurity {
  if (!limit) return base;
  const lockMaxFailures = limit.maxFailures != null ? Math.max(1, limit.maxFailures) : base.lockMaxFailures;
  return {
    ...base,
    lockEnabled: true,
    lockMaxFailures,
    // A captcha asked at or after the lock would never be seen: only a count below the lock counts.
    captchaFailures: limit.captchaFailures != null && limit.captchaFailures > 0 && limit.captchaFailures < lockMaxFailures ? limit.captchaFailures : 0,
    lockDurationMinutes: limit.lockMinutes != null ? Math.max(0, limit.lockMinutes) : base.lockDurationMinutes,
    lockWindowMinutes: limit.windowMinutes != null ? Math.max(1, limit.windowMinutes) : base.lockWindowMinutes,
  };
}

export async function isExempt(deps: BuiltinDeps, unitId: number, userId: number, kind: string): Promise<boolean> {
  const row = await deps.db.loginExemptUser.findFirst({ where: { unitId, userId, kind: { in: [kind, 'ALL'] } }, select: { id: true } });
  return row !== null;
}

/** The user is one of the unit's chosen users of SMS validation (console /loginValidation/smsUser). */
async function isChosenForSms(deps: BuiltinDeps, unitId: number, userId: number): Promise<boolean> {
  const row = await deps.db.loginSmsUser.findUnique({ where: { unitId_userId: { unitId, userId } }, select: { id: true } });
  return row !== null;
}

/**
 * Whether this sign-in must be confirmed with an SMS code (docs/decisions/060). Under the unit's
 * master switch: the unit-wide switch asks everyone but its exempt users (MOBILE_VALIDATION or
 * ALL), and a chosen user is asked whatever the unit-wide switch and the exemptions say. An
 * exemption lifts the unit-wide rule only: choosing a user names them, so it is the stronger word.
 * Read from the database at every attempt: a change applies at the next login.
 */
export async function mobileValidationRequired(deps: BuiltinDeps, args: { setting: EffectiveSecurity; unitId: number; userId: number }): Promise<boolean> {
  if (!args.setting.globalSwitch) return false;
  if (args.setting.mobileValidationEnabled && !(await isExempt(deps, args.unitId, args.userId, 'MOBILE_VALIDATION'))) return true;
  return isChosenForSms(deps, args.unitId, args.userId);
}
