/**
 * The user list: search by code, name, mobile or e-mail, by unit and department (with its
 * sub-departments), state and type, limited to the caller's units. Ordered by id; a page in the
 * second half is read from the end (services/paging.ts) so deep pages cost what shallow ones do
 * (bench/console-lists.ts).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { deptAndBelow } from '@/lib/backend/builtin/services/departments/dept-tree';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { ListUsersInput } from '@/lib/contracts/users';
import { insensitiveContains } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { listPage, type SortBy } from '@/lib/backend/builtin/services/paging';
import { toUserRow, userInclude } from './user-row';

export async function usersWhere(deps: BuiltinDeps, access: Access, input: Omit<ListUsersInput, 'firstResult' | 'pageSize'>): Promise<Prisma.UserWhereInput> {
  let deptIds: number[] | undefined;
  if (input.deptId !== undefined) {
    const dept = await deps.db.department.findUnique({ where: { id: input.deptId }, select: { unitId: true, isRoot: true } });
    if (!dept) throw new AppError(ErrorCode.NOT_FOUND);
    // The root "all departments" means every user of the unit, with or without a department.
    if (!dept.isRoot) deptIds = input.withSubDepts === 'F' ? [input.deptId] : await deptAndBelow(deps, input.deptId);
  }
  const and: Prisma.UserWhereInput[] = [];
  if (input.keyword) {
    const k = input.keyword;
    and.push({ OR: [{ code: insensitiveContains(k) }, { name: insensitiveContains(k) }, { mobile: { contains: k } }, { email: insensitiveContains(k) }] });
  }
  return {
    unitId: input.unitId ?? access.unitIdFilter(),
    deptId: deptIds ? { in: deptIds } : undefined,
    code: input.code ? insensitiveContains(input.code) : undefined,
    name: input.name ? insensitiveContains(input.name) : undefined,
    mobile: input.mobile ? { contains: input.mobile } : undefined,
    email: input.email ? insensitiveContains(input.email) : undefined,
    status: input.status,
    locked: input.locked === undefined ? undefined : input.locked === 'T',
    type: input.type,
    AND: and.length ? and : undefined,
  };
}

/** The user list's own order, and its sortable columns' orders (lib/contracts/users.ts; the export uses them too). */
export const USERS_ORDER: Prisma.UserOrderByWithRelationInput = { id: 'asc' };
export const USERS_SORT_BY: SortBy<NonNullable<ListUsersInput['sortField']>, Prisma.UserOrderByWithRelationInput> = {
  code: (d) => ({ code: d }),
  name: (d) => ({ name: d }),
  createdAt: (d) => ({ createdAt: d }),
  lastLoginAt: (d) => ({ lastLoginAt: d }),
};

export async function listUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'listUsers'>): Promise<ConsoleOutput<'listUsers'>> {
  const where = await usersWhere(deps, access, input);
  return listPage(input, {
    orderBy: USERS_ORDER,
    sortBy: USERS_SORT_BY,
    count: () => deps.db.user.count({ where }),
    ids: (page) => deps.db.user.findMany({ where, select: { id: true }, ...page }),
    rows: (ids) => deps.db.user.findMany({ where: { id: { in: ids } }, include: userInclude }),
    map: toUserRow,
  });
}

/** The department page's list: the same, for one unit (the caller's own when none is given). */
export async function unitUsers(deps: BuiltinDeps, access: Access, input: ConsoleInput<'unitUsers'>): Promise<ConsoleOutput<'unitUsers'>> {
  return listUsers(deps, access, { ...input, unitId: input.unitId ?? access.principal.unit.id });
}
