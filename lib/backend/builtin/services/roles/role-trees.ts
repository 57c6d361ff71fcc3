/**
 * A role's permission trees (menus and buttons, reports, operations per application), saved within
 * the caller's own rights, each change kept with before and after snapshots in the operation log
 * (ROLE_TREE) besides the audit log; and reading those logs for roles and the resource tree.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { grantTree, replaceGrants } from '@/lib/backend/builtin/services/resources/grant-tree';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { OperationLog, Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { assignableRole, editableRole } from './role-access';

const KIND = { menus: 'menu', reports: 'report', operations: 'operation' } as const;

export async function roleTree(deps: BuiltinDeps, access: Access, input: ConsoleInput<'roleTree'>): Promise<ConsoleOutput<'roleTree'>> {
  await assignableRole(deps, input.roleId);
  return grantTree(deps, access, { kind: 'role', roleId: input.roleId }, input.appId, KIND[input.kind]);
}

export async function resourceRoleTree(deps: BuiltinDeps, access: Access, input: ConsoleInput<'resourceRoleTree'>): Promise<ConsoleOutput<'resourceRoleTree'>> {
  await assignableRole(deps, input.roleId);
  return grantTree(deps, access, { kind: 'role', roleId: input.roleId }, input.appId, 'menu');
}

export async function saveRolePermission(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveRolePermission'>): Promise<ConsoleOutput<'saveRolePermission'>> {
  // General roles received from a group are the group's to change.
  const role = await editableRole(deps, input.roleId);
  const owner = { kind: 'role' as const, roleId: role.id };
  const change = await replaceGrants(deps, access, owner, input.appId, input.x, input.ids);
  if (change.added.length || change.removed.length) {
    const app = await deps.db.application.findUnique({ where: { id: input.appId }, select: { code: true } });
    const before = { role: role.code, kind: input.x, grants: change.before };
    const after = { role: role.code, kind: input.x, grants: change.after };
    await deps.db.$transaction(async (tx) => {
      await tx.operationLog.create({
        data: {
          actorUserId: access.principal.user.id,
          actorCode: access.principal.user.code,
          unitId: role.unitId,
          appCode: app?.code ?? null,
          treeType: 'ROLE_TREE',
          roleId: role.id,
          action: 'GRANT',
          before: JSON.stringify(before),
          after: JSON.stringify(after),
          ip: access.ctx.ip || null,
        },
      });
      await writeAudit(tx, access, { action: 'GRANT', objectType: input.x === 'operation' ? 'RoleOperation' : 'RoleResource', objectId: role.id, unitId: role.unitId, before, after });
    });
  }
  return grantTree(deps, access, owner, input.appId, input.x);
}

function parse(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

function toLog(l: OperationLog) {
  return { id: l.id, at: formatDateTime(l.at), actorCode: l.actorCode, action: l.action, appCode: l.appCode ?? '', roleId: l.roleId, resourceId: l.resourceId, before: parse(l.before), after: parse(l.after) };
}

/** One tree's changes, newest first. */
function treeLog(deps: BuiltinDeps, input: { firstResult: number; pageSize: number }, where: Prisma.OperationLogWhereInput) {
  return listPage(input, {
    orderBy: { id: 'desc' },
    count: () => deps.db.operationLog.count({ where }),
    ids: (page) => deps.db.operationLog.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.operationLog.findMany({ where: { id: { in: ids } } }),
    map: toLog,
  });
}

export async function roleTreeLog(deps: BuiltinDeps, access: Access, input: ConsoleInput<'roleTreeLog'>): Promise<ConsoleOutput<'roleTreeLog'>> {
  await assignableRole(deps, input.roleId);
  return treeLog(deps, input, { treeType: 'ROLE_TREE', roleId: input.roleId });
}

export async function resourceTreeLog(deps: BuiltinDeps, _access: Access, input: ConsoleInput<'resourceTreeLog'>): Promise<ConsoleOutput<'resourceTreeLog'>> {
  const app = await deps.db.application.findUnique({ where: { id: input.appId }, select: { code: true } });
  return treeLog(deps, input, { treeType: 'RESOURCE_TREE', appCode: app?.code ?? '', resourceId: input.resourceId });
}
