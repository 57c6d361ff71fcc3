/**
 * Stores a new password and ends every session of the user (a password change logs out
 * everywhere). Shared by the self-service change and the reset by e-mail code.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { hashPassword } from '@/lib/security/password-hash';
import { revokeSessions } from '@/lib/backend/builtin/services/session/create-session';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';
import { clearLoginFailures } from '@/lib/backend/builtin/services/auth/login-attempts';

export async function setPassword(deps: BuiltinDeps, userId: number, password: string, actor: { code: string; ip: string; action: string; unitId: number }): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await updateUser(deps, userId, { passwordHash, passwordChangedAt: now, firstLogin: false, passwordChangeRequired: false, failedAttempts: 0, lastFailedAt: null });
  await revokeSessions(deps, { userId }, 'PASSWORD_CHANGED');
  // Failures against the old password say nothing about the new one.
  await clearLoginFailures(deps, userId);
  await deps.db.auditLog.create({
    data: { at: now, actorUserId: userId, actorCode: actor.code, unitId: actor.unitId, action: actor.action, objectType: 'USER', objectId: String(userId), ip: actor.ip },
  });
}
