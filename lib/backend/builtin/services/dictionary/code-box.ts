/** The code box: an application's dictionary entries, read by the shell at every use (no cache). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { CodeBoxRow } from '@/lib/contracts/code-box';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { insensitiveContains } from '@/lib/db/client';
import type { DictionaryEntry } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { codeBoxCalls } from '@/lib/contracts/code-box';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';

const toRow = (d: DictionaryEntry): CodeBoxRow => ({
  id: d.id,
  appCode: d.appCode,
  code: d.code,
  value: d.value ?? '',
  descript: d.descript ?? '',
  isHalt: d.isHalt,
  sort: d.sort,
  updatedAt: formatDateTime(d.updatedAt),
  updatedBy: d.updatedBy ?? '',
});

async function listCodeBox(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'listCodeBox'>): Promise<ConsoleOutput<'listCodeBox'>> {
  const where = { appCode: input.appCode, code: input.code ? insensitiveContains(input.code) : undefined };
  return listPage(input, {
    orderBy: [{ appCode: 'asc' }, { sort: 'asc' }, { id: 'asc' }] as Prisma.DictionaryEntryOrderByWithRelationInput[],
    sortBy: { appCode: (d) => ({ appCode: d }), code: (d) => ({ code: d }), updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.dictionaryEntry.count({ where }),
    ids: (page) => deps.db.dictionaryEntry.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.dictionaryEntry.findMany({ where: { id: { in: ids } } }),
    map: toRow,
  });
}

async function saveCodeBox(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveCodeBox'>): Promise<ConsoleOutput<'saveCodeBox'>> {
  const before = input.id ? await deps.db.dictionaryEntry.findUnique({ where: { id: input.id } }) : null;
  if (input.id && !before) throw new AppError(ErrorCode.NOT_FOUND);
  const by = access.principal.user.code;
  const data = { appCode: input.appCode, code: input.code, value: input.value, descript: input.descript, isHalt: input.isHalt, sort: input.sort, updatedBy: by };
  try {
    return await deps.db.$transaction(async (tx) => {
      const row = before ? await tx.dictionaryEntry.update({ where: { id: before.id }, data }) : await tx.dictionaryEntry.create({ data: { ...data, createdBy: by } });
      await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'DictionaryEntry', objectId: row.id, before, after: row });
      return toRow(row);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT);
    throw e;
  }
}

async function deleteCodeBox(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteCodeBox'>): Promise<ConsoleOutput<'deleteCodeBox'>> {
  const before = await deps.db.dictionaryEntry.findUnique({ where: { id: input.id } });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.$transaction(async (tx) => {
    await tx.dictionaryEntry.delete({ where: { id: before.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'DictionaryEntry', objectId: before.id, before });
  });
  return null;
}

export const codeBoxHandlers: ConsoleHandlers<typeof codeBoxCalls> = { listCodeBox, saveCodeBox, deleteCodeBox };
