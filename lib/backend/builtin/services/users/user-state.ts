/**
 * Account state changed by administrators: enable and disable, lock and unlock, reset the password,
 * the receive-message flag, deletion. Disabling, locking and a reset end the user's sessions at once.
 */
import { randomInt } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { writeAudit, type AuditAction } from '@/lib/backend/builtin/services/audit/write-audit';
import { isReferenced } from '@/lib/backend/builtin/services/db-errors';
import { revokeSessions } from '@/lib/backend/builtin/services/session/create-session';
import { updateUser as writeUser } from '@/lib/backend/builtin/services/users/update-user';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Db } from '@/lib/db/client';
import type { Prisma, User } from '@/lib/db/generated/sqlite/client';
import { hashPassword } from '@/lib/security/password-hash';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { inUse } from '@/lib/errors/in-use';
import { assertAdminPassword } from './save-user';
import { endOfDay, namedUser, refuseSelf, toUserRow, userInclude, userSnapshot } from './user-row';

async function change(deps: BuiltinDeps, access: Access, before: User, data: Prisma.UserUpdateInput, action: AuditAction, detail?: Record<string, unknown>) {
  const after = await deps.db.$transaction(async (tx) => {
    const saved = await writeUser({ ...deps, db: tx as unknown as Db }, before.id, { ...data, updatedBy: access.principal.user.code });
    await writeAudit(tx, access, { action, objectType: 'User', objectId: before.id, unitId: before.unitId, before: userSnapshot(before), after: userSnapshot(saved), detail });
    return tx.user.findUniqueOrThrow({ where: { id: before.id }, include: userInclude });
  });
  usersChanged([before.id]);
  return after;
}

export async function updateLogin(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateLogin'>): Promise<ConsoleOutput<'updateLogin'>> {
  const before = await namedUser(deps, input.id);
  if (input.status === 'DISABLED') refuseSelf(access, before.id);
  const data: Prisma.UserUpdateInput = {};
  if (input.status !== undefined) data.status = input.status;
  if (input.expiresAt !== undefined) data.expiresAt = endOfDay(input.expiresAt);
  const action: AuditAction = input.status === 'DISABLED' ? 'DISABLE' : input.status === 'ENABLED' ? 'ENABLE' : 'UPDATE';
  const after = await change(deps, access, before, data, action);
  if (input.status === 'DISABLED' && before.status !== 'DISABLED') await revokeSessions(deps, { userId: before.id }, 'ADMIN');
  return toUserRow(after);
}

export async function lockUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'lockUser'>): Promise<ConsoleOutput<'lockUser'>> {
  const before = await namedUser(deps, input.id);
  refuseSelf(access, before.id);
  const after = await change(deps, access, before, { locked: true, lockedAt: deps.now(), lockedReason: 'ADMIN' }, 'LOCK');
  await revokeSessions(deps, { userId: before.id }, 'LOCKED');
  return toUserRow(after);
}

export async function unlockUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unlockUser'>): Promise<ConsoleOutput<'unlockUser'>> {
  const before = await namedUser(deps, input.id);
  const after = await change(deps, access, before, { locked: false, lockedAt: null, lockedReason: null, failedAttempts: 0, lastFailedAt: null }, 'UNLOCK');
  return toUserRow(after);
}

/** A password that satisfies every rule a unit can set: capitals, lower case, digits and a symbol, 12 long. */
export function generatePassword(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[randomInt(set.length)]!);
  const chars = [...pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 3), ...pick('abcdefghijkmnpqrstuvwxyz', 4), ...pick('23456789', 3), ...pick('@#$%', 1), ...pick('abcdefghjkmnpqrstuvwxyz23456789', 1)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export async function resetPasswordByAdmin(deps: BuiltinDeps, access: Access, input: ConsoleInput<'resetPasswordByAdmin'>): Promise<ConsoleOutput<'resetPasswordByAdmin'>> {
  const before = await namedUser(deps, input.id);
  // One's own password is changed through the self-service form (with the old one).
  refuseSelf(access, before.id);
  const given = input.password ?? '';
  if (given && given !== (input.passwordCheck ?? '')) throw new AppError(ErrorCode.PASSWORD_MISMATCH);
  const password = given || generatePassword();
  if (given) await assertAdminPassword(deps, access, before.unitId, password);
  const passwordHash = await hashPassword(password);
  await change(deps, access, before, { passwordHash, passwordChangedAt: deps.now(), passwordChangeRequired: true, failedAttempts: 0, lastFailedAt: null }, 'RESET_PASSWORD', { generated: !given });
  await revokeSessions(deps, { userId: before.id }, 'PASSWORD_CHANGED');
  // A generated password is shown once to the administrator; a typed one is not sent back.
  return { password: given ? '' : password };
}

export async function editReceiveMessage(deps: BuiltinDeps, access: Access, input: ConsoleInput<'editReceiveMessage'>): Promise<ConsoleOutput<'editReceiveMessage'>> {
  const ids = [...new Set(input.userIds)];
  // Every user is checked before any is changed: a refusal changes nothing.
  const users: User[] = [];
  for (const id of ids) users.push(await namedUser(deps, id));
  const receiveMessage = input.receiveMessage === 'T';
  for (const user of users) await change(deps, access, user, { receiveMessage }, 'UPDATE', { receiveMessage });
  return { updated: users.length };
}

export async function deleteUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteUser'>): Promise<ConsoleOutput<'deleteUser'>> {
  const user = await namedUser(deps, input.id);
  refuseSelf(access, user.id);
  try {
    await deps.db.$transaction(async (tx) => {
      await tx.user.delete({ where: { id: user.id } });
      await writeAudit(tx, access, { action: 'DELETE', objectType: 'User', objectId: user.id, unitId: user.unitId, before: userSnapshot(user) });
    });
  } catch (e) {
    if (isReferenced(e)) throw inUse('user');
    throw e;
  }
  usersChanged([user.id]);
  return null;
}
