/**
 * A unit's department tree under its root "all departments" (/org/findDeparts). A unit without a
 * root gets one here ('failed to init department' when that fails); with roleUuid each node says
 * whether it holds the role.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { ROOT_DEPARTMENT } from '@/lib/backend/builtin/services/units/save-unit';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { DeptNode } from '@/lib/contracts/departments';
import type { Department } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export async function ensureRootDepartment(deps: BuiltinDeps, unitId: number, actor: string): Promise<Department> {
  const root = await deps.db.department.findFirst({ where: { unitId, isRoot: true } });
  if (root) return root;
  try {
    return await deps.db.department.create({ data: { unitId, code: ROOT_DEPARTMENT.code, name: ROOT_DEPARTMENT.name, isRoot: true, createdBy: actor } });
  } catch (e) {
    // Two first views of a rootless unit at once: the code's unique index lets one create it, the other uses that one.
    const made = isUniqueViolation(e) ? await deps.db.department.findFirst({ where: { unitId, isRoot: true } }) : null;
    if (made) return made;
    throw new AppError(ErrorCode.DEPT_INIT_FAILED, { cause: e });
  }
}

export function toDeptNode(d: Department, userCount = 0, checked = false): DeptNode {
  return { id: d.id, unitId: d.unitId, parentId: d.parentId, code: d.code, name: d.name, sort: d.sort, isRoot: d.isRoot, status: d.status, remark: d.remark ?? '', userCount, checked, children: [] };
}

export async function deptTree(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deptTree'>): Promise<ConsoleOutput<'deptTree'>> {
  await ensureRootDepartment(deps, input.unitId, access.principal.user.code);
  const [depts, counts, holders] = await Promise.all([
    deps.db.department.findMany({ where: { unitId: input.unitId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    deps.db.user.groupBy({ by: ['deptId'], where: { unitId: input.unitId }, _count: { _all: true } }),
    input.roleUuid ? deps.db.departmentRole.findMany({ where: { role: { uuid: input.roleUuid }, dept: { unitId: input.unitId } }, select: { deptId: true } }) : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((c) => [c.deptId, c._count._all]));
  const held = new Set(holders.map((h) => h.deptId));
  const nodes = new Map(depts.map((d) => [d.id, toDeptNode(d, countOf.get(d.id) ?? 0, held.has(d.id))]));
  const roots: DeptNode[] = [];
  for (const d of depts) {
    const node = nodes.get(d.id)!;
    const parent = d.parentId === null ? undefined : nodes.get(d.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // The root first, then any department left without a parent (bad data) beside it.
  return roots.sort((a, b) => Number(b.isRoot) - Number(a.isRoot));
}

/** Ids of a department and every department below it. */
export async function deptAndBelow(deps: BuiltinDeps, deptId: number): Promise<number[]> {
  const dept = await deps.db.department.findUnique({ where: { id: deptId }, select: { unitId: true } });
  if (!dept) return [deptId];
  const all = await deps.db.department.findMany({ where: { unitId: dept.unitId }, select: { id: true, parentId: true } });
  const out = [deptId];
  for (let i = 0; i < out.length; i++) for (const d of all) if (d.parentId === out[i] && !out.includes(d.id)) out.push(d.id);
  return out;
}
