/**
 * Counts a wrong password inside the unit's lock window and locks the account at the unit's limit.
 * Returns true when this failure locked the account.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { User } from '@/lib/db/generated/sqlite/client';
import type { EffectiveSecurity } from './security-setting';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';

export async function recordFailedLogin(deps: BuiltinDeps, user: User, setting: EffectiveSecurity): Promise<boolean> {
  const now = deps.now();
  const windowStart = now.getTime() - setting.lockWindowMinutes * 60_000;
  const inWindow = user.lastFailedAt !== null && user.lastFailedAt.getTime() >= windowStart;
  const failures = (inWindow ? user.failedAttempts : 0) + 1;
  const lock = setting.lockEnabled && !user.locked && failures >= setting.lockMaxFailures;
  await updateUser(deps, user.id, {
    failedAttempts: failures,
    lastFailedAt: now,
    ...(lock ? { locked: true, lockedAt: now, lockedReason: 'TOO_MANY_FAILURES' } : {}),
  });
  return lock;
}

/** A lock with a duration ends by itself; a lock without one waits for an administrator. */
export async function releaseExpiredLock(deps: BuiltinDeps, user: User, setting: EffectiveSecurity): Promise<User> {
  if (!user.locked || user.lockedReason !== 'TOO_MANY_FAILURES' || setting.lockDurationMinutes <= 0 || !user.lockedAt) return user;
  if (deps.now().getTime() - user.lockedAt.getTime() < setting.lockDurationMinutes * 60_000) return user;
  return updateUser(deps, user.id, { locked: false, lockedAt: null, lockedReason: null, failedAttempts: 0, lastFailedAt: null });
}
