/** Deleting a department: never the root, and only without sub-departments or users (40903 names what remains). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { inUse } from '@/lib/errors/in-use';

export async function deleteDept(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteDept'>): Promise<ConsoleOutput<'deleteDept'>> {
  const dept = await deps.db.department.findUnique({ where: { id: input.id } });
  if (!dept) throw new AppError(ErrorCode.NOT_FOUND);
  if (dept.isRoot) throw new AppError(ErrorCode.ROOT_DEPARTMENT);
  const [children, users] = await Promise.all([deps.db.department.count({ where: { parentId: dept.id } }), deps.db.user.count({ where: { deptId: dept.id } })]);
  if (children + users > 0) throw inUse({ departments: children, users });
  await deps.db.$transaction(async (tx) => {
    await tx.department.delete({ where: { id: dept.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'Department', objectId: dept.id, unitId: dept.unitId, before: dept });
  });
  return null;
}
