/**
 * PMS accounts (/pms/*): a hotel's PMS accounts imported as mappings, bound to platform users for
 * PMS-account login. Imported codes are letters, digits and underscore up to 30 and must not
 * clash with each other or with accounts already there (40003 names the clashing codes).
 */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { namedUser } from '@/lib/backend/builtin/services/users/user-row';
import { updateUser as writeUser } from '@/lib/backend/builtin/services/users/update-user';
import type { pmsCalls, PmsMapping } from '@/lib/contracts/pms';
import type { Db } from '@/lib/db/client';
import type { PmsUserMapping } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

type MappingWith = PmsUserMapping & { user: { code: string; name: string } | null };
const withUser = { user: { select: { code: true, name: true } } } as const;

function toMapping(m: MappingWith): PmsMapping {
  return {
    id: m.id,
    unitId: m.unitId,
    pmsHotelCode: m.pmsHotelCode,
    pmsUserCode: m.pmsUserCode,
    pmsUserName: m.pmsUserName ?? '',
    pmsDeptCode: m.pmsDeptCode ?? '',
    userId: m.userId,
    userCode: m.user?.code ?? '',
    userName: m.user?.name ?? '',
  };
}

async function mappingOf(deps: BuiltinDeps, id: number): Promise<PmsUserMapping> {
  const m = await deps.db.pmsUserMapping.findUnique({ where: { id } });
  if (!m) throw new AppError(ErrorCode.NOT_FOUND);
  return m;
}

export const pmsHandlers: ConsoleHandlers<typeof pmsCalls> = {
  async pmsDepts(deps, access, input) {
    const rows = await deps.db.pmsUserMapping.groupBy({ by: ['pmsDeptCode'], where: { unitId: input.unitId, pmsDeptCode: { not: null } }, _count: { _all: true }, orderBy: { pmsDeptCode: 'asc' } });
    return rows.map((r) => ({ code: r.pmsDeptCode ?? '', accounts: r._count._all }));
  },

  async pmsUserDetail(deps, access, input) {
    const user = await namedUser(deps, input.userId);
    const [bound, free] = await Promise.all([
      deps.db.pmsUserMapping.findMany({ where: { userId: user.id }, include: withUser, orderBy: { id: 'asc' } }),
      deps.db.pmsUserMapping.findMany({ where: { unitId: user.unitId, userId: null }, include: withUser, orderBy: { pmsUserCode: 'asc' }, take: 500 }),
    ]);
    return { bound: bound.map(toMapping), free: free.map(toMapping) };
  },

  async savePmsMappings(deps, access, input) {
    const codes = input.items.map((i) => i.pmsUserCode);
    const twice = [...new Set(codes.filter((c, i) => codes.indexOf(c) !== i))];
    const taken = (await deps.db.pmsUserMapping.findMany({ where: { pmsHotelCode: input.pmsHotelCode, pmsUserCode: { in: codes } }, select: { pmsUserCode: true } })).map((m) => m.pmsUserCode);
    const conflicts = [...new Set([...twice, ...taken])];
    if (conflicts.length) throw new AppError(ErrorCode.PMS_CODE_CONFLICT, { params: { codes: conflicts.join(', ') }, data: { codes: conflicts } });
    try {
      await deps.db.$transaction(async (tx) => {
        await tx.pmsUserMapping.createMany({
          data: input.items.map((i) => ({ unitId: input.unitId, pmsHotelCode: input.pmsHotelCode, pmsUserCode: i.pmsUserCode, pmsUserName: i.pmsUserName, pmsDeptCode: i.pmsDeptCode, createdBy: access.principal.user.code })),
        });
        await writeAudit(tx, access, { action: 'IMPORT', objectType: 'PmsUserMapping', unitId: input.unitId, after: { pmsHotelCode: input.pmsHotelCode, codes } });
      });
    } catch (e) {
      // Imported at the same moment by someone else.
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.PMS_CODE_CONFLICT, { params: { codes: codes.join(', ') } });
      throw e;
    }
    return { created: input.items.length };
  },

  async bindPmsUser(deps, access, input) {
    const mapping = await mappingOf(deps, input.mappingId);
    const user = await namedUser(deps, input.userId);
    if (user.unitId !== mapping.unitId) throw AppError.validation({ userId: ['other_unit'] });
    if (mapping.userId !== null && mapping.userId !== user.id) throw new AppError(ErrorCode.CONFLICT);
    const saved = await deps.db.$transaction(async (tx) => {
      const m = await tx.pmsUserMapping.update({ where: { id: mapping.id }, data: { userId: user.id, updatedBy: access.principal.user.code }, include: withUser });
      await writeUser({ ...deps, db: tx as unknown as Db }, user.id, { pmsAccount: mapping.pmsUserCode });
      await writeAudit(tx, access, { action: 'BIND', objectType: 'PmsUserMapping', objectId: mapping.id, unitId: mapping.unitId, before: mapping, after: { ...mapping, userId: user.id, user: user.code } });
      return m;
    });
    usersChanged([user.id]);
    return toMapping(saved);
  },

  async deletePmsMapping(deps, access, input) {
    const mapping = await mappingOf(deps, input.id);
    if (mapping.userId !== null) await namedUser(deps, mapping.userId);
    await deps.db.$transaction(async (tx) => {
      if (input.unbindOnly) await tx.pmsUserMapping.update({ where: { id: mapping.id }, data: { userId: null, updatedBy: access.principal.user.code } });
      else await tx.pmsUserMapping.delete({ where: { id: mapping.id } });
      if (mapping.userId !== null) {
        const user = await tx.user.findUnique({ where: { id: mapping.userId }, select: { pmsAccount: true } });
        if (user?.pmsAccount === mapping.pmsUserCode) await writeUser({ ...deps, db: tx as unknown as Db }, mapping.userId, { pmsAccount: null });
      }
      await writeAudit(tx, access, { action: input.unbindOnly ? 'UNBIND' : 'DELETE', objectType: 'PmsUserMapping', objectId: mapping.id, unitId: mapping.unitId, before: mapping });
    });
    if (mapping.userId !== null) usersChanged([mapping.userId]);
    return null;
  },
};
