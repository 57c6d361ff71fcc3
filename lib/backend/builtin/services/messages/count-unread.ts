/** GET /messageReciveList/unReadNum: how many of the caller's private messages and notices are unread. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { MessageType } from '@/lib/contracts/messages';
import { messageCaller, type Target } from './caller';

/** SYSTEM messages are the shell's tip banner, not inbox items. */
const INBOX_TYPES: MessageType[] = ['PRIVATE', 'NOTICE', 'PUBLIC'];

export async function countUnread(deps: BuiltinDeps, ctx: CallContext, input: Target & { messageType?: MessageType }): Promise<number> {
  const { scope } = await messageCaller(deps, ctx, input);
  return deps.db.messageRecipient.count({
    where: { AND: [scope, { readState: false, messageType: input.messageType ? input.messageType : { in: INBOX_TYPES } }] },
  });
}
