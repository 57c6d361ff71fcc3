/**
 * The sent list of the notice screen: messages published by users of the units the caller
 * administers (a hotel's administrator sees their hotel's, a group's its hotels' too), newest first,
 * each with its recipients, how many received it and how many read it. System tips are managed on
 * their own and are left out.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { atRange } from '@/lib/backend/builtin/services/logs/log-filters';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { Paged } from '@/lib/contracts/envelope';
import type { PageQuery } from '@/lib/contracts/envelope';
import { messageLevelSchema } from '@/lib/contracts/messages';
import { TARGET_KINDS, type SentMessageRow } from '@/lib/contracts/notices';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage, type SortInput } from '@/lib/backend/builtin/services/paging';
import { z } from 'zod';

const targetKind = z.enum(TARGET_KINDS).nullable().catch(null);

type Filters = PageQuery & SortInput<'publishDate'> & { titleKeyword?: string; messageLevel?: string; atStart?: string; atEnd?: string };

/** Receipts per message matching `where`, for the page's messages. */
async function countBy(deps: BuiltinDeps, ids: number[], where: Prisma.MessageRecipientWhereInput): Promise<Map<number, number>> {
  const groups = await deps.db.messageRecipient.groupBy({ by: ['messageId'], where: { AND: [{ messageId: { in: ids } }, where] }, _count: { _all: true } });
  return new Map(groups.map((g) => [g.messageId, g._count._all]));
}

export async function listSentMessages(deps: BuiltinDeps, access: Access, input: Filters): Promise<Paged<SentMessageRow>> {
  const units = access.unitIdFilter();
  const publish = atRange(input);
  const where: Prisma.MessageWhereInput = {
    messageType: { not: 'SYSTEM' },
    // Platform callers see every publisher's; others those of publishers in their units.
    ...(units ? { srcUser: { unitId: units } } : {}),
    ...(input.titleKeyword ? { messageTitle: { contains: input.titleKeyword } } : {}),
    ...(input.messageLevel ? { messageLevel: input.messageLevel } : {}),
    ...(publish ? { publishDate: publish } : {}),
  };
  const { datas: rows, totalRows } = await listPage(input, {
    orderBy: [{ publishDate: 'desc' }, { id: 'desc' }] as Prisma.MessageOrderByWithRelationInput[],
    sortBy: { publishDate: (d) => ({ publishDate: d }) },
    count: () => deps.db.message.count({ where }),
    ids: (page) => deps.db.message.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.message.findMany({ where: { id: { in: ids } }, include: { targetUnit: { select: { code: true, name: true } } } }),
    map: (m) => m,
  });
  const ids = rows.map((r) => r.id);
  const [recipients, received, read] = await Promise.all([
    countBy(deps, ids, {}),
    countBy(deps, ids, { OR: [{ notified: true }, { readState: true }] }),
    countBy(deps, ids, { readState: true }),
  ]);
  return {
    totalRows,
    datas: rows.map((m) => ({
      id: m.id,
      messageTitle: m.messageTitle,
      messageType: m.messageType,
      messageLevel: messageLevelSchema.catch('INFO').parse(m.messageLevel),
      targetKind: targetKind.parse(m.targetKind),
      targetUnitCode: m.targetUnit?.code ?? null,
      targetUnitName: m.targetUnit?.name ?? null,
      targetAppCode: m.targetAppCode,
      targetUserCode: m.targetUserCode,
      srcUserCode: m.srcUserCode ?? '',
      srcUserName: m.srcUserName ?? '',
      publishDate: formatDateTime(m.publishDate),
      recipients: recipients.get(m.id) ?? 0,
      received: received.get(m.id) ?? 0,
      read: read.get(m.id) ?? 0,
      withdrawn: m.withdrawnAt !== null,
      withdrawnAt: m.withdrawnAt ? formatDateTime(m.withdrawnAt) : null,
    })),
  };
}
