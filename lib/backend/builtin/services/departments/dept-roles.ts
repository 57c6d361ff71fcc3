/**
 * A department's roles (/org/dept/{dept}/app/{app}/children): users of the department with
 * "use department roles" hold them. Never on the root; added roles within the caller's own rights.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { assertCanGrantRoles } from '@/lib/backend/builtin/services/access/grant-limits';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

const roleSelect = { id: true, code: true, descript: true, appId: true, unitId: true, app: { select: { code: true } }, unit: { select: { code: true } }, dispatches: { select: { unitId: true } } } as const;

type RoleLite = { id: number; code: string; descript: string; appId: number | null; app: { code: string } | null; unit: { code: string } };
const brief = (r: RoleLite) => ({ roleId: r.id, code: r.code, descript: r.descript, appId: r.appId, appCode: r.app?.code ?? '', unitCode: r.unit.code });

async function loadDept(deps: BuiltinDeps, id: number) {
  const dept = await deps.db.department.findUnique({ where: { id } });
  if (!dept) throw new AppError(ErrorCode.NOT_FOUND);
  return dept;
}

export async function deptRoles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deptRoles'>): Promise<ConsoleOutput<'deptRoles'>> {
  await loadDept(deps, input.id);
  const rows = await deps.db.departmentRole.findMany({ where: { deptId: input.id }, select: { role: { select: roleSelect } }, orderBy: { roleId: 'asc' } });
  return rows.map((r) => brief(r.role));
}

export async function setDeptRoles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'setDeptRoles'>): Promise<ConsoleOutput<'setDeptRoles'>> {
  const dept = await loadDept(deps, input.dept);
  if (dept.isRoot) throw new AppError(ErrorCode.ROOT_DEPARTMENT);
  const inApp = (r: { appId: number | null }) => input.app === 0 || r.appId === input.app;
  const current = (await deps.db.departmentRole.findMany({ where: { deptId: dept.id }, select: { role: { select: roleSelect } } })).map((r) => r.role).filter(inApp);
  const wanted = await deps.db.role.findMany({ where: { id: { in: input.roleIds } }, select: roleSelect });
  if (wanted.length !== new Set(input.roleIds).size || wanted.some((r) => !inApp(r))) throw AppError.validation({ roleIds: ['invalid'] });
  // A department takes roles of its own unit, or roles dispatched to it.
  if (wanted.some((r) => r.unitId !== dept.unitId && !r.dispatches.some((d) => d.unitId === dept.unitId))) throw AppError.validation({ roleIds: ['other_unit'] });
  const have = new Set(current.map((r) => r.id));
  const want = new Set(wanted.map((r) => r.id));
  const added = wanted.filter((r) => !have.has(r.id));
  const removed = current.filter((r) => !want.has(r.id));
  await assertCanGrantRoles(deps, access, added.map((r) => r.id));
  await deps.db.$transaction(async (tx) => {
    if (removed.length) await tx.departmentRole.deleteMany({ where: { deptId: dept.id, roleId: { in: removed.map((r) => r.id) } } });
    if (added.length) await tx.departmentRole.createMany({ data: added.map((r) => ({ deptId: dept.id, roleId: r.id, createdBy: access.principal.user.code })) });
    if (added.length || removed.length) {
      await writeAudit(tx, access, {
        action: 'GRANT',
        objectType: 'DepartmentRole',
        objectId: dept.id,
        unitId: dept.unitId,
        before: { department: dept.code, roles: current.map((r) => r.code) },
        after: { department: dept.code, roles: wanted.map((r) => r.code) },
        detail: { app: input.app, added: added.map((r) => r.code), removed: removed.map((r) => r.code) },
      });
    }
  });
  return wanted.map(brief);
}
