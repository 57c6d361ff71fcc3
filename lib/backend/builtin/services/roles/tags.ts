/** Managed tags of a unit held by roles and users, and data-authorisation groups (custom data permissions) given to users. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { namedUser } from '@/lib/backend/builtin/services/users/user-row';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { DataAuthContent, DataAuthGroup, ManagedTag } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { editableRole } from './role-access';

const toTag = (t: ManagedTag) => ({ id: t.id, unitId: t.unitId, code: t.code, name: t.name, descript: t.descript ?? '', type: t.type ?? '', sort: t.sort });
const toGroup = (g: DataAuthGroup & { contents: DataAuthContent[] }) => ({
  id: g.id,
  unitId: g.unitId,
  appCode: g.appCode ?? '',
  code: g.code,
  name: g.name,
  remark: g.remark ?? '',
  status: g.status,
  contents: g.contents.map((c) => ({ contentType: c.contentType, contentCode: c.contentCode, contentName: c.contentName ?? '' })),
});

async function tagsOfUnit(deps: BuiltinDeps, unitId: number, tagIds: number[]): Promise<void> {
  const tags = await deps.db.managedTag.findMany({ where: { id: { in: tagIds } }, select: { unitId: true } });
  if (tags.length !== new Set(tagIds).size || tags.some((t) => t.unitId !== unitId)) throw AppError.validation({ tagIds: ['other_unit'] });
}

export async function managedTags(deps: BuiltinDeps, access: Access, input: ConsoleInput<'managedTags'>): Promise<ConsoleOutput<'managedTags'>> {
  return (await deps.db.managedTag.findMany({ where: { unitId: input.unitId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] })).map(toTag);
}

export async function saveTag(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveTag'>): Promise<ConsoleOutput<'saveTag'>> {
  const data = { code: input.code, name: input.name, descript: input.descript, type: input.type, sort: input.sort };
  try {
    if (input.id === undefined) {
      const t = await deps.db.managedTag.create({ data: { unitId: input.unitId, ...data, createdBy: access.principal.user.code } });
      await writeAudit(deps.db, access, { action: 'CREATE', objectType: 'ManagedTag', objectId: t.id, unitId: t.unitId, after: t });
      return toTag(t);
    }
    const before = await deps.db.managedTag.findUnique({ where: { id: input.id } });
    if (!before) throw new AppError(ErrorCode.NOT_FOUND);
    if (before.unitId !== input.unitId) throw new AppError(ErrorCode.FORBIDDEN);
    const t = await deps.db.managedTag.update({ where: { id: before.id }, data });
    await writeAudit(deps.db, access, { action: 'UPDATE', objectType: 'ManagedTag', objectId: t.id, unitId: t.unitId, before, after: t });
    return toTag(t);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
}

export async function deleteTag(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteTag'>): Promise<ConsoleOutput<'deleteTag'>> {
  const tag = await deps.db.managedTag.findUnique({ where: { id: input.id } });
  if (!tag) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.managedTag.delete({ where: { id: tag.id } });
  await writeAudit(deps.db, access, { action: 'DELETE', objectType: 'ManagedTag', objectId: tag.id, unitId: tag.unitId, before: tag });
  return null;
}

export async function managedTagDetail(deps: BuiltinDeps, access: Access, input: ConsoleInput<'managedTagDetail'>): Promise<ConsoleOutput<'managedTagDetail'>> {
  await editableRole(deps, input.roleId);
  return (await deps.db.roleManagedTag.findMany({ where: { roleId: input.roleId }, select: { tagId: true }, orderBy: { tagId: 'asc' } })).map((r) => r.tagId);
}

export async function saveRoleTags(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveRoleTags'>): Promise<ConsoleOutput<'saveRoleTags'>> {
  const role = await editableRole(deps, input.roleId);
  await tagsOfUnit(deps, role.unitId, input.tagIds);
  const before = await managedTagDetail(deps, access, { roleId: role.id });
  await deps.db.$transaction(async (tx) => {
    await tx.roleManagedTag.deleteMany({ where: { roleId: role.id } });
    await tx.roleManagedTag.createMany({ data: [...new Set(input.tagIds)].map((tagId) => ({ roleId: role.id, tagId, createdBy: access.principal.user.code })) });
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'RoleManagedTag', objectId: role.id, unitId: role.unitId, before: { tagIds: before }, after: { tagIds: input.tagIds } });
  });
  return managedTagDetail(deps, access, { roleId: role.id });
}

export async function userManagedTagDetail(deps: BuiltinDeps, access: Access, input: ConsoleInput<'userManagedTagDetail'>): Promise<ConsoleOutput<'userManagedTagDetail'>> {
  await namedUser(deps, input.userId);
  return (await deps.db.userManagedTag.findMany({ where: { userId: input.userId }, select: { tagId: true }, orderBy: { tagId: 'asc' } })).map((r) => r.tagId);
}

export async function saveUserTags(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUserTags'>): Promise<ConsoleOutput<'saveUserTags'>> {
  const user = await namedUser(deps, input.userId);
  await tagsOfUnit(deps, user.unitId, input.tagIds);
  const before = await userManagedTagDetail(deps, access, { userId: user.id });
  await deps.db.$transaction(async (tx) => {
    await tx.userManagedTag.deleteMany({ where: { userId: user.id } });
    await tx.userManagedTag.createMany({ data: [...new Set(input.tagIds)].map((tagId) => ({ userId: user.id, tagId, createdBy: access.principal.user.code })) });
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'UserManagedTag', objectId: user.id, unitId: user.unitId, before: { tagIds: before }, after: { tagIds: input.tagIds } });
  });
  usersChanged([user.id]);
  return userManagedTagDetail(deps, access, { userId: user.id });
}

export async function tagInfo(deps: BuiltinDeps, access: Access, input: ConsoleInput<'tagInfo'>): Promise<ConsoleOutput<'tagInfo'>> {
  const tag = await deps.db.managedTag.findUnique({
    where: { id: input.tagId },
    include: {
      roles: { select: { role: { select: { id: true, code: true, descript: true } } } },
      users: { select: { user: { select: { id: true, code: true, name: true, unit: { select: { code: true } }, dept: { select: { name: true } } } } } },
    },
  });
  if (!tag) throw new AppError(ErrorCode.NOT_FOUND);
  return {
    tag: toTag(tag),
    roles: tag.roles.map((r) => r.role),
    users: tag.users.map(({ user: u }) => ({ id: u.id, code: u.code, name: u.name, unitCode: u.unit.code, deptName: u.dept?.name ?? '' })),
  };
}

export async function dataAuthGroups(deps: BuiltinDeps, access: Access, input: ConsoleInput<'dataAuthGroups'>): Promise<ConsoleOutput<'dataAuthGroups'>> {
  return (await deps.db.dataAuthGroup.findMany({ where: { unitId: input.unitId }, include: { contents: true }, orderBy: { id: 'asc' } })).map(toGroup);
}

export async function saveDataAuthGroup(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveDataAuthGroup'>): Promise<ConsoleOutput<'saveDataAuthGroup'>> {
  const data = { appCode: input.appCode, code: input.code, name: input.name, remark: input.remark, status: input.status };
  const by = access.principal.user.code;
  let before: (DataAuthGroup & { contents: DataAuthContent[] }) | null = null;
  if (input.id !== undefined) {
    before = await deps.db.dataAuthGroup.findUnique({ where: { id: input.id }, include: { contents: true } });
    if (!before) throw new AppError(ErrorCode.NOT_FOUND);
    if (before.unitId !== input.unitId) throw new AppError(ErrorCode.FORBIDDEN);
  }
  try {
    const saved = await deps.db.$transaction(async (tx) => {
      const g = before ? await tx.dataAuthGroup.update({ where: { id: before.id }, data: { ...data, updatedBy: by } }) : await tx.dataAuthGroup.create({ data: { unitId: input.unitId, ...data, createdBy: by, updatedBy: by } });
      await tx.dataAuthContent.deleteMany({ where: { groupId: g.id } });
      const seen = new Set<string>();
      const contents = input.contents.filter((c) => !seen.has(`${c.contentType}:${c.contentCode}`) && seen.add(`${c.contentType}:${c.contentCode}`));
      await tx.dataAuthContent.createMany({ data: contents.map((c) => ({ groupId: g.id, ...c })) });
      const after = await tx.dataAuthGroup.findUniqueOrThrow({ where: { id: g.id }, include: { contents: true } });
      await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'DataAuthGroup', objectId: g.id, unitId: g.unitId, before: before ? toGroup(before) : null, after: toGroup(after) });
      return after;
    });
    return toGroup(saved);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CODE_EXISTS, { params: { code: input.code } });
    throw e;
  }
}

export async function deleteDataAuthGroup(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteDataAuthGroup'>): Promise<ConsoleOutput<'deleteDataAuthGroup'>> {
  const group = await deps.db.dataAuthGroup.findUnique({ where: { id: input.id } });
  if (!group) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.dataAuthGroup.delete({ where: { id: group.id } });
  await writeAudit(deps.db, access, { action: 'DELETE', objectType: 'DataAuthGroup', objectId: group.id, unitId: group.unitId, before: group });
  return null;
}

export async function userDataAuthGroups(deps: BuiltinDeps, access: Access, input: ConsoleInput<'userDataAuthGroups'>): Promise<ConsoleOutput<'userDataAuthGroups'>> {
  await namedUser(deps, input.userId);
  return (await deps.db.userDataAuthGroup.findMany({ where: { userId: input.userId }, select: { groupId: true }, orderBy: { groupId: 'asc' } })).map((g) => g.groupId);
}

export async function saveUserDataAuthGroups(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUserDataAuthGroups'>): Promise<ConsoleOutput<'saveUserDataAuthGroups'>> {
  const user = await namedUser(deps, input.userId);
  const groups = await deps.db.dataAuthGroup.findMany({ where: { id: { in: input.groupIds } }, select: { unitId: true } });
  if (groups.length !== new Set(input.groupIds).size || groups.some((g) => g.unitId !== user.unitId)) throw AppError.validation({ groupIds: ['other_unit'] });
  const before = await userDataAuthGroups(deps, access, { userId: user.id });
  await deps.db.$transaction(async (tx) => {
    await tx.userDataAuthGroup.deleteMany({ where: { userId: user.id } });
    await tx.userDataAuthGroup.createMany({ data: [...new Set(input.groupIds)].map((groupId) => ({ userId: user.id, groupId, createdBy: access.principal.user.code })) });
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'UserDataAuthGroup', objectId: user.id, unitId: user.unitId, before: { groupIds: before }, after: { groupIds: input.groupIds } });
  });
  usersChanged([user.id]);
  return userDataAuthGroups(deps, access, { userId: user.id });
}
