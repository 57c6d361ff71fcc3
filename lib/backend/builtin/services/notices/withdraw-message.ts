/**
 * Withdrawing a published message (docs/decisions/099): it is marked withdrawn, recipients who had
 * not read it no longer see it (their lists, counts and pop-ups leave it out: the receipt scope in
 * messages/caller.ts), those who read it keep it. Open browsers of the recipients are told to
 * refresh their counts and notices. The dispatcher already checked the message is of the caller's units.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { pushLive } from '@/lib/backend/builtin/services/messages/push-live';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { USER_REFRESH_QUEUE } from '@/lib/realtime/destinations';

/** Users told at once in one push; larger audiences are split (frames stay small). */
const PUSH_CHUNK = 1_000;

export async function withdrawMessage(deps: BuiltinDeps, access: Access, input: { id: number }): Promise<null> {
  const message = await deps.db.message.findUnique({ where: { id: input.id }, select: { id: true, messageType: true, withdrawnAt: true } });
  // A system tip is cleared, not withdrawn.
  if (!message || message.messageType === 'SYSTEM') throw new AppError(ErrorCode.NOT_FOUND);
  if (message.withdrawnAt) return null;
  await deps.db.message.update({ where: { id: message.id }, data: { withdrawnAt: deps.now(), withdrawnBy: access.principal.user.code } });
  const unread = await deps.db.messageRecipient.findMany({ where: { messageId: message.id, readState: false }, select: { userId: true } });
  const userIds = unread.map((r) => r.userId);
  for (let i = 0; i < userIds.length; i += PUSH_CHUNK) {
    await pushLive(deps, { destination: USER_REFRESH_QUEUE, userIds: userIds.slice(i, i + PUSH_CHUNK), event: { event: 'refresh', what: 'unread' } });
  }
  return null;
}
