/**
 * What a user may see and where they may log in: zone, company and supplier authorisation (of the
 * groups above the user's unit), projection into parent and child units, and the batch store
 * set-up that projects several users into several stores at once.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { unitDescendantIds } from '@/lib/backend/builtin/services/access/unit-tree';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { unitAncestorIds } from '@/lib/backend/builtin/services/units/unit-ancestors';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { User } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { namedUser } from './user-row';

async function authOf(deps: BuiltinDeps, userId: number): Promise<ConsoleOutput<'userAuth'>> {
  const [zones, companies, suppliers] = await Promise.all([
    deps.db.userZone.findMany({ where: { userId }, select: { zoneId: true }, orderBy: { zoneId: 'asc' } }),
    deps.db.userCompany.findMany({ where: { userId }, select: { companyId: true }, orderBy: { companyId: 'asc' } }),
    deps.db.userSupplier.findMany({ where: { userId }, select: { supplierId: true }, orderBy: { supplierId: 'asc' } }),
  ]);
  return { zoneIds: zones.map((z) => z.zoneId), companyIds: companies.map((c) => c.companyId), supplierIds: suppliers.map((s) => s.supplierId) };
}

export async function userAuth(deps: BuiltinDeps, access: Access, input: ConsoleInput<'userAuth'>): Promise<ConsoleOutput<'userAuth'>> {
  await namedUser(deps, input.id);
  return authOf(deps, input.id);
}

export async function saveUserAuth(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUserAuth'>): Promise<ConsoleOutput<'saveUserAuth'>> {
  const user = await namedUser(deps, input.id);
  // Zones, companies and suppliers belong to the groups above the user's unit (or the unit itself).
  const owners = new Set(await unitAncestorIds(deps, user.unitId));
  const [zones, companies, suppliers] = await Promise.all([
    deps.db.zone.findMany({ where: { id: { in: input.zoneIds } }, select: { id: true, unitId: true } }),
    deps.db.company.findMany({ where: { id: { in: input.companyIds } }, select: { id: true, unitId: true } }),
    deps.db.supplier.findMany({ where: { id: { in: input.supplierIds } }, select: { id: true, unitId: true } }),
  ]);
  const fits = (rows: { unitId: number }[], ids: number[]) => rows.length === new Set(ids).size && rows.every((r) => owners.has(r.unitId));
  if (!fits(zones, input.zoneIds)) throw AppError.validation({ zoneIds: ['invalid'] });
  if (!fits(companies, input.companyIds)) throw AppError.validation({ companyIds: ['invalid'] });
  if (!fits(suppliers, input.supplierIds)) throw AppError.validation({ supplierIds: ['invalid'] });
  const before = await authOf(deps, user.id);
  const by = access.principal.user.code;
  await deps.db.$transaction(async (tx) => {
    await tx.userZone.deleteMany({ where: { userId: user.id } });
    await tx.userCompany.deleteMany({ where: { userId: user.id } });
    await tx.userSupplier.deleteMany({ where: { userId: user.id } });
    await tx.userZone.createMany({ data: [...new Set(input.zoneIds)].map((zoneId) => ({ userId: user.id, zoneId, createdBy: by })) });
    await tx.userCompany.createMany({ data: [...new Set(input.companyIds)].map((companyId) => ({ userId: user.id, companyId, createdBy: by })) });
    await tx.userSupplier.createMany({ data: [...new Set(input.supplierIds)].map((supplierId) => ({ userId: user.id, supplierId, createdBy: by })) });
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'UserAuth', objectId: user.id, unitId: user.unitId, before, after: { zoneIds: input.zoneIds, companyIds: input.companyIds, supplierIds: input.supplierIds } });
  });
  return authOf(deps, user.id);
}

/** Parent and child units of the user's unit that the caller administers. */
async function projectionCandidates(deps: BuiltinDeps, access: Access, unitId: number) {
  const [up, down] = await Promise.all([unitAncestorIds(deps, unitId), unitDescendantIds(deps, unitId)]);
  const relation = new Map<number, 'PARENT' | 'CHILD'>([...up.filter((id) => id !== unitId).map((id) => [id, 'PARENT'] as const), ...down.map((id) => [id, 'CHILD'] as const)]);
  const units = await deps.db.unit.findMany({ where: { id: { in: [...relation.keys()] } }, select: { id: true, code: true, name: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return units.filter((u) => access.inScope(u.id)).map((u) => ({ ...u, relation: relation.get(u.id)! }));
}

export async function userProjection(deps: BuiltinDeps, access: Access, input: ConsoleInput<'userProjection'>): Promise<ConsoleOutput<'userProjection'>> {
  const user = await namedUser(deps, input.id);
  const rows = await deps.db.userUnitAccess.findMany({ where: { userId: user.id, kind: 'PROJECTION' }, select: { unitId: true }, orderBy: { unitId: 'asc' } });
  return { unitIds: rows.map((r) => r.unitId), candidates: await projectionCandidates(deps, access, user.unitId) };
}

export async function saveUserProjection(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUserProjection'>): Promise<ConsoleOutput<'saveUserProjection'>> {
  const user = await namedUser(deps, input.id);
  const allowed = new Set((await projectionCandidates(deps, access, user.unitId)).map((c) => c.id));
  const wanted = [...new Set(input.unitIds)];
  if (wanted.some((id) => !allowed.has(id))) throw AppError.validation({ unitIds: ['not_parent_or_child'] });
  const before = (await deps.db.userUnitAccess.findMany({ where: { userId: user.id, kind: 'PROJECTION' }, select: { unitId: true } })).map((r) => r.unitId);
  await deps.db.$transaction(async (tx) => {
    // Projections into units the caller does not administer are left as they are.
    await tx.userUnitAccess.deleteMany({ where: { userId: user.id, kind: 'PROJECTION', unitId: { in: [...allowed].filter((id) => !wanted.includes(id)) } } });
    const missing = wanted.filter((id) => !before.includes(id));
    if (missing.length) await tx.userUnitAccess.createMany({ data: missing.map((unitId) => ({ userId: user.id, unitId, kind: 'PROJECTION', createdBy: access.principal.user.code })) });
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'UserProjection', objectId: user.id, unitId: user.unitId, before: { unitIds: before }, after: { unitIds: wanted } });
  });
  usersChanged([user.id]);
  const rows = await deps.db.userUnitAccess.findMany({ where: { userId: user.id, kind: 'PROJECTION' }, select: { unitId: true }, orderBy: { unitId: 'asc' } });
  return { unitIds: rows.map((r) => r.unitId) };
}

export async function batchStore(deps: BuiltinDeps, access: Access, input: ConsoleInput<'batchStore'>): Promise<ConsoleOutput<'batchStore'>> {
  const users: User[] = [];
  for (const id of new Set(input.userIds)) users.push(await namedUser(deps, id));
  const unitIds = [...new Set(input.unitIds)];
  const existing = await deps.db.userUnitAccess.findMany({ where: { userId: { in: users.map((u) => u.id) }, unitId: { in: unitIds }, kind: 'PROJECTION' }, select: { userId: true, unitId: true } });
  const have = new Set(existing.map((e) => `${e.userId}:${e.unitId}`));
  const pairs = users.flatMap((u) => unitIds.filter((unitId) => unitId !== u.unitId && !have.has(`${u.id}:${unitId}`)).map((unitId) => ({ userId: u.id, unitId })));
  await deps.db.$transaction(async (tx) => {
    if (pairs.length) await tx.userUnitAccess.createMany({ data: pairs.map((p) => ({ ...p, kind: 'PROJECTION', createdBy: access.principal.user.code })) });
    await writeAudit(tx, access, { action: 'GRANT', objectType: 'UserProjection', after: { users: users.map((u) => u.code), unitIds }, detail: { batchStore: true, added: pairs.length } });
  });
  usersChanged(users.map((u) => u.id));
  return { added: pairs.length };
}
