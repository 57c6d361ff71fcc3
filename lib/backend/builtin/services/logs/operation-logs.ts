/** Data and operation logs (GET and POST /logs): changes of role permission trees and resource trees, with snapshots. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { OperationLogRow } from '@/lib/contracts/logs';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { atRange } from './log-filters';
import { nameWithCode } from '@/lib/i18n/pairs';
import type { Locale } from '@/lib/i18n/locales';

const include = { unit: { select: { code: true } }, role: { select: { descript: true, code: true } }, resource: { select: { title: true, name: true } } } as const;
type Row = Prisma.OperationLogGetPayload<{ include: typeof include }>;

function toRow(o: Row, locale: Locale): OperationLogRow {
  return {
    id: o.id,
    at: formatDateTime(o.at),
    actorCode: o.actorCode,
    unitCode: o.unit?.code ?? '',
    appCode: o.appCode ?? '',
    treeType: o.treeType,
    action: o.action,
    roleName: o.role ? nameWithCode(locale, o.role.descript, o.role.code) : '',
    resourceName: o.resource ? o.resource.title || o.resource.name : '',
    before: o.before ?? '',
    after: o.after ?? '',
    ip: o.ip ?? '',
  };
}

export async function listOperationLogs(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listOperationLogs'>): Promise<ConsoleOutput<'listOperationLogs'>> {
  const where: Prisma.OperationLogWhereInput = {
    at: atRange(input),
    treeType: input.treeType,
    actorCode: input.actorCode,
    action: input.action,
    unitId: access.unitIdFilter(),
  };
  return listPage(input, {
    orderBy: [{ at: 'desc' }, { id: 'desc' }] as Prisma.OperationLogOrderByWithRelationInput[],
    sortBy: { at: (d) => ({ at: d }) },
    count: () => deps.db.operationLog.count({ where }),
    ids: (page) => deps.db.operationLog.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.operationLog.findMany({ where: { id: { in: ids } }, include }),
    map: (o) => toRow(o, access.ctx.locale),
  });
}

export async function operationLog(deps: BuiltinDeps, access: Access, input: ConsoleInput<'operationLog'>): Promise<ConsoleOutput<'operationLog'>> {
  const row = await deps.db.operationLog.findUnique({ where: { id: input.id }, include });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  // A resource tree of the platform has no unit: only those who administer every unit read it.
  return toRow(row, access.ctx.locale);
}
