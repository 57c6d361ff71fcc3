/** A user as the console shows it, and who may act on whom. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { UserRow } from '@/lib/contracts/users';
import type { Prisma, User } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export const userInclude = {
  unit: { select: { code: true, name: true } },
  dept: { select: { name: true } },
  supplier: { select: { name: true } },
  agreementUnit: { select: { name: true } },
} satisfies Prisma.UserInclude;

type UserWith = User & { unit: { code: string; name: string }; dept: { name: string } | null; supplier: { name: string } | null; agreementUnit: { name: string } | null };

const day = (d: Date | null) => (d ? formatDateTime(d).slice(0, 10) : '');

export function toUserRow(u: UserWith): UserRow {
  return {
    id: u.id,
    code: u.code,
    name: u.name,
    sex: u.sex ?? '',
    birthday: day(u.birthday),
    mobile: u.mobile ?? '',
    email: u.email ?? '',
    idCard: u.idCard ?? '',
    address: u.address ?? '',
    type: u.type,
    unitId: u.unitId,
    unitCode: u.unit.code,
    unitName: u.unit.name,
    deptId: u.deptId,
    deptName: u.dept?.name ?? '',
    useDeptRole: u.useDeptRole,
    status: u.status,
    locked: u.locked,
    lockedAt: u.lockedAt ? formatDateTime(u.lockedAt) : '',
    supplierId: u.supplierId,
    supplierName: u.supplier?.name ?? '',
    agreementUnitId: u.agreementUnitId,
    agreementUnitName: u.agreementUnit?.name ?? '',
    expiresAt: day(u.expiresAt),
    pmsAccount: u.pmsAccount ?? '',
    wechatBound: u.wechatBound,
    receiveMessage: u.receiveMessage,
    isBackdoor: u.isBackdoor,
    canUseBackdoor: u.canUseBackdoor,
    firstLogin: u.firstLogin,
    lastLoginAt: u.lastLoginAt ? formatDateTime(u.lastLoginAt) : '',
    remark: u.remark ?? '',
    createdAt: formatDateTime(u.createdAt),
    createdBy: u.createdBy ?? '',
  };
}

/** What an audit row keeps of a user (never the password hash). */
export function userSnapshot(u: User): Record<string, unknown> {
  const { passwordHash: _hash, createdAt: _c, updatedAt: _u, failedAttempts: _f, lastFailedAt: _l, ...rest } = u;
  return rest;
}

/** A date of the form (YYYY-MM-DD) as the end of that day in the product's time zone. */
export function endOfDay(date: string | null): Date | null {
  return date ? new Date(`${date}T23:59:59+08:00`) : null;
}
export function startOfDay(date: string | null): Date | null {
  return date ? new Date(`${date}T00:00:00+08:00`) : null;
}

/**
 * The user a call names. That the caller may act on them (their unit is one the caller administers,
 * their type not above the caller's) was checked before the service ran, from the call's
 * declaration (`ref.user`, lib/backend/builtin/services/access/authorize.ts).
 */
export async function namedUser(deps: BuiltinDeps, id: number): Promise<User> {
  const user = await deps.db.user.findUnique({ where: { id } });
  if (!user) throw new AppError(ErrorCode.NOT_FOUND);
  return user;
}

/** The caller acting on their own account through the console (lock, disable, delete): refused. */
export function refuseSelf(access: Access, userId: number): void {
  if (access.principal.user.id === userId) throw new AppError(ErrorCode.FORBIDDEN);
}
