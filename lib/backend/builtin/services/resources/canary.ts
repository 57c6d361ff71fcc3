/** Canary (grey-release) addresses of a menu: for one unit, or every unit when none is given. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { CanaryMenuConfig } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { isAllowedOutsideLink } from '@/lib/security/outside-link';

type CanaryWith = CanaryMenuConfig & { unit: { code: string; name: string } | null };
const toCanary = (c: CanaryWith) => ({ id: c.id, resourceId: c.resourceId, unitId: c.unitId, unitCode: c.unit?.code ?? '', unitName: c.unit?.name ?? '', address: c.address, enabled: c.enabled, remark: c.remark ?? '' });
const withUnit = { unit: { select: { code: true, name: true } } } as const;

function checkAddress(deps: BuiltinDeps, input: { address: string }) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(input.address) && !isAllowedOutsideLink(input.address, deps.config.loginSystem.outsideLinks)) throw new AppError(ErrorCode.OUTSIDE_LINK);
}

async function menuOf(deps: BuiltinDeps, resourceId: number) {
  const r = await deps.db.resource.findUnique({ where: { id: resourceId }, select: { kind: true } });
  if (!r) throw new AppError(ErrorCode.NOT_FOUND);
  if (r.kind !== 'MENU') throw AppError.validation({ resourceId: ['not_menu'] });
}

export async function canaryConfigs(deps: BuiltinDeps, access: Access, input: ConsoleInput<'canaryConfigs'>): Promise<ConsoleOutput<'canaryConfigs'>> {
  const rows = await deps.db.canaryMenuConfig.findMany({ where: { resourceId: input.resourceId }, include: withUnit, orderBy: { id: 'asc' } });
  return rows.filter((c) => c.unitId === null || access.inScope(c.unitId)).map(toCanary);
}

export async function addCanaryConfig(deps: BuiltinDeps, access: Access, input: ConsoleInput<'addCanaryConfig'>): Promise<ConsoleOutput<'addCanaryConfig'>> {
  await menuOf(deps, input.resourceId);
  checkAddress(deps, input);
  const same = await deps.db.canaryMenuConfig.findFirst({ where: { resourceId: input.resourceId, unitId: input.unitId } });
  if (same) throw new AppError(ErrorCode.CONFLICT);
  try {
    const c = await deps.db.canaryMenuConfig.create({ data: { ...input, createdBy: access.principal.user.code }, include: withUnit });
    await writeAudit(deps.db, access, { action: 'CREATE', objectType: 'CanaryMenuConfig', objectId: c.id, unitId: c.unitId, after: toCanary(c) });
    return toCanary(c);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT);
    throw e;
  }
}

async function existing(deps: BuiltinDeps, id: number) {
  const c = await deps.db.canaryMenuConfig.findUnique({ where: { id }, include: withUnit });
  if (!c) throw new AppError(ErrorCode.NOT_FOUND);
  return c;
}

export async function updateCanaryConfig(deps: BuiltinDeps, access: Access, input: ConsoleInput<'updateCanaryConfig'>): Promise<ConsoleOutput<'updateCanaryConfig'>> {
  const before = await existing(deps, input.id);
  checkAddress(deps, input);
  const { id: _id, ...data } = input;
  const c = await deps.db.canaryMenuConfig.update({ where: { id: before.id }, data: { ...data, updatedBy: access.principal.user.code }, include: withUnit });
  await writeAudit(deps.db, access, { action: 'UPDATE', objectType: 'CanaryMenuConfig', objectId: c.id, unitId: c.unitId, before: toCanary(before), after: toCanary(c) });
  return toCanary(c);
}

export async function deleteCanaryConfig(deps: BuiltinDeps, access: Access, input: ConsoleInput<'deleteCanaryConfig'>): Promise<ConsoleOutput<'deleteCanaryConfig'>> {
  const before = await existing(deps, input.id);
  await deps.db.canaryMenuConfig.delete({ where: { id: before.id } });
  await writeAudit(deps.db, access, { action: 'DELETE', objectType: 'CanaryMenuConfig', objectId: before.id, unitId: before.unitId, before: toCanary(before) });
  return null;
}
