/**
 * Creating and changing units. A new unit gets its root department "all departments" in the same
 * transaction ('failed to init department' when that fails). A unit is created under, or moved to,
 * a parent the caller administers; only callers who administer every unit create top-level units.
 */
import { revokeSessions } from '@/lib/backend/builtin/services/session/revoke-sessions';
import { unitsChanged } from '@/lib/backend/builtin/services/access/invalidate';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { checkScope } from '@/lib/backend/builtin/services/access/authorize';
import { ref } from '@/lib/contracts/scope';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { unitDescendantIds } from '@/lib/backend/builtin/services/access/unit-tree';
import { changedFields, writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { UnitInput } from '@/lib/contracts/units';
import type { Unit } from '@/lib/db/generated/sqlite/client';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { toUnitRow, unitSnapshot, withParent } from './unit-row';

export const ROOT_DEPARTMENT = { code: 'ROOT', name: '全部部门' } as const;

const DEFAULT_KIND: Partial<Record<string, string>> = { HOTEL: 'HOTEL', ALLIAN: 'ALLIANCE', SUPPLI: 'SUPPLIER', COMPAN: 'GROUP' };


function unitData(input: Omit<UnitInput, 'code'>) {
  return {
    name: input.name,
    shortName: input.shortName,
    type: input.type,
    kind: input.kind ?? DEFAULT_KIND[input.type] ?? null,
    parentId: input.parentId,
    logo: input.logo,
    theme: input.theme,
    status: input.status,
    sort: input.sort,
    address: input.address,
    phone: input.phone,
    email: input.email,
    contactName: input.contactName,
    remark: input.remark,
  };
}

async function assertCodeFree(deps: BuiltinDeps, code: string, exceptId?: number): Promise<void> {
  const taken = await deps.db.unit.findUnique({ where: { code }, select: { id: true } });
  if (taken && taken.id !== exceptId) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code } });
}

export async function createUnit(deps: BuiltinDeps, access: Access, input: ConsoleInput<'createUnit'>): Promise<ConsoleOutput<'createUnit'>> {
  const code = input.code.toUpperCase();
  await assertCodeFree(deps, code);
  const actor = access.principal.user.code;
  try {
    const unit = await deps.db.$transaction(async (tx) => {
      const created = await tx.unit.create({ data: { code, ...unitData(input), createdBy: actor, updatedBy: actor }, include: withParent });
      try {
        await tx.department.create({ data: { unitId: created.id, code: ROOT_DEPARTMENT.code, name: ROOT_DEPARTMENT.name, isRoot: true, createdBy: actor } });
      } catch (e) {
        throw new AppError(ErrorCode.DEPT_INIT_FAILED, { cause: e });
      }
      await writeAudit(tx, access, { action: 'CREATE', objectType: 'Unit', objectId: created.id, unitId: created.id, after: unitSnapshot(created) });
      return created;
    });
    // A code tried before the unit existed is cached as unknown.
    unitsChanged([unit.id]);
    return toUnitRow(unit);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code } });
    throw e;
  }
}

export async function updateUnit(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateUnit'>): Promise<ConsoleOutput<'updateUnit'>> {
  const before = await deps.db.unit.findUnique({ where: { id: input.id } });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  if (input.parentId !== before.parentId) {
    // Moving a unit: the caller must administer the new parent, and may not move their own unit.
    if (access.scope !== 'ALL' && before.id === access.principal.unit.id) throw new AppError(ErrorCode.FORBIDDEN);
    // Only a move names a new parent: checked here, by the same rule a declared field gets.
    await checkScope(deps, access, [ref.unit('parentId', { absent: 'top' })], input);
    if (input.parentId !== null) {
      const below = await unitDescendantIds(deps, before.id);
      if (input.parentId === before.id || below.includes(input.parentId)) throw AppError.validation({ parentId: ['cycle'] });
    }
  }
  const code = input.code.toUpperCase();
  await assertCodeFree(deps, code, before.id);
  return saveChanges(deps, access, before, { code, ...unitData(input) });
}

export async function updateOrg(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateOrg'>): Promise<ConsoleOutput<'updateOrg'>> {
  const before = await deps.db.unit.findUnique({ where: { id: input.id } });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  const { id: _id, ...profile } = input;
  return saveChanges(deps, access, before, profile);
}

async function saveChanges(deps: BuiltinDeps, access: Access, before: Unit, data: Partial<Unit>): Promise<ConsoleOutput<'updateUnit'>> {
  try {
    const after = await deps.db.$transaction(async (tx) => {
      const saved = await tx.unit.update({ where: { id: before.id }, data: { ...data, updatedBy: access.principal.user.code }, include: withParent });
      await writeAudit(tx, access, {
        action: 'UPDATE',
        objectType: 'Unit',
        objectId: before.id,
        unitId: before.id,
        before: unitSnapshot(before),
        after: unitSnapshot(saved),
        detail: { fields: changedFields(unitSnapshot(before), unitSnapshot(saved)) },
      });
      return saved;
    });
    unitsChanged([before.id]);
    if (after.status !== 'ENABLED' && before.status === 'ENABLED') await revokeSessions(deps, { unitId: before.id }, 'ADMIN');
    return toUnitRow(after);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: String(data.code ?? before.code) } });
    if (isAppError(e)) throw e;
    throw e;
  }
}
