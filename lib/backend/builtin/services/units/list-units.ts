/** The unit list (/org/orgs, page size 10 for a lookup by uuid) and the fuzzy picker search (/org/orgs/blur), limited to the caller's units. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { insensitiveContains } from '@/lib/db/client';
import { listPage } from '@/lib/backend/builtin/services/paging';
import { toUnitRow, withParent } from './unit-row';

export async function listUnits(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listUnits'>): Promise<ConsoleOutput<'listUnits'>> {
  const where: Prisma.UnitWhereInput = {
    id: access.unitIdFilter(),
    code: input.code ? insensitiveContains(input.code) : undefined,
    name: input.name ? insensitiveContains(input.name) : undefined,
    type: input.type,
    kind: input.kind,
    status: input.status,
    parentId: input.parentId,
    uuid: input.uuid,
    ...(input.keyword ? { OR: [{ code: insensitiveContains(input.keyword) }, { name: insensitiveContains(input.keyword) }] } : {}),
  };
  return listPage(input, {
    orderBy: [{ sort: 'asc' }, { id: 'asc' }] as Prisma.UnitOrderByWithRelationInput[],
    sortBy: { code: (d) => ({ code: d }), name: (d) => ({ name: d }), createdAt: (d) => ({ createdAt: d }) },
    count: () => deps.db.unit.count({ where }),
    ids: (page) => deps.db.unit.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.unit.findMany({ where: { id: { in: ids } }, include: withParent }),
    map: toUnitRow,
  });
}

export async function blurUnits(deps: BuiltinDeps, access: Access, input: ConsoleInput<'blurUnits'>): Promise<ConsoleOutput<'blurUnits'>> {
  const where: Prisma.UnitWhereInput = {
    id: access.unitIdFilter(),
    type: input.type,
    kind: input.kind,
    ...(input.keyword ? { OR: [{ code: insensitiveContains(input.keyword) }, { name: insensitiveContains(input.keyword) }] } : {}),
  };
  return listPage(input, {
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    count: () => deps.db.unit.count({ where }),
    ids: (page) => deps.db.unit.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.unit.findMany({ where: { id: { in: ids } }, select: { id: true, uuid: true, code: true, name: true, type: true, kind: true } }),
    map: (r) => ({ ...r, kind: r.kind ?? '' }),
  });
}
