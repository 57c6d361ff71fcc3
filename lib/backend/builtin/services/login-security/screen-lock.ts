/**
 * The shell's idle lock for the signed-in user: their unit's lockScreen setting, and unlocking
 * with their password. Wrong passwords here count like failed logins, so a lock screen left on an
 * unattended desk cannot be guessed at forever.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { attemptKey, clearLoginFailures, giveBackAttempt, isOverLimit, lockForFailures, reachesLimit, reserveAttempt } from '@/lib/backend/builtin/services/auth/login-attempts';
import { securitySetting } from '@/lib/backend/builtin/services/auth/security-setting';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { verifyPassword } from '@/lib/security/password-hash';
import { DEFAULT_IDLE_MINUTES } from './setting';

export async function myScreenLock(deps: BuiltinDeps, access: Access, _input: ConsoleInput<'myScreenLock'>): Promise<ConsoleOutput<'myScreenLock'>> {
  const row = await deps.db.loginSecuritySetting.findUnique({ where: { unitId: access.principal.unit.id }, select: { screenLockEnabled: true, screenLockIdleMinutes: true } });
  return { enabled: row?.screenLockEnabled ?? false, idleMinutes: row?.screenLockIdleMinutes ?? DEFAULT_IDLE_MINUTES };
}

export async function unlockScreen(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unlockScreen'>): Promise<ConsoleOutput<'unlockScreen'>> {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: access.principal.user.id } });
  if (user.locked) throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  // The same atomic reservation as a login (ADR 070): a burst of guesses here locks the account too.
  const setting = await securitySetting(deps, user.unitId);
  const reservation = await reserveAttempt(deps, attemptKey.user(user.id), setting);
  if (isOverLimit(reservation, setting)) {
    await lockForFailures(deps, user.id, reservation!.n);
    throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  }
  if (await verifyPassword(user.passwordHash, input.password)) {
    await giveBackAttempt(deps, reservation);
    await clearLoginFailures(deps, user.id);
    return null;
  }
  const locked = (await reachesLimit(deps, reservation, setting)) && (await lockForFailures(deps, user.id, reservation!.n));
  throw new AppError(locked ? ErrorCode.ACCOUNT_LOCKED : ErrorCode.BAD_CREDENTIALS);
}
