/**
 * Pop-up notices the caller does not acknowledge yet: 'postpone' shows them again after some
 * minutes, 'close' (close all) stops popping them up; both leave them unread in the list.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { POSTPONE_MINUTES_DEFAULT } from '@/lib/contracts/messages';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { messageCaller } from './caller';
import { NOTICE_TYPES } from './list-notices';

export async function dismissNotices(
  deps: BuiltinDeps,
  ctx: CallContext,
  input: { messageIds: number[]; action: 'postpone' | 'close'; minutes?: number },
): Promise<void> {
  const { p, scope } = await messageCaller(deps, ctx);
  const ids = [...new Set(input.messageIds)];
  const now = deps.now();
  const data =
    input.action === 'close'
      ? { closedAt: now }
      : { postponedUntil: new Date(now.getTime() + (input.minutes ?? POSTPONE_MINUTES_DEFAULT) * 60_000) };
  await deps.db.$transaction(async (tx) => {
    const own = await tx.messageRecipient.count({ where: { AND: [scope, { messageId: { in: ids }, messageType: { in: NOTICE_TYPES } }] } });
    if (own !== ids.length) throw new AppError(ErrorCode.NOT_FOUND);
    await tx.messageRecipient.updateMany({ where: { userId: p.user.id, messageId: { in: ids } }, data });
  });
}
