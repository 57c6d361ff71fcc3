/** IP white-list groups of a unit: a group without members applies to every user of the unit. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { IpWhiteGroupRow } from '@/lib/contracts/login-security';
import { insensitiveContains } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';

const include = { unit: { select: { code: true } }, members: { include: { user: { select: { id: true, code: true, name: true } } }, orderBy: { id: 'asc' as const } } };

type GroupWithMembers = NonNullable<Awaited<ReturnType<typeof findGroup>>>;
const findGroup = (deps: BuiltinDeps, id: number) => deps.db.ipWhiteGroup.findUnique({ where: { id }, include });

function toRow(g: GroupWithMembers): IpWhiteGroupRow {
  return {
    id: g.id,
    unitId: g.unitId,
    unitCode: g.unit.code,
    name: g.name,
    ipRanges: g.ipRanges,
    enabled: g.enabled,
    remark: g.remark ?? '',
    members: g.members.map((m) => m.user),
    updatedAt: formatDateTime(g.updatedAt),
    updatedBy: g.updatedBy ?? '',
  };
}

/** What the audit log keeps of a group (members as user codes). */
const snapshotOf = (g: GroupWithMembers | null) => (g ? { ...toRow(g), members: g.members.map((m) => m.user.code) } : null);

export async function listIpWhiteGroups(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listIpWhiteGroups'>): Promise<ConsoleOutput<'listIpWhiteGroups'>> {
  const where = { unitId: input.unitId, name: input.name ? insensitiveContains(input.name) : undefined };
  return listPage(input, {
    orderBy: { id: 'asc' } as Prisma.IpWhiteGroupOrderByWithRelationInput,
    sortBy: { name: (d) => ({ name: d }), updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.ipWhiteGroup.count({ where }),
    ids: (page) => deps.db.ipWhiteGroup.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.ipWhiteGroup.findMany({ where: { id: { in: ids } }, include }),
    map: toRow,
  });
}

export async function saveIpWhiteGroup(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveIpWhiteGroup'>): Promise<ConsoleOutput<'saveIpWhiteGroup'>> {
  const before = input.id ? await findGroup(deps, input.id) : null;
  if (input.id && !before) throw new AppError(ErrorCode.NOT_FOUND);
  // A group stays in its unit: moving it would hand one unit's addresses to another.
  if (before && before.unitId !== input.unitId) throw new AppError(ErrorCode.FORBIDDEN);
  const userIds = [...new Set(input.userIds)];
  if (userIds.length) {
    const found = await deps.db.user.count({ where: { id: { in: userIds }, unitId: input.unitId } });
    if (found !== userIds.length) throw AppError.validation({ userIds: ['unit'] });
  }
  const by = access.principal.user.code;
  const data = { name: input.name, ipRanges: input.ipRanges, enabled: input.enabled, remark: input.remark, updatedBy: by };
  try {
    const id = await deps.db.$transaction(async (tx) => {
      const saved = before
        ? await tx.ipWhiteGroup.update({ where: { id: before.id }, data })
        : await tx.ipWhiteGroup.create({ data: { ...data, unitId: input.unitId, createdBy: by } });
      await tx.ipWhiteGroupMember.deleteMany({ where: { groupId: saved.id, userId: { notIn: userIds } } });
      const kept = new Set((await tx.ipWhiteGroupMember.findMany({ where: { groupId: saved.id }, select: { userId: true } })).map((m) => m.userId));
      for (const userId of userIds) if (!kept.has(userId)) await tx.ipWhiteGroupMember.create({ data: { groupId: saved.id, userId, createdBy: by } });
      const after = await tx.ipWhiteGroup.findUniqueOrThrow({ where: { id: saved.id }, include });
      await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'IpWhiteGroup', objectId: saved.id, unitId: input.unitId, before: snapshotOf(before), after: snapshotOf(after) });
      return saved.id;
    });
    return { id };
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT);
    throw e;
  }
}

export async function deleteIpWhiteGroup(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteIpWhiteGroup'>): Promise<ConsoleOutput<'deleteIpWhiteGroup'>> {
  const before = await findGroup(deps, input.id);
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.$transaction(async (tx) => {
    await tx.ipWhiteGroup.delete({ where: { id: before.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'IpWhiteGroup', objectId: before.id, unitId: before.unitId, before: snapshotOf(before) });
  });
  return null;
}
