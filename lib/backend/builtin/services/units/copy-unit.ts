/**
 * Copying a unit (/copyUnit): a new unit beside the source (same parent and settings) with the
 * source's department tree, role groups, roles with their menu and operation grants, department
 * roles, opened applications and unit parameters. Users are not copied. Any failure leaves nothing
 * behind and answers 'replication failed'.
 */
import { unitsChanged } from '@/lib/backend/builtin/services/access/invalidate';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { toUnitRow, unitSnapshot, withParent } from './unit-row';

export async function copyUnit(deps: BuiltinDeps, access: Access, input: ConsoleInput<'copyUnit'>): Promise<ConsoleOutput<'copyUnit'>> {
  const source = await deps.db.unit.findUnique({ where: { id: input.id } });
  if (!source) throw new AppError(ErrorCode.NOT_FOUND);
  const code = input.code.toUpperCase();
  if (await deps.db.unit.findUnique({ where: { code }, select: { id: true } })) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code } });
  const actor = access.principal.user.code;
  try {
    const copy = await deps.db.$transaction(async (tx) => {
      const { id: _id, uuid: _uuid, createdAt: _c, updatedAt: _u, code: _code, name: _name, ...settings } = source;
      const unit = await tx.unit.create({ data: { ...settings, code, name: input.name, createdBy: actor, updatedBy: actor }, include: withParent });

      // Departments parent before child: ordered by depth through repeated passes.
      const depts = await tx.department.findMany({ where: { unitId: source.id }, orderBy: { id: 'asc' } });
      const deptIds = new Map<number, number>();
      let pending = depts;
      while (pending.length > 0) {
        const next: typeof depts = [];
        for (const d of pending) {
          if (d.parentId !== null && !deptIds.has(d.parentId)) {
            next.push(d);
            continue;
          }
          const made = await tx.department.create({
            data: { unitId: unit.id, parentId: d.parentId === null ? null : deptIds.get(d.parentId)!, code: d.code, name: d.name, sort: d.sort, isRoot: d.isRoot, status: d.status, remark: d.remark, createdBy: actor },
          });
          deptIds.set(d.id, made.id);
        }
        if (next.length === pending.length) throw new Error('department tree has a cycle');
        pending = next;
      }

      const groups = await tx.roleGroup.findMany({ where: { unitId: source.id } });
      const groupIds = new Map<number, number>();
      for (const g of groups) {
        const made = await tx.roleGroup.create({ data: { unitId: unit.id, code: g.code, descript: g.descript, sort: g.sort, createdBy: actor } });
        groupIds.set(g.id, made.id);
      }
      const roles = await tx.role.findMany({ where: { unitId: source.id }, include: { resources: true, operations: true, departments: true } });
      for (const r of roles) {
        const made = await tx.role.create({
          data: {
            unitId: unit.id,
            code: r.code,
            descript: r.descript,
            sort: r.sort,
            isTemplate: r.isTemplate,
            appId: r.appId,
            groupId: r.groupId === null ? null : (groupIds.get(r.groupId) ?? null),
            status: r.status,
            createdBy: actor,
          },
        });
        if (r.resources.length) await tx.roleResource.createMany({ data: r.resources.map((x) => ({ roleId: made.id, resourceId: x.resourceId, createdBy: actor })) });
        if (r.operations.length) await tx.roleOperation.createMany({ data: r.operations.map((x) => ({ roleId: made.id, operationId: x.operationId, createdBy: actor })) });
        const deptGrants = r.departments.filter((x) => deptIds.has(x.deptId));
        if (deptGrants.length) await tx.departmentRole.createMany({ data: deptGrants.map((x) => ({ roleId: made.id, deptId: deptIds.get(x.deptId)!, createdBy: actor })) });
      }

      const apps = await tx.unitApplication.findMany({ where: { unitId: source.id } });
      if (apps.length) {
        await tx.unitApplication.createMany({
          data: apps.map((a) => ({ unitId: unit.id, appId: a.appId, isAdmin: a.isAdmin, isAgentAdmin: a.isAgentAdmin, status: a.status, openedAt: deps.now(), openedBy: actor, expiresAt: a.expiresAt })),
        });
      }
      const options = await tx.systemOption.findMany({ where: { unitId: source.id } });
      if (options.length) {
        await tx.systemOption.createMany({
          data: options.map((o) => ({ unitId: unit.id, appCode: o.appCode, code: o.code, name: o.name, value: o.value, remark: o.remark, halt: o.halt, sort: o.sort, createdBy: actor })),
        });
      }
      await writeAudit(tx, access, {
        action: 'COPY',
        objectType: 'Unit',
        objectId: unit.id,
        unitId: unit.id,
        after: unitSnapshot(unit),
        detail: { from: source.code, departments: depts.length, roles: roles.length, apps: apps.length, options: options.length },
      });
      return unit;
    });
    unitsChanged([copy.id]);
    return toUnitRow(copy);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code } });
    if (isAppError(e)) throw e;
    throw new AppError(ErrorCode.COPY_FAILED, { cause: e });
  }
}
