/**
 * System-level parameters (SystemOption rows without a unit). A change that cannot be saved as given
 * answers 58002 with the reason in the caller's language (the page shows it and keeps the form).
 * Secrets in values are sealed here and masked by the calls' schemas (docs/decisions/092).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { checkScope } from '@/lib/backend/builtin/services/access/authorize';
import { ref } from '@/lib/contracts/scope';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { SystemOptionRow } from '@/lib/contracts/options';
import { insensitiveContains } from '@/lib/db/client';
import type { SystemOption } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { PASSWORD_STRATEGY } from '@/lib/backend/builtin/services/password/password-rule-for-unit';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { sealOptionValue } from './option-secrets';
import { strategyOf } from './password-strategy';
import { refuseOption as refuse } from './refuse-option';

async function toRow(deps: BuiltinDeps, o: SystemOption): Promise<SystemOptionRow> {
  const unitOverrides = await deps.db.systemOption.count({ where: { code: o.code, unitId: { not: null } } });
  return {
    id: o.id,
    code: o.code,
    name: o.name ?? '',
    value: o.value ?? '',
    remark: o.remark ?? '',
    appCode: o.appCode ?? '',
    halt: o.halt,
    sort: o.sort,
    unitOverrides,
    updatedAt: formatDateTime(o.updatedAt),
    updatedBy: o.updatedBy ?? '',
  };
}

async function systemRow(deps: BuiltinDeps, id: number): Promise<SystemOption> {
  const row = await deps.db.systemOption.findUnique({ where: { id } });
  // Unit rows are the unit's parameters (/unit/unit-params), not these.
  if (!row || row.unitId !== null) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function querySystemOptions(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'querySystemOptions'>): Promise<ConsoleOutput<'querySystemOptions'>> {
  const where = {
    unitId: null,
    code: input.code ? insensitiveContains(input.code) : undefined,
    name: input.name ? insensitiveContains(input.name) : undefined,
    appCode: input.appCode,
  };
  return listPage(input, {
    // The id last: system codes are unique by the application's rule only, and a deep page is read backwards.
    orderBy: [{ sort: 'asc' }, { code: 'asc' }, { id: 'asc' }] as Prisma.SystemOptionOrderByWithRelationInput[],
    sortBy: { code: (d) => ({ code: d }), name: (d) => ({ name: d }), updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.systemOption.count({ where }),
    ids: (page) => deps.db.systemOption.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.systemOption.findMany({ where: { id: { in: ids } } }),
    map: (r) => toRow(deps, r),
  });
}

export async function updateSystemOption(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateSystemOption'>): Promise<ConsoleOutput<'updateSystemOption'>> {
  const before = input.id ? await systemRow(deps, input.id) : null;
  // System-level codes are unique by the application's rule (SQL lets NULL unit ids repeat).
  const same = await deps.db.systemOption.findFirst({ where: { unitId: null, code: input.code, id: before ? { not: before.id } : undefined } });
  if (same) await refuse(access, 'codeTaken');
  if (input.code === PASSWORD_STRATEGY && !strategyOf(input.value, input.remark ?? '')) await refuse(access, 'badStrategy');
  // A secret sent back as shown is kept only from the same row under the same code.
  const value = await sealOptionValue(deps, access, { code: input.code, value: input.value, previous: before?.code === input.code ? before.value : null });
  const by = access.principal.user.code;
  const data = { code: input.code, name: input.name, value, remark: input.remark, appCode: input.appCode, halt: input.halt, sort: input.sort, updatedBy: by };
  const saved = await deps.db.$transaction(async (tx) => {
    const row = before ? await tx.systemOption.update({ where: { id: before.id }, data }) : await tx.systemOption.create({ data: { ...data, unitId: null, createdBy: by } });
    await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'SystemOption', objectId: row.id, before, after: row });
    return row;
  });
  return toRow(deps, saved);
}

export async function updateOptionValue(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateOptionValue'>): Promise<ConsoleOutput<'updateOptionValue'>> {
  const before = await systemRow(deps, input.id);
  if (before.code === PASSWORD_STRATEGY && !strategyOf(input.value, before.remark ?? '')) await refuse(access, 'badStrategy');
  const value = await sealOptionValue(deps, access, { code: before.code, value: input.value, previous: before.value });
  const saved = await deps.db.$transaction(async (tx) => {
    const row = await tx.systemOption.update({ where: { id: before.id }, data: { value, updatedBy: access.principal.user.code } });
    await writeAudit(tx, access, { action: 'UPDATE', objectType: 'SystemOption', objectId: row.id, before, after: row });
    return row;
  });
  return toRow(deps, saved);
}

export async function syncSystemOption(deps: BuiltinDeps, access: Access, input: ConsoleInput<'syncSystemOption'>): Promise<ConsoleOutput<'syncSystemOption'>> {
  const source = await systemRow(deps, input.id);
  const unitIds = input.unitIds ?? (await deps.db.systemOption.findMany({ where: { code: source.code, unitId: { not: null } }, select: { unitId: true } })).map((o) => o.unitId!);
  // Without a list, the units that hold their own copy: derived here, checked by the same rule as a declared list.
  if (!input.unitIds) await checkScope(deps, access, [ref.unit('unitIds')], { unitIds });
  const found = await deps.db.unit.count({ where: { id: { in: unitIds } } });
  if (found !== new Set(unitIds).size) throw AppError.validation({ unitIds: ['unit'] });
  const by = access.principal.user.code;
  await deps.db.$transaction(async (tx) => {
    for (const unitId of new Set(unitIds)) {
      const before = await tx.systemOption.findUnique({ where: { unitId_code: { unitId, code: source.code } } });
      const data = { name: source.name, value: source.value, remark: source.remark, appCode: source.appCode, halt: source.halt, updatedBy: by };
      const row = before ? await tx.systemOption.update({ where: { id: before.id }, data }) : await tx.systemOption.create({ data: { ...data, unitId, code: source.code, sort: source.sort, createdBy: by } });
      await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'SystemOption', objectId: row.id, unitId, before, after: row, detail: { syncedFrom: source.id } });
    }
  });
  return { synced: new Set(unitIds).size };
}

async function remove(deps: BuiltinDeps, access: Access, ids: number[]): Promise<number> {
  const rows = await Promise.all(ids.map((id) => systemRow(deps, id)));
  await deps.db.$transaction(async (tx) => {
    for (const row of rows) {
      await tx.systemOption.delete({ where: { id: row.id } });
      await writeAudit(tx, access, { action: 'DELETE', objectType: 'SystemOption', objectId: row.id, before: row });
    }
  });
  return rows.length;
}

export async function deleteSystemOption(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteSystemOption'>): Promise<ConsoleOutput<'deleteSystemOption'>> {
  await remove(deps, access, [input.id]);
  return null;
}

export async function deleteSystemOptions(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteSystemOptions'>): Promise<ConsoleOutput<'deleteSystemOptions'>> {
  return { deleted: await remove(deps, access, [...new Set(input.ids)]) };
}
