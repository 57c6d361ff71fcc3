/**
 * The audit log (/auditLog/list): who changed what, when, from where, with the object before and
 * after. Operators see every row; others the rows of the units they administer.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { atRange } from './log-filters';

export async function listAuditLogs(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listAuditLogs'>): Promise<ConsoleOutput<'listAuditLogs'>> {
  const where: Prisma.AuditLogWhereInput = {
    at: atRange(input),
    actorCode: input.actorCode,
    objectType: input.objectType,
    objectId: input.objectId,
    action: input.action,
    // Rows without a unit (platform-wide changes) are for those who administer every unit.
    unitId: input.unitId ?? access.unitIdFilter(),
  };
  return listPage(input, {
    orderBy: [{ at: 'desc' }, { id: 'desc' }] as Prisma.AuditLogOrderByWithRelationInput[],
    sortBy: { at: (d) => ({ at: d }) },
    count: () => deps.db.auditLog.count({ where }),
    ids: (page) => deps.db.auditLog.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.auditLog.findMany({ where: { id: { in: ids } }, include: { unit: { select: { code: true, name: true } } } }),
    map: (a) => ({
      id: a.id,
      at: formatDateTime(a.at),
      actorCode: a.actorCode,
      actorName: a.actorName ?? '',
      unitCode: a.unit?.code ?? '',
      unitName: a.unit?.name ?? '',
      appCode: a.appCode ?? '',
      action: a.action,
      objectType: a.objectType,
      objectId: a.objectId ?? '',
      before: a.before ?? '',
      after: a.after ?? '',
      detail: a.detail ?? '',
      ip: a.ip ?? '',
    }),
  });
}
