/** Small unit lookups: the group of a hotel, a unit's parameters with the system defaults, and the unit box (its figures at a glance). */
import { settingsChanged } from '@/lib/backend/builtin/services/access/invalidate';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { sealOptionValue } from '@/lib/backend/builtin/services/options/option-secrets';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { findUnitByCode } from './find-unit-by-code';
import { inWords } from './unit-apps';
import { toUnitRow, withParent } from './unit-row';

export async function hotelGroup(deps: BuiltinDeps, access: Access, input: ConsoleInput<'hotelGroup'>): Promise<ConsoleOutput<'hotelGroup'>> {
  const hotel = await findUnitByCode(deps, input.hotelCode);
  if (!hotel || !access.inScope(hotel.id)) return null;
  // The nearest ancestor that is a group (kind GROUP, or a company above the hotel).
  let parentId = hotel.parentId;
  for (let i = 0; parentId !== null && i < 8; i++) {
    const parent = await deps.db.unit.findUnique({ where: { id: parentId } });
    if (!parent) break;
    if (parent.kind === 'GROUP' || parent.type === 'COMPAN') return { groupCode: parent.code, groupName: parent.name };
    parentId = parent.parentId;
  }
  return null;
}

export async function unitOptions(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unitOptions'>): Promise<ConsoleOutput<'unitOptions'>> {
  const [own, system] = await Promise.all([
    deps.db.systemOption.findMany({ where: { unitId: input.unitId }, orderBy: [{ sort: 'asc' }, { code: 'asc' }] }),
    deps.db.systemOption.findMany({ where: { unitId: null }, orderBy: [{ sort: 'asc' }, { code: 'asc' }] }),
  ]);
  const mine = new Set(own.map((o) => o.code));
  const row = (o: (typeof own)[number], source: 'UNIT' | 'SYSTEM') => ({
    id: source === 'UNIT' ? o.id : null,
    code: o.code,
    name: o.name ?? '',
    value: o.value ?? '',
    remark: o.remark ?? '',
    halt: o.halt,
    source,
  });
  return [...own.map((o) => row(o, 'UNIT')), ...system.filter((o) => !mine.has(o.code)).map((o) => row(o, 'SYSTEM'))];
}

export async function saveUnitOption(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUnitOption'>): Promise<ConsoleOutput<'saveUnitOption'>> {
  const before = await deps.db.systemOption.findUnique({ where: { unitId_code: { unitId: input.unitId, code: input.code } } });
  // A secret sent back as shown is kept only from the unit's own row, never copied from the system default (docs/decisions/092).
  const value = await sealOptionValue(deps, access, { code: input.code, value: input.value, previous: before?.value ?? null });
  const data = { name: input.name, value, remark: input.remark, halt: input.halt, updatedBy: access.principal.user.code };
  const saved = await deps.db.$transaction(async (tx) => {
    const row = before
      ? await tx.systemOption.update({ where: { id: before.id }, data })
      : await tx.systemOption.create({ data: { unitId: input.unitId, code: input.code, ...data, createdBy: access.principal.user.code } });
    await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'SystemOption', objectId: row.id, unitId: input.unitId, before, after: row });
    return row;
  });
  settingsChanged();
  return { id: saved.id };
}

export async function unitBox(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unitBox'>): Promise<ConsoleOutput<'unitBox'>> {
  const unit = await deps.db.unit.findUnique({ where: { id: input.unitId }, include: withParent });
  if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
  const [users, enabledUsers, lockedUsers, departments, roles, childUnits, apps] = await Promise.all([
    deps.db.user.count({ where: { unitId: unit.id } }),
    deps.db.user.count({ where: { unitId: unit.id, status: 'ENABLED' } }),
    deps.db.user.count({ where: { unitId: unit.id, locked: true } }),
    deps.db.department.count({ where: { unitId: unit.id, isRoot: false } }),
    deps.db.role.count({ where: { unitId: unit.id } }),
    deps.db.unit.count({ where: { parentId: unit.id } }),
    deps.db.unitApplication.findMany({ where: { unitId: unit.id }, include: { app: true }, orderBy: [{ app: { sort: 'asc' } }] }),
  ]);
  return { unit: toUnitRow(unit), users, enabledUsers, lockedUsers, departments, roles, childUnits, apps: await inWords(deps, access, apps) };
}
