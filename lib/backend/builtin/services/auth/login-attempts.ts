/**
 * The account's failure count and lock, held under concurrency (ADR 070). Before a password is
 * verified the attempt reserves one unit of a counter in the ephemeral store (one atomic INCR, in
 * memory or in Redis), keyed by the user, or for an unknown account by the typed unit and account
 * so it costs and answers the same. The reservation's number decides:
 *   n <= lockMaxFailures  the password is verified; a wrong one that brings the count to the
 *                         limit locks;
 *   n >  lockMaxFailures  the account is locked and the answer is 40101 without verifying.
 * A right password gives its reservation back; a completed login clears the counter. The counter
 * starts its window (lockWindowMinutes) with its first failure. The lock is one conditional UPDATE
 * (locked = false), so of many concurrent lockers exactly one revokes the user's sessions.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { revokeSessions } from '@/lib/backend/builtin/services/session/create-session';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';
import type { User } from '@/lib/db/generated/sqlite/client';
import type { EffectiveSecurity } from './security-setting';

export const attemptKey = {
  user: (userId: number) => `login-fail:u:${userId}`,
  /** Typed unit and account that name nobody: upper-cased unit code (how codes are stored), account as typed. */
  account: (unitCode: string, userCode: string) => `login-fail:a:${unitCode.trim().toUpperCase()}:${userCode.trim()}`,
};
/** Set once the counter has locked the user; lets a later attempt see an unlock made since. */
const lockMark = (userId: number) => `login-locked:u:${userId}`;

const windowMs = (s: EffectiveSecurity) => s.lockWindowMinutes * 60_000;

/** A reserved attempt: its number in the window, or null when the unit does not lock accounts. */
export type Reservation = { key: string; n: number } | null;

export async function reserveAttempt(deps: BuiltinDeps, key: string, setting: EffectiveSecurity): Promise<Reservation> {
  if (!setting.lockEnabled) return null;
  return { key, n: await deps.store.incr(key, windowMs(setting)) };
}

export const isOverLimit = (r: Reservation, s: EffectiveSecurity): boolean => r !== null && r.n > s.lockMaxFailures;

/**
 * Whether this attempt must carry an image captcha (docs/decisions/104): the unit asks for one
 * after `captchaFailures` failures, and this attempt's reserved number says how many came before
 * it, attempts in flight included. Attempts fired at once each get their own number, so none of
 * those past the count slips through without a captcha.
 */
export const needsCaptcha = (r: Reservation, s: EffectiveSecurity): boolean => r !== null && s.captchaFailures > 0 && r.n > s.captchaFailures;

/**
 * After a wrong password: whether the failures now reach the limit. The counter is read again
 * rather than trusting this attempt's number, because attempts still in flight (a right password
 * among them) may have given theirs back or cleared the count meanwhile.
 */
export async function reachesLimit(deps: BuiltinDeps, r: Reservation, s: EffectiveSecurity): Promise<boolean> {
  if (r === null || r.n < s.lockMaxFailures) return false;
  return Number((await deps.store.get(r.key)) ?? 0) >= s.lockMaxFailures;
}

/**
 * A right password: the attempt did not fail, so it gives its reservation back. Returns the
 * failures others hold in the window (0 when nothing was counted); when they reach the limit, a
 * burst locked the account while this password was being verified.
 */
export async function giveBackAttempt(deps: BuiltinDeps, r: Reservation): Promise<number> {
  return r === null ? 0 : deps.store.decr(r.key);
}

/** A completed login, an unlock or a new password: the failures so far no longer count. */
export async function clearLoginFailures(deps: BuiltinDeps, userId: number): Promise<void> {
  await Promise.all([deps.store.del(attemptKey.user(userId)), deps.store.del(lockMark(userId))]);
}

/**
 * Locks the user for too many failures (once, whatever the number of concurrent callers) and ends
 * every session and token of the user, like a password change. Returns true for the caller that locked.
 */
export async function lockForFailures(deps: BuiltinDeps, userId: number, failures: number): Promise<boolean> {
  const now = deps.now();
  const { count } = await deps.db.user.updateMany({
    where: { id: userId, locked: false },
    data: { locked: true, lockedAt: now, lockedReason: 'TOO_MANY_FAILURES', failedAttempts: failures, lastFailedAt: now },
  });
  // The mark lives exactly as long as the counter (written after the row, read before it).
  const ttl = await deps.store.ttl(attemptKey.user(userId));
  if (ttl > 0) await deps.store.set(lockMark(userId), '1', ttl);
  if (count === 1) {
    usersChanged([userId]);
    await revokeSessions(deps, { userId }, 'LOCKED');
  }
  return count === 1;
}

/** Login-log reasons of the attempt that locked an account (one per lock; reports count them). */
export const LOCKING_REASONS = ['BAD_PASSWORD_LOCKED', 'CAPTCHA_LOCKED', 'TOO_MANY_ATTEMPTS_LOCKED'] as const;

/**
 * An attempt over the limit for a known user: 'locked' (already), 'locked-now' (this call made the
 * lock), or 'unlocked' when an administrator lifted this counter's lock since (the count starts over).
 */
export async function settleOverLimit(deps: BuiltinDeps, userId: number, failures: number): Promise<'locked' | 'locked-now' | 'unlocked'> {
  // Mark first, row second: a mark with an unlocked row can only mean an unlock after our lock.
  const marked = (await deps.store.get(lockMark(userId))) !== null;
  const row = await deps.db.user.findUnique({ where: { id: userId }, select: { locked: true } });
  if (!row) return 'locked';
  if (!row.locked && marked) {
    await clearLoginFailures(deps, userId);
    return 'unlocked';
  }
  if (!row.locked && (await lockForFailures(deps, userId, failures))) return 'locked-now';
  return 'locked';
}

/** A lock with a duration ends by itself; a lock without one waits for an administrator. */
export async function releaseExpiredLock<U extends User>(deps: BuiltinDeps, user: U, setting: EffectiveSecurity): Promise<U> {
  if (!user.locked || user.lockedReason !== 'TOO_MANY_FAILURES' || setting.lockDurationMinutes <= 0 || !user.lockedAt) return user;
  if (deps.now().getTime() - user.lockedAt.getTime() < setting.lockDurationMinutes * 60_000) return user;
  const released = await updateUser(deps, user.id, { locked: false, lockedAt: null, lockedReason: null, failedAttempts: 0, lastFailedAt: null });
  await clearLoginFailures(deps, user.id);
  return { ...user, ...released };
}
