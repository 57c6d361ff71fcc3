/** GET /messageReciveList/{messageId}: one message the caller received, with its body. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { MessageRow } from '@/lib/contracts/messages';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { messageCaller } from './caller';
import { markReceived } from './mark-received';
import { levelNames, toMessageRow } from './message-row';

export async function findReceivedMessage(deps: BuiltinDeps, ctx: CallContext, input: { messageId: number }): Promise<MessageRow> {
  const { scope } = await messageCaller(deps, ctx);
  const receipt = await deps.db.messageRecipient.findFirst({ where: { AND: [scope, { messageId: input.messageId }] }, include: { message: true } });
  // Someone else's message and no message at all answer alike: nothing tells that the id exists.
  if (!receipt) throw new AppError(ErrorCode.NOT_FOUND);
  await markReceived(deps, [receipt]);
  return toMessageRow(receipt, await levelNames(ctx.locale), true);
}
