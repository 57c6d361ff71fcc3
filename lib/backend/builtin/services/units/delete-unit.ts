/**
 * Deleting a unit (DELETE /org/{id}): only an empty one. Child units, users, departments beyond the
 * root, roles and menus it owns must go first (40903 names what remains); its configuration goes with it.
 */
import { unitsChanged } from '@/lib/backend/builtin/services/access/invalidate';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { inUse } from '@/lib/errors/in-use';
import { unitSnapshot } from './unit-row';

export async function deleteUnit(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteUnit'>): Promise<ConsoleOutput<'deleteUnit'>> {
  if (input.id === access.principal.unit.id || input.id === access.principal.user.unitId) throw new AppError(ErrorCode.FORBIDDEN);
  const unit = await deps.db.unit.findUnique({ where: { id: input.id } });
  if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
  const [children, users, departments, roles, resources] = await Promise.all([
    deps.db.unit.count({ where: { parentId: unit.id } }),
    deps.db.user.count({ where: { unitId: unit.id } }),
    deps.db.department.count({ where: { unitId: unit.id, isRoot: false } }),
    deps.db.role.count({ where: { unitId: unit.id } }),
    deps.db.resource.count({ where: { ownerUnitId: unit.id } }),
  ]);
  if (children + users + departments + roles + resources > 0) throw inUse({ units: children, users, departments, roles, resources });
  await deps.db.$transaction(async (tx) => {
    await tx.department.deleteMany({ where: { unitId: unit.id } });
    await tx.unit.delete({ where: { id: unit.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'Unit', objectId: unit.id, before: unitSnapshot(unit) });
  });
  unitsChanged([unit.id]);
  return null;
}
