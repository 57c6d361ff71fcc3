/**
 * PUT /messageReciveList/readState and /readStates: the caller marks their own receipts read or
 * unread. A batch naming any message the caller did not receive changes nothing (40400).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { messageCaller, type Target } from './caller';
import { pushUnreadRefresh } from './push-live';

export async function setReadState(deps: BuiltinDeps, ctx: CallContext, input: Target & { messageIds: number[]; readState: 'T' | 'F' }): Promise<void> {
  const { p, scope } = await messageCaller(deps, ctx, input);
  const ids = [...new Set(input.messageIds)];
  const read = input.readState === 'T';
  const changed = await deps.db.$transaction(async (tx) => {
    const own = await tx.messageRecipient.count({ where: { AND: [scope, { messageId: { in: ids } }] } });
    if (own !== ids.length) throw new AppError(ErrorCode.NOT_FOUND);
    const result = await tx.messageRecipient.updateMany({
      where: { userId: p.user.id, messageId: { in: ids }, readState: !read },
      data: { readState: read, readAt: read ? deps.now() : null },
    });
    return result.count;
  });
  if (changed > 0) await pushUnreadRefresh(deps, p.user.id);
}
