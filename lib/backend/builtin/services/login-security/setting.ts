/**
 * A unit's login-security setting as the console shows and changes it. Every change is one row
 * update plus an audit row with before and after, in one transaction; the sign-in reads the row at
 * the next login (no cache).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { DEFAULT_SECURITY, securitySetting as effectiveSecurity } from '@/lib/backend/builtin/services/auth/security-setting';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { SecuritySettingView } from '@/lib/contracts/login-security';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

/** Idle minutes of the screen lock when a unit has no setting row. */
export const DEFAULT_IDLE_MINUTES = 30;

export async function settingView(deps: BuiltinDeps, unitId: number): Promise<SecuritySettingView> {
  const unit = await deps.db.unit.findUnique({ where: { id: unitId }, select: { id: true, code: true, name: true } });
  if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
  const [row, effective] = await Promise.all([deps.db.loginSecuritySetting.findUnique({ where: { unitId } }), effectiveSecurity(deps, unitId)]);
  return {
    unitId: unit.id,
    unitCode: unit.code,
    unitName: unit.name,
    saved: row !== null,
    globalSwitch: row?.globalSwitch ?? DEFAULT_SECURITY.globalSwitch,
    ipWhiteEnabled: row?.ipWhiteEnabled ?? DEFAULT_SECURITY.ipWhiteEnabled,
    mobileValidationEnabled: row?.mobileValidationEnabled ?? DEFAULT_SECURITY.mobileValidationEnabled,
    screenLockEnabled: row?.screenLockEnabled ?? false,
    screenLockIdleMinutes: row?.screenLockIdleMinutes ?? DEFAULT_IDLE_MINUTES,
    overwriteEnabled: row?.overwriteEnabled ?? DEFAULT_SECURITY.overwriteEnabled,
    lockEnabled: effective.lockEnabled,
    lockMaxFailures: effective.lockMaxFailures,
    lockWindowMinutes: effective.lockWindowMinutes,
    lockDurationMinutes: effective.lockDurationMinutes,
    updatedAt: row ? formatDateTime(row.updatedAt) : '',
    updatedBy: row?.updatedBy ?? '',
  };
}

/** Changes some fields of the unit's setting (creating the row with the defaults first). */
export async function changeSetting(
  deps: BuiltinDeps,
  access: Access,
  unitId: number,
  data: Omit<Prisma.LoginSecuritySettingUncheckedCreateInput, 'unitId'>,
): Promise<SecuritySettingView> {
  if (!(await deps.db.unit.findUnique({ where: { id: unitId }, select: { id: true } }))) throw new AppError(ErrorCode.NOT_FOUND);
  const updatedBy = access.principal.user.code;
  await deps.db.$transaction(async (tx) => {
    const before = await tx.loginSecuritySetting.findUnique({ where: { unitId } });
    const after = await tx.loginSecuritySetting.upsert({
      where: { unitId },
      // A unit without a row had the product's defaults (lock-out on): the new row keeps them.
      create: { unitId, lockEnabled: DEFAULT_SECURITY.lockEnabled, lockDurationMinutes: DEFAULT_SECURITY.lockDurationMinutes, ...data, updatedBy },
      update: { ...data, updatedBy },
    });
    await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'LoginSecuritySetting', objectId: after.id, unitId, before, after });
  });
  return settingView(deps, unitId);
}

export async function securitySetting(deps: BuiltinDeps, access: Access, input: ConsoleInput<'securitySetting'>): Promise<ConsoleOutput<'securitySetting'>> {
  return settingView(deps, input.unitId);
}

export const saveGlobalSwitch = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveGlobalSwitch'>) =>
  changeSetting(deps, access, input.unitId, { globalSwitch: input.enabled });

export const saveIpWhiteEnabled = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveIpWhiteEnabled'>) =>
  changeSetting(deps, access, input.unitId, { ipWhiteEnabled: input.enabled });

export const saveMobileValidation = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveMobileValidation'>) =>
  changeSetting(deps, access, input.unitId, { mobileValidationEnabled: input.enabled });

export const saveLockScreen = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveLockScreen'>) =>
  changeSetting(deps, access, input.unitId, { screenLockEnabled: input.enabled, screenLockIdleMinutes: input.idleMinutes });

export const saveOverwrite = (deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveOverwrite'>) =>
  changeSetting(deps, access, input.unitId, { overwriteEnabled: input.enabled });
