/**
 * The ids-first read of listPage (docs/decisions/115) against a real database: every page of a
 * list of a few hundred users, read as listPage reads it (the page's ids, then their rows by
 * WHERE id IN, from the nearer end for the second half), is exactly the page a plain offset read
 * of whole rows gives, in the list's own order and sorted by a column with ties (name) or NULLs
 * (lastLoginAt), in both directions. SQLite by default; TEST_DATABASE=postgresql for PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { USERS_ORDER, USERS_SORT_BY } from './users/list-users';
import { userInclude } from './users/user-row';
import { listPage } from './paging';

const USERS = 307;
let t: TestDatabase;
let where: Prisma.UserWhereInput;

beforeAll(async () => {
  t = await createTestDatabase();
  const unit = await t.prisma.unit.create({ data: { code: 'PAGING', name: 'Paging', type: 'HOTEL' } });
  const dept = await t.prisma.department.create({ data: { unitId: unit.id, code: 'D1', name: '前厅' } });
  // Codes are unique but not in id order; names repeat every 7 users (ties); every third user never signed in (NULL).
  await t.prisma.user.createMany({
    data: Array.from({ length: USERS }, (_, i) => ({
      unitId: unit.id,
      deptId: i % 2 ? dept.id : null,
      code: `p${String((i * 131) % USERS).padStart(4, '0')}`,
      name: `同名${i % 7}`,
      passwordHash: 'x',
      lastLoginAt: i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 11))),
    })),
  });
  where = { unitId: unit.id };
}, 120_000);
afterAll(async () => t?.cleanup());

type Sort = { sortField?: keyof typeof USERS_SORT_BY; sortOrder?: 'ascend' | 'descend' };
const SORTS: Sort[] = [{}, ...(['name', 'lastLoginAt', 'code'] as const).flatMap((sortField) => (['ascend', 'descend'] as const).map((sortOrder) => ({ sortField, sortOrder })))];

/** The plain offset read the ids-first one replaces: whole rows with their relations, skip and take. */
function plainOrder(sort: Sort): Prisma.UserOrderByWithRelationInput | Prisma.UserOrderByWithRelationInput[] {
  if (!sort.sortField) return USERS_ORDER;
  const dir = sort.sortOrder === 'descend' ? 'desc' : 'asc';
  return [USERS_SORT_BY[sort.sortField](dir), { id: dir }];
}

describe('listPage reads ids first', () => {
  it.each(SORTS.map((s) => [s.sortField ? `${s.sortField} ${s.sortOrder}` : 'the list’s own order', s] as const))(
    'gives every page sorted by %s exactly as a plain offset read does, from either end',
    async (_, sort) => {
      let idReads = 0;
      for (const pageSize of [20, 7]) {
        const seen: number[] = [];
        for (let firstResult = 0; firstResult < USERS + pageSize; firstResult += pageSize) {
          const page = await listPage(
            { firstResult, pageSize, ...sort },
            {
              orderBy: USERS_ORDER,
              sortBy: USERS_SORT_BY,
              count: () => t.prisma.user.count({ where }),
              ids: (o) => {
                idReads++;
                return t.prisma.user.findMany({ where, select: { id: true }, ...o });
              },
              rows: (ids) => t.prisma.user.findMany({ where: { id: { in: ids } }, include: userInclude }),
              map: (u) => ({ id: u.id, code: u.code, unitCode: u.unit.code, dept: u.dept?.name ?? null }),
            },
            // Every page past the first is read without knowing the total first: the second half from the end.
            { shallow: 1 },
          );
          const plain = await t.prisma.user.findMany({ where, include: userInclude, orderBy: plainOrder(sort), skip: firstResult, take: pageSize });
          expect(page.totalRows).toBe(USERS);
          expect(page.datas, `page at ${firstResult}, ${pageSize} a page`).toEqual(plain.map((u) => ({ id: u.id, code: u.code, unitCode: u.unit.code, dept: u.dept?.name ?? null })));
          seen.push(...page.datas.map((r) => r.id));
        }
        // The pages together are the list: every user once.
        expect(seen).toHaveLength(USERS);
        expect(new Set(seen).size).toBe(USERS);
      }
      expect(idReads).toBeGreaterThan(0);
    },
  );
});
