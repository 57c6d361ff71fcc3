/**
 * Creating, changing and deleting resources with every rule of console.md section 5 (see
 * docs/decisions/044-resource-rules.md): levels one to six, one below the parent; a menu needs a
 * title; a button needs a permission; a primary menu needs submenus or an address; a secondary
 * node with a permission cannot take child menus; a menu under a tiled parent needs its group;
 * external links must be legal; a cascading menu belongs to a group or an alliance the caller
 * administers. Each change is kept in the resource-tree log and the audit log.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { ResourceInput } from '@/lib/contracts/resources';
import { RESOURCE_LIMITS } from '@/lib/contracts/console-enums';
import type { Resource } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { inUse } from '@/lib/errors/in-use';
import { isAllowedOutsideLink, parseOutsideLink } from '@/lib/security/outside-link';
import { resourceInclude, toResourceRow } from './resource-row';
import { assertCanCarry, userCenterAppId } from '@/lib/backend/builtin/services/access/grant-limits';

const CASCADE_OWNER_TYPES = new Set(['COMPAN', 'ALLIAN']);

async function check(deps: BuiltinDeps, input: ResourceInput, current?: Resource): Promise<{ level: number }> {
  const app = await deps.db.application.findUnique({ where: { id: input.appId }, select: { id: true } });
  if (!app) throw AppError.validation({ appId: ['invalid'] });
  if (current && current.appId !== input.appId) throw AppError.validation({ appId: ['moved'] });
  let level = 1;
  let parent: Resource | null = null;
  if (input.parentId !== null) {
    parent = await deps.db.resource.findUnique({ where: { id: input.parentId } });
    if (!parent || parent.appId !== input.appId) throw AppError.validation({ parentId: ['invalid'] });
    if (current && (parent.id === current.id || (await isBelow(deps, parent.id, current.id)))) throw AppError.validation({ parentId: ['cycle'] });
    level = parent.level + 1;
  }
  if (level > RESOURCE_LIMITS.levelMax) throw new AppError(ErrorCode.RESOURCE_LEVEL);
  if (current && current.level !== level && (await maxDepthBelow(deps, current.id)) + level > RESOURCE_LIMITS.levelMax) throw new AppError(ErrorCode.RESOURCE_LEVEL);

  if (input.kind === 'MENU' && !input.title) throw new AppError(ErrorCode.RESOURCE_TITLE_REQUIRED);
  if (input.kind === 'BUTTON' && !input.permission) throw new AppError(ErrorCode.RESOURCE_PERMISSION_REQUIRED);
  if (input.kind === 'MENU' && parent && parent.kind === 'MENU' && parent.level === 2 && parent.permission) throw new AppError(ErrorCode.RESOURCE_NO_CHILDREN);
  if (input.kind === 'MENU' && level === 2 && input.permission && current && (await deps.db.resource.count({ where: { parentId: current.id, kind: 'MENU' } })) > 0) {
    throw new AppError(ErrorCode.RESOURCE_NO_CHILDREN);
  }
  if (input.kind === 'MENU' && level === 1 && !input.address) {
    const children = current ? await deps.db.resource.count({ where: { parentId: current.id, kind: 'MENU' } }) : 0;
    if (children === 0) throw new AppError(ErrorCode.RESOURCE_PRIMARY_EMPTY);
  }
  if (input.kind === 'MENU' && parent?.tiled && !input.groupName) throw AppError.validation({ groupName: ['required'] });
  if (input.kind === 'REPORT' && !input.address) throw AppError.validation({ address: ['required'] });
  if (input.address && /^[a-z][a-z0-9+.-]*:/i.test(input.address)) {
    const url = parseOutsideLink(input.address);
    if (!url || !isAllowedOutsideLink(input.address, deps.config.loginSystem.outsideLinks)) throw new AppError(ErrorCode.OUTSIDE_LINK);
  }
  if (input.cascade) {
    if (input.ownerUnitId === null) throw AppError.validation({ ownerUnitId: ['required'] });
    const owner = await deps.db.unit.findUnique({ where: { id: input.ownerUnitId }, select: { type: true } });
    if (!owner || !CASCADE_OWNER_TYPES.has(owner.type)) throw AppError.validation({ ownerUnitId: ['not_group'] });
  }
  return { level };
}

async function isBelow(deps: BuiltinDeps, id: number, ancestorId: number): Promise<boolean> {
  let current: number | null = id;
  for (let i = 0; current !== null && i < 10; i++) {
    const row: { parentId: number | null } | null = await deps.db.resource.findUnique({ where: { id: current }, select: { parentId: true } });
    current = row?.parentId ?? null;
    if (current === ancestorId) return true;
  }
  return false;
}

async function maxDepthBelow(deps: BuiltinDeps, id: number): Promise<number> {
  let depth = 0;
  let level = [id];
  while (level.length && depth < 10) {
    const children = await deps.db.resource.findMany({ where: { parentId: { in: level } }, select: { id: true } });
    if (!children.length) break;
    depth++;
    level = children.map((c) => c.id);
  }
  return depth;
}

function data(input: ResourceInput, level: number) {
  const { appId: _a, ...rest } = input;
  return { ...rest, level, ownerUnitId: input.ownerUnitId };
}

async function log(deps: BuiltinDeps, access: Access, action: 'CREATE' | 'UPDATE' | 'DELETE', before: Resource | null, after: Resource | null) {
  const r = (after ?? before)!;
  const app = await deps.db.application.findUnique({ where: { id: r.appId }, select: { code: true } });
  await deps.db.$transaction(async (tx) => {
    await tx.operationLog.create({
      data: {
        actorUserId: access.principal.user.id,
        actorCode: access.principal.user.code,
        unitId: r.ownerUnitId,
        appCode: app?.code ?? null,
        treeType: 'RESOURCE_TREE',
        resourceId: action === 'DELETE' ? null : r.id,
        action,
        before: before ? JSON.stringify(before) : null,
        after: after ? JSON.stringify(after) : null,
        ip: access.ctx.ip || null,
      },
    });
    await writeAudit(tx, access, { action, objectType: 'Resource', objectId: r.id, unitId: r.ownerUnitId, before, after, detail: { app: app?.code, code: r.code } });
  });
}

/** A user-center menu or button carries console permissions: never one above the caller's own (grant-limits.ts). */
async function checkCarried(deps: BuiltinDeps, access: Access, appId: number, ...permissions: (string | null)[]): Promise<void> {
  if (appId !== (await userCenterAppId(deps))) return;
  for (const p of permissions) assertCanCarry(access, p);
}

export async function createResource(deps: BuiltinDeps, access: Access, input: ConsoleInput<'createResource'>): Promise<ConsoleOutput<'createResource'>> {
  const { level } = await check(deps, input);
  await checkCarried(deps, access, input.appId, input.permission);
  try {
    const r = await deps.db.resource.create({ data: { appId: input.appId, ...data(input, level), createdBy: access.principal.user.code, updatedBy: access.principal.user.code }, include: resourceInclude });
    const { app: _app, ownerUnit: _o, ...plain } = r;
    await log(deps, access, 'CREATE', null, plain);
    return toResourceRow(r);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
}

export async function updateResource(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateResource'>): Promise<ConsoleOutput<'updateResource'>> {
  const before = await deps.db.resource.findUnique({ where: { id: input.id } });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  // A cascading menu of a group is that group's administrators' to change.
  const { level } = await check(deps, input, before);
  // Both what it carried (nobody edits a menu above their own) and what it will carry.
  await checkCarried(deps, access, before.appId, before.permission, input.permission);
  const { id: _id, ...rest } = input;
  try {
    const r = await deps.db.resource.update({ where: { id: before.id }, data: { ...data(rest, level), updatedBy: access.principal.user.code }, include: resourceInclude });
    // Children follow a moved node down or up the levels.
    if (r.level !== before.level) await relevel(deps, r.id, r.level);
    const { app: _app, ownerUnit: _o, ...plain } = r;
    await log(deps, access, 'UPDATE', before, plain);
    return toResourceRow(r);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
}

async function relevel(deps: BuiltinDeps, id: number, level: number): Promise<void> {
  const children = await deps.db.resource.findMany({ where: { parentId: id }, select: { id: true } });
  if (!children.length) return;
  await deps.db.resource.updateMany({ where: { parentId: id }, data: { level: level + 1 } });
  for (const c of children) await relevel(deps, c.id, level + 1);
}

export async function deleteResource(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteResource'>): Promise<ConsoleOutput<'deleteResource'>> {
  const r = await deps.db.resource.findUnique({ where: { id: input.id } });
  if (!r) throw new AppError(ErrorCode.NOT_FOUND);
  await checkCarried(deps, access, r.appId, r.permission);
  const children = await deps.db.resource.count({ where: { parentId: r.id } });
  if (children) throw inUse({ children });
  // The last submenu of a primary menu without an address stays: the menu would be left empty.
  if (r.kind === 'MENU' && r.parentId !== null) {
    const parent = await deps.db.resource.findUnique({ where: { id: r.parentId } });
    if (parent && parent.level === 1 && parent.kind === 'MENU' && !parent.address && (await deps.db.resource.count({ where: { parentId: parent.id, kind: 'MENU' } })) === 1) {
      throw new AppError(ErrorCode.RESOURCE_PRIMARY_EMPTY);
    }
  }
  await deps.db.resource.delete({ where: { id: r.id } });
  await log(deps, access, 'DELETE', r, null);
  return null;
}
