/** Creating, changing and batch-creating departments; the root "all departments" is never changed. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { changedFields, writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { deptAndBelow, ensureRootDepartment, toDeptNode } from './dept-tree';

/** The parent a department goes under: the unit's root by default, always a department of the same unit. */
async function parentOf(deps: BuiltinDeps, access: Access, unitId: number, parentId: number | null): Promise<number> {
  if (parentId === null) return (await ensureRootDepartment(deps, unitId, access.principal.user.code)).id;
  const parent = await deps.db.department.findUnique({ where: { id: parentId }, select: { unitId: true } });
  if (!parent || parent.unitId !== unitId) throw AppError.validation({ parentId: ['invalid'] });
  return parentId;
}

export async function saveDept(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveDept'>): Promise<ConsoleOutput<'saveDept'>> {
  const actor = access.principal.user.code;
  const fields = { code: input.code, name: input.name, sort: input.sort, status: input.status, remark: input.remark };
  try {
    if (input.id === undefined) {
      const parentId = await parentOf(deps, access, input.unitId, input.parentId);
      const created = await deps.db.$transaction(async (tx) => {
        const d = await tx.department.create({ data: { unitId: input.unitId, parentId, ...fields, createdBy: actor, updatedBy: actor } });
        await writeAudit(tx, access, { action: 'CREATE', objectType: 'Department', objectId: d.id, unitId: d.unitId, after: d });
        return d;
      });
      return toDeptNode(created);
    }
    const before = await deps.db.department.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError(ErrorCode.NOT_FOUND);
    // The record's own unit decides, whatever unitId the caller sent.
    if (before.unitId !== input.unitId) throw new AppError(ErrorCode.FORBIDDEN);
    if (before.isRoot) throw new AppError(ErrorCode.ROOT_DEPARTMENT);
    const parentId = await parentOf(deps, access, before.unitId, input.parentId);
    if ((await deptAndBelow(deps, before.id)).includes(parentId)) throw AppError.validation({ parentId: ['cycle'] });
    const after = await deps.db.$transaction(async (tx) => {
      const d = await tx.department.update({ where: { id: before.id }, data: { parentId, ...fields, updatedBy: actor } });
      await writeAudit(tx, access, { action: 'UPDATE', objectType: 'Department', objectId: d.id, unitId: d.unitId, before, after: d, detail: { fields: changedFields(before, d) } });
      return d;
    });
    return toDeptNode(after);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
}

export async function batchDepts(deps: BuiltinDeps, access: Access, input: ConsoleInput<'batchDepts'>): Promise<ConsoleOutput<'batchDepts'>> {
  const codes = input.items.map((i) => i.code);
  const twice = codes.filter((c, i) => codes.indexOf(c) !== i);
  if (twice.length) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: [...new Set(twice)].join(', ') } });
  const taken = await deps.db.department.findMany({ where: { unitId: input.unitId, code: { in: codes } }, select: { code: true } });
  if (taken.length) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: taken.map((t) => t.code).join(', ') } });
  const parentId = await parentOf(deps, access, input.unitId, input.parentId);
  const actor = access.principal.user.code;
  try {
    await deps.db.$transaction(async (tx) => {
      for (const [index, item] of input.items.entries()) {
        const d = await tx.department.create({ data: { unitId: input.unitId, parentId, code: item.code, name: item.name, sort: index, createdBy: actor, updatedBy: actor } });
        await writeAudit(tx, access, { action: 'CREATE', objectType: 'Department', objectId: d.id, unitId: d.unitId, after: d, detail: { batch: true } });
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: codes.join(', ') } });
    throw e;
  }
  return { created: input.items.length };
}
