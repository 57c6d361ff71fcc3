/** Users exempted from one login validation of a unit (or from all of them). */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Permission } from '@/lib/contracts/permissions';
import { insensitiveContains } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

/** Exempting someone from a validation is the business of whoever manages that validation. */
const KIND_PERMISSION: Record<string, Permission> = {
  IP_WHITE: 'uc:safety:ip',
  MOBILE_VALIDATION: 'uc:safety:sms',
  OVERWRITE: 'uc:safety:repeat',
  LOGIN_LIMIT: 'uc:limit:edit',
  LOCK: 'uc:limit:edit',
  ALL: 'uc:safety:switch',
};

export async function listExemptUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listExemptUsers'>): Promise<ConsoleOutput<'listExemptUsers'>> {
  const where = { unitId: input.unitId, kind: input.kind, user: input.userCode ? { code: insensitiveContains(input.userCode) } : undefined };
  const [rows, totalRows] = await Promise.all([
    deps.db.loginExemptUser.findMany({ where, include: { user: { select: { code: true, name: true } } }, orderBy: { id: 'asc' }, skip: input.firstResult, take: input.pageSize }),
    deps.db.loginExemptUser.count({ where }),
  ]);
  return {
    datas: rows.map((r) => ({
      id: r.id,
      unitId: r.unitId,
      userId: r.userId,
      userCode: r.user.code,
      userName: r.user.name,
      kind: r.kind,
      remark: r.remark ?? '',
      createdAt: formatDateTime(r.createdAt),
      createdBy: r.createdBy ?? '',
    })),
    totalRows,
  };
}

export async function addExemptUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'addExemptUsers'>): Promise<ConsoleOutput<'addExemptUsers'>> {
  access.require(KIND_PERMISSION[input.kind]!);
  const userIds = [...new Set(input.userIds)];
  const users = await deps.db.user.findMany({ where: { id: { in: userIds }, unitId: input.unitId }, select: { id: true, code: true } });
  if (users.length !== userIds.length) throw AppError.validation({ userIds: ['unit'] });
  return deps.db.$transaction(async (tx) => {
    let added = 0;
    for (const u of users) {
      const exists = await tx.loginExemptUser.findUnique({ where: { unitId_userId_kind: { unitId: input.unitId, userId: u.id, kind: input.kind } } });
      if (exists) continue;
      const row = await tx.loginExemptUser.create({ data: { unitId: input.unitId, userId: u.id, kind: input.kind, remark: input.remark, createdBy: access.principal.user.code } });
      await writeAudit(tx, access, { action: 'CREATE', objectType: 'LoginExemptUser', objectId: row.id, unitId: input.unitId, after: { ...row, userCode: u.code } });
      added++;
    }
    return { added };
  });
}

export async function deleteExemptUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteExemptUser'>): Promise<ConsoleOutput<'deleteExemptUser'>> {
  const before = await deps.db.loginExemptUser.findUnique({ where: { id: input.id }, include: { user: { select: { code: true } } } });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  access.require(KIND_PERMISSION[before.kind] ?? 'uc:safety:switch');
  await deps.db.$transaction(async (tx) => {
    await tx.loginExemptUser.delete({ where: { id: before.id } });
    const { user, ...row } = before;
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'LoginExemptUser', objectId: before.id, unitId: before.unitId, before: { ...row, userCode: user.code } });
  });
  return null;
}
