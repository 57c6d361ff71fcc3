/**
 * Users chosen for SMS validation at sign-in although their unit's SMS switch is off (/safety/sms,
 * docs/decisions/060). The sign-in reads these rows at every attempt (auth/security-setting.ts).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime, maskMobile } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { insensitiveContains } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

/** Each retry finds the rows the concurrent adds committed, so two rounds are enough; three is a margin. */
const ADD_ATTEMPTS = 3;

export async function listSmsUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listSmsUsers'>): Promise<ConsoleOutput<'listSmsUsers'>> {
  const where = { unitId: input.unitId, user: input.userCode ? { code: insensitiveContains(input.userCode) } : undefined };
  const [rows, totalRows] = await Promise.all([
    deps.db.loginSmsUser.findMany({
      where,
      include: { user: { select: { code: true, name: true, mobile: true } } },
      orderBy: { id: 'asc' },
      skip: input.firstResult,
      take: input.pageSize,
    }),
    deps.db.loginSmsUser.count({ where }),
  ]);
  return {
    datas: rows.map((r) => ({
      id: r.id,
      unitId: r.unitId,
      userId: r.userId,
      userCode: r.user.code,
      userName: r.user.name,
      mobile: r.user.mobile ? maskMobile(r.user.mobile) : '',
      remark: r.remark ?? '',
      createdAt: formatDateTime(r.createdAt),
      createdBy: r.createdBy ?? '',
    })),
    totalRows,
  };
}

/**
 * Chooses users of the unit; all or none of the new rows are written, one audit row each. Adding a
 * user already chosen changes nothing, also when several administrators add the same user at once:
 * a concurrent add that commits first makes this transaction's insert fail on the unique index,
 * and the retry then sees that row and skips it.
 */
export async function addSmsUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'addSmsUsers'>): Promise<ConsoleOutput<'addSmsUsers'>> {
  const userIds = [...new Set(input.userIds)];
  const users = await deps.db.user.findMany({ where: { id: { in: userIds }, unitId: input.unitId }, select: { id: true, code: true, mobile: true } });
  if (users.length !== userIds.length) throw AppError.validation({ userIds: ['unit'] });
  // The code goes to the mobile: choosing someone who has none would ask nothing at the sign-in.
  if (users.some((u) => !u.mobile)) throw AppError.validation({ userIds: ['mobile'] });
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.$transaction(async (tx) => {
        const existing = await tx.loginSmsUser.findMany({ where: { unitId: input.unitId, userId: { in: userIds } }, select: { userId: true } });
        const chosen = new Set(existing.map((e) => e.userId));
        let added = 0;
        for (const u of users) {
          if (chosen.has(u.id)) continue;
          const row = await tx.loginSmsUser.create({ data: { unitId: input.unitId, userId: u.id, remark: input.remark, createdBy: access.principal.user.code } });
          await writeAudit(tx, access, { action: 'CREATE', objectType: 'LoginSmsUser', objectId: row.id, unitId: input.unitId, after: { ...row, userCode: u.code } });
          added++;
        }
        return { added };
      });
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= ADD_ATTEMPTS) throw e;
    }
  }
}

export async function deleteSmsUser(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteSmsUser'>): Promise<ConsoleOutput<'deleteSmsUser'>> {
  const before = await deps.db.loginSmsUser.findUnique({ where: { id: input.id }, include: { user: { select: { code: true } } } });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.$transaction(async (tx) => {
    // deleteMany: a concurrent removal of the same row is not an error, and leaves one audit row.
    const { count } = await tx.loginSmsUser.deleteMany({ where: { id: before.id } });
    if (count === 0) return;
    const { user, ...row } = before;
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'LoginSmsUser', objectId: before.id, unitId: before.unitId, before: { ...row, userCode: user.code } });
  });
  return null;
}
