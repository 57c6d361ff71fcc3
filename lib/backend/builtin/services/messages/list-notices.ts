/**
 * GET /noticeList: the caller's notices (NOTICE and PUBLIC), newest first, with their bodies (the
 * tip label and the pop-ups show them). popup=T keeps only those waiting as pop-ups: unread,
 * meant to pop up, not closed, and not postponed into the future.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { Paged } from '@/lib/contracts/envelope';
import type { MessageRow, NoticeListRequest } from '@/lib/contracts/messages';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { messageCaller } from './caller';
import { markReceived } from './mark-received';
import { levelNames, toMessageRow } from './message-row';

export const NOTICE_TYPES = ['NOTICE', 'PUBLIC'];

export async function listNotices(deps: BuiltinDeps, ctx: CallContext, input: NoticeListRequest): Promise<Paged<MessageRow>> {
  const { scope } = await messageCaller(deps, ctx, input);
  const popup: Prisma.MessageRecipientWhereInput =
    input.popup === 'T'
      ? {
          readState: false,
          closedAt: null,
          OR: [{ postponedUntil: null }, { postponedUntil: { lte: deps.now() } }],
          message: { isShow: true },
        }
      : {};
  const where: Prisma.MessageRecipientWhereInput = {
    AND: [scope, { messageType: { in: NOTICE_TYPES }, ...(input.readState ? { readState: input.readState === 'T' } : {}) }, popup],
  };
  const names = levelNames(ctx.locale);
  return listPage(input, {
    // The id last: one message reaches a user once, but the order must be total to be read backwards.
    orderBy: [{ publishDate: 'desc' }, { messageId: 'desc' }, { id: 'desc' }],
    count: () => deps.db.messageRecipient.count({ where }),
    ids: (page) => deps.db.messageRecipient.findMany({ where, select: { id: true }, ...page }),
    rows: async (ids) => {
      const rows = await deps.db.messageRecipient.findMany({ where: { id: { in: ids } }, include: { message: true } });
      // Loaded in the recipient's browser: received (the sent list's counts, decision 099).
      await markReceived(deps, rows);
      return rows;
    },
    map: async (r) => toMessageRow(r, await names, true),
  });
}
