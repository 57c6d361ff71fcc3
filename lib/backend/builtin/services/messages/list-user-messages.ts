/** GET /messageReciveList/userMessageList: the caller's received messages, searched and paged. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { Paged } from '@/lib/contracts/envelope';
import type { MessageRow, UserMessageListRequest } from '@/lib/contracts/messages';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { messageCaller } from './caller';
import { markReceived } from './mark-received';
import { levelNames, toMessageRow } from './message-row';
import { publishRange } from './search-rules';

export async function listUserMessages(deps: BuiltinDeps, ctx: CallContext, input: UserMessageListRequest): Promise<Paged<MessageRow>> {
  const range = publishRange(input);
  const { scope } = await messageCaller(deps, ctx, input);
  const message: Prisma.MessageWhereInput = {
    ...(input.srcUsername ? { srcUserName: { contains: input.srcUsername } } : {}),
    ...(input.srcUsercode ? { srcUserCode: { contains: input.srcUsercode } } : {}),
    ...(input.titleKeyword ? { messageTitle: { contains: input.titleKeyword } } : {}),
  };
  const where: Prisma.MessageRecipientWhereInput = {
    AND: [
      scope,
      {
        messageType: input.messageType ?? 'PRIVATE',
        ...(input.readState ? { readState: input.readState === 'T' } : {}),
        ...(range ? { publishDate: range } : {}),
        ...(Object.keys(message).length ? { message } : {}),
      },
    ],
  };
  const direction = input.sort === 'publish_date:asc' ? 'asc' : 'desc';
  const names = levelNames(ctx.locale);
  return listPage(input, {
    // The id last: one message reaches a user once, but the order must be total to be read backwards.
    orderBy: [{ publishDate: direction }, { messageId: direction }, { id: direction }],
    count: () => deps.db.messageRecipient.count({ where }),
    ids: (page) => deps.db.messageRecipient.findMany({ where, select: { id: true }, ...page }),
    rows: async (ids) => {
      const rows = await deps.db.messageRecipient.findMany({ where: { id: { in: ids } }, include: { message: true } });
      // Loaded in the recipient's browser: received (the sent list's counts, decision 099).
      await markReceived(deps, rows);
      return rows;
    },
    map: async (r) => toMessageRow(r, await names, false),
  });
}
