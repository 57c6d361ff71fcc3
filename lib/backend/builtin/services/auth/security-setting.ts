/** A unit's login-security setting, with the product's defaults when the unit has none. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { exemptFrom, inForce, unitLoginRules, type UnitLoginRules } from './login-rules';

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

/** A unit's login-security row as stored: the captcha count comes from its LOCKOUT limit. */
export type SecurityRow = Omit<EffectiveSecurity, 'captchaFailures'>;

/** The effective setting from a unit's row (read with the unit, or alone), before login limits. */
export function effectiveSecurity(s: SecurityRow | null | undefined): EffectiveSecurity {
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
 * The unit's setting with its login limit of type LOCKOUT (console /limit/*) deciding the failures
 * allowed and the lock time: from the unit's login rules (login-rules.ts: cached, dropped by every
 * console change of login security on every instance, so a change applies at the next login).
 */
export async function securitySetting(deps: BuiltinDeps, unitId: number): Promise<EffectiveSecurity> {
  return securityOf(await unitLoginRules(deps, unitId), deps.now());
}

/** The effective setting of a unit's rules at `now`: the newest unit-wide LOCKOUT limit in force wins. */
export function securityOf(rules: UnitLoginRules, now: Date): EffectiveSecurity {
  const lockout = rules.limits.find((l) => l.type === 'LOCKOUT' && l.userId === null && inForce(l, now)) ?? null;
  return withLockoutLimit(effectiveSecurity(rules.setting), lockout);
}

export type LockoutLimit = { maxFailures: number | null; lockMinutes: number | null; windowMinutes: number | null; captchaFailures: number | null };

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
  return exemptFrom(await unitLoginRules(deps, unitId), userId, kind);
}

/** The user is one of the unit's chosen users of SMS validation (console /loginValidation/smsUser). */
async function isChosenForSms(deps: BuiltinDeps, unitId: number, userId: number): Promise<boolean> {
  return (await unitLoginRules(deps, unitId)).smsUsers.has(userId);
}

/**
 * Whether this sign-in must be confirmed with an SMS code (docs/decisions/060). Under the unit's
 * master switch: the unit-wide switch asks everyone but its exempt users (MOBILE_VALIDATION or
 * ALL), and a chosen user is asked whatever the unit-wide switch and the exemptions say. An
 * exemption lifts the unit-wide rule only: choosing a user names them, so it is the stronger word.
 * Read from the unit's login rules (login-rules.ts): a console change applies at the next login.
 */
export async function mobileValidationRequired(deps: BuiltinDeps, args: { setting: EffectiveSecurity; unitId: number; userId: number }): Promise<boolean> {
  if (!args.setting.globalSwitch) return false;
  if (args.setting.mobileValidationEnabled && !(await isExempt(deps, args.unitId, args.userId, 'MOBILE_VALIDATION'))) return true;
  return isChosenForSms(deps, args.unitId, args.userId);
}
