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
  mobileValidationEnabled: false,
  overwriteEnabled: false,
};

export async function securitySetting(deps: BuiltinDeps, unitId: number): Promise<EffectiveSecurity> {
  const s = await deps.db.loginSecuritySetting.findUnique({ where: { unitId } });
  if (!s) return DEFAULT_SECURITY;
  return {
    globalSwitch: s.globalSwitch,
    ipWhiteEnabled: s.ipWhiteEnabled,
    lockEnabled: s.lockEnabled,
    lockMaxFailures: Math.max(1, s.lockMaxFailures),
    lockWindowMinutes: Math.max(1, s.lockWindowMinutes),
    lockDurationMinutes: Math.max(0, s.lockDurationMinutes),
    mobileValidationEnabled: s.mobileValidationEnabled,
    overwriteEnabled: s.overwriteEnabled,
  };
}

export async function isExempt(deps: BuiltinDeps, unitId: number, userId: number, kind: string): Promise<boolean> {
  const row = await deps.db.loginExemptUser.findFirst({ where: { unitId, userId, kind: { in: [kind, 'ALL'] } }, select: { id: true } });
  return row !== null;
}
