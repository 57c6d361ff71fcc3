/** The role list of a unit (/role/list): groups with their roles, ungrouped roles, then general roles dispatched to the unit. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { RoleRow } from '@/lib/contracts/roles';
import { insensitiveContains } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/sqlite/client';

const roleInclude = {
  unit: { select: { code: true } },
  app: { select: { code: true } },
  _count: { select: { users: true, departments: true } },
} satisfies Prisma.RoleInclude;

type RoleWith = Prisma.RoleGetPayload<{ include: typeof roleInclude }>;

function roleRow(r: RoleWith, dispatched: boolean): RoleRow {
  return {
    key: `R${r.id}`,
    kind: 'ROLE',
    id: r.id,
    uuid: r.uuid,
    unitId: r.unitId,
    unitCode: r.unit.code,
    code: r.code,
    descript: r.descript,
    sort: r.sort,
    isTemplate: r.isTemplate,
    appId: r.appId,
    appCode: r.app?.code ?? '',
    groupId: r.groupId,
    status: r.status,
    dispatched,
    userCount: r._count.users,
    deptCount: r._count.departments,
    createdAt: formatDateTime(r.createdAt),
  };
}

export async function listRoles(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listRoles'>): Promise<ConsoleOutput<'listRoles'>> {
  const match: Prisma.RoleWhereInput = {
    appId: input.appId,
    ...(input.keyword ? { OR: [{ code: insensitiveContains(input.keyword) }, { descript: insensitiveContains(input.keyword) }] } : {}),
  };
  const [groups, own, dispatched, unit] = await Promise.all([
    deps.db.roleGroup.findMany({ where: { unitId: input.unitId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    deps.db.role.findMany({ where: { unitId: input.unitId, ...match }, include: roleInclude, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    deps.db.role.findMany({ where: { dispatches: { some: { unitId: input.unitId } }, ...match }, include: roleInclude, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    deps.db.unit.findUniqueOrThrow({ where: { id: input.unitId }, select: { code: true } }),
  ]);
  const rows: RoleRow[] = [];
  for (const g of groups) {
    const children = own.filter((r) => r.groupId === g.id).map((r) => roleRow(r, false));
    // A keyword search shows only groups with a matching role (or a matching description).
    if (input.keyword && children.length === 0 && !g.descript.includes(input.keyword)) continue;
    rows.push({
      key: `G${g.id}`,
      kind: 'GROUP',
      id: g.id,
      uuid: '',
      unitId: g.unitId,
      unitCode: unit.code,
      code: g.code ?? '',
      descript: g.descript,
      sort: g.sort,
      isTemplate: false,
      appId: null,
      appCode: '',
      groupId: null,
      status: 'ENABLED',
      dispatched: false,
      userCount: 0,
      deptCount: children.reduce((n, c) => n + c.deptCount, 0),
      createdAt: formatDateTime(g.createdAt),
      children,
    });
  }
  const grouped = new Set(groups.map((g) => g.id));
  rows.push(...own.filter((r) => r.groupId === null || !grouped.has(r.groupId)).map((r) => roleRow(r, false)));
  rows.push(...dispatched.map((r) => roleRow(r, true)));
  return rows;
}

export async function roleOptions(deps: BuiltinDeps, access: Access, input: ConsoleInput<'roleOptions'>): Promise<ConsoleOutput<'roleOptions'>> {
  const [roles, groups] = await Promise.all([
    deps.db.role.findMany({
      where: { status: 'ENABLED', OR: [{ unitId: input.unitId }, { dispatches: { some: { unitId: input.unitId } } }] },
      select: { id: true, code: true, descript: true, unit: { select: { code: true } }, app: { select: { code: true } } },
      orderBy: [{ unitId: 'asc' }, { sort: 'asc' }, { id: 'asc' }],
    }),
    deps.db.roleGroup.findMany({ where: { unitId: input.unitId }, select: { id: true, descript: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
  ]);
  return { roles: roles.map((r) => ({ id: r.id, code: r.code, descript: r.descript, unitCode: r.unit.code, appCode: r.app?.code ?? '' })), groups };
}
