/**
 * Login limits of a unit (/limit/*): LOCKOUT sets the failures allowed and the lock time of the
 * sign-in's lock-out (read by services/auth/security-setting.ts); ALLOW and DENY are time, weekday
 * and address windows (services/auth/check-login-restrictions.ts). Read at every login.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { LoginLimitRow } from '@/lib/contracts/login-security';
import { insensitiveContains } from '@/lib/db/client';
import type { LoginLimit } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { listPage } from '@/lib/backend/builtin/services/paging';

const include = { unit: { select: { code: true, name: true } }, user: { select: { code: true, name: true } } };
type LimitWithNames = LoginLimit & { unit: { code: string; name: string }; user: { code: string; name: string } | null };

const day = (d: Date | null) => (d ? formatDateTime(d).slice(0, 10) : '');

function toRow(l: LimitWithNames): LoginLimitRow {
  return {
    id: l.id,
    unitId: l.unitId,
    unitCode: l.unit.code,
    unitName: l.unit.name,
    userId: l.userId,
    userCode: l.user?.code ?? '',
    userName: l.user?.name ?? '',
    type: l.type,
    maxFailures: l.maxFailures,
    lockMinutes: l.lockMinutes,
    windowMinutes: l.windowMinutes,
    captchaFailures: l.captchaFailures,
    startTime: l.startTime ?? '',
    endTime: l.endTime ?? '',
    weekdays: l.weekdays ?? '',
    ipRanges: l.ipRanges ?? '',
    validFrom: day(l.validFrom),
    validTo: day(l.validTo),
    enabled: l.enabled,
    remark: l.remark ?? '',
    updatedAt: formatDateTime(l.updatedAt),
    updatedBy: l.updatedBy ?? '',
  };
}

export async function listLoginLimits(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listLoginLimits'>): Promise<ConsoleOutput<'listLoginLimits'>> {
  const where = {
    unitId: input.unitId ?? access.unitIdFilter(),
    type: input.type,
    enabled: input.enabled,
    user: input.userCode ? { code: insensitiveContains(input.userCode) } : undefined,
  };
  return listPage(input, {
    orderBy: { id: 'asc' } as Prisma.LoginLimitOrderByWithRelationInput,
    sortBy: { unitName: (d) => ({ unit: { name: d } }), updatedAt: (d) => ({ updatedAt: d }) },
    count: () => deps.db.loginLimit.count({ where }),
    ids: (page) => deps.db.loginLimit.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.loginLimit.findMany({ where: { id: { in: ids } }, include }),
    map: toRow,
  });
}

type LimitInput = ConsoleInput<'createLoginLimit'>;

async function check(deps: BuiltinDeps, input: LimitInput): Promise<void> {
  if (input.userId !== null) {
    const user = await deps.db.user.findUnique({ where: { id: input.userId }, select: { unitId: true } });
    if (!user || user.unitId !== input.unitId) throw AppError.validation({ userId: ['unit'] });
  }
}

// Shanghai dates: a validity "to 2026-12-31" lasts until the end of that day there.
const startOfDay = (d: string | null) => (d ? new Date(`${d}T00:00:00+08:00`) : null);
const endOfDay = (d: string | null) => (d ? new Date(`${d}T23:59:59.999+08:00`) : null);

function dataOf(input: LimitInput, by: string) {
  const lockout = input.type === 'LOCKOUT';
  return {
    unitId: input.unitId,
    userId: input.userId,
    type: input.type,
    maxFailures: lockout ? input.maxFailures : null,
    lockMinutes: lockout ? input.lockMinutes : null,
    windowMinutes: lockout ? input.windowMinutes : null,
    captchaFailures: lockout ? input.captchaFailures : null,
    startTime: lockout ? null : input.startTime,
    endTime: lockout ? null : input.endTime,
    weekdays: lockout ? null : input.weekdays,
    ipRanges: lockout ? null : input.ipRanges,
    validFrom: startOfDay(input.validFrom),
    validTo: endOfDay(input.validTo),
    enabled: input.enabled,
    remark: input.remark,
    updatedBy: by,
  };
}

export async function createLoginLimit(deps: BuiltinDeps, access: Access, input: ConsoleInput<'createLoginLimit'>): Promise<ConsoleOutput<'createLoginLimit'>> {
  await check(deps, input);
  const by = access.principal.user.code;
  return deps.db.$transaction(async (tx) => {
    const row = await tx.loginLimit.create({ data: { ...dataOf(input, by), createdBy: by }, include });
    await writeAudit(tx, access, { action: 'CREATE', objectType: 'LoginLimit', objectId: row.id, unitId: row.unitId, after: toRow(row) });
    return toRow(row);
  });
}

export async function updateLoginLimit(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateLoginLimit'>): Promise<ConsoleOutput<'updateLoginLimit'>> {
  const before = await deps.db.loginLimit.findUnique({ where: { id: input.id }, include });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  await check(deps, input);
  const by = access.principal.user.code;
  return deps.db.$transaction(async (tx) => {
    const row = await tx.loginLimit.update({ where: { id: before.id }, data: dataOf(input, by), include });
    await writeAudit(tx, access, { action: 'UPDATE', objectType: 'LoginLimit', objectId: row.id, unitId: row.unitId, before: toRow(before), after: toRow(row) });
    return toRow(row);
  });
}

export async function deleteLoginLimit(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteLoginLimit'>): Promise<ConsoleOutput<'deleteLoginLimit'>> {
  const before = await deps.db.loginLimit.findUnique({ where: { id: input.id }, include });
  if (!before) throw new AppError(ErrorCode.NOT_FOUND);
  await deps.db.$transaction(async (tx) => {
    await tx.loginLimit.delete({ where: { id: before.id } });
    await writeAudit(tx, access, { action: 'DELETE', objectType: 'LoginLimit', objectId: before.id, unitId: before.unitId, before: toRow(before) });
  });
  return null;
}
