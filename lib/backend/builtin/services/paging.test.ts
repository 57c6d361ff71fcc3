/** Deep pages read from the other end return the same rows as a plain offset would, for every list (listPage). */
import { describe, expect, it } from 'vitest';
import { flipOrder, listPage, type Order, pagePlan, readPage, sortedOrder } from './paging';

const list = Array.from({ length: 103 }, (_, i) => i);
const read = ({ skip, take, reverse }: { skip: number; take: number; reverse: boolean }) => Promise.resolve((reverse ? [...list].reverse() : list).slice(skip, skip + take));

describe('readPage', () => {
  it('gives every page exactly as an offset does, first half forwards and second half backwards', async () => {
    for (const size of [1, 10, 20, 103, 500]) {
      for (let first = 0; first < 110; first += size) {
        expect(await readPage({ total: list.length, firstResult: first, pageSize: size, read })).toEqual(list.slice(first, first + size));
      }
    }
  });

  it('never skips more than half the list', () => {
    expect(pagePlan(1_000_000, 900_000, 20)).toEqual({ skip: 99_980, take: 20, reverse: true });
    expect(pagePlan(1_000_000, 0, 20)).toEqual({ skip: 0, take: 20, reverse: false });
    expect(pagePlan(100, 100, 20)).toBeNull();
    expect(pagePlan(95, 80, 20)).toEqual({ skip: 0, take: 15, reverse: true });
  });
});

/** A table of 5,000 rows whose `at` repeats (ties broken by id), read as Prisma would: sort by the order's terms, then skip and take. */
type Row = { id: number; at: number; unit: { sort: number } };
const table: Row[] = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, at: (i * 7919) % 37, unit: { sort: i % 3 } }));
const value = (row: Row, term: Order): [number, string] => {
  const [field, dir] = Object.entries(term)[0]!;
  return typeof dir === 'string' ? [(row as unknown as Record<string, number>)[field]!, dir] : value((row as unknown as Record<string, Row>)[field]!, dir as Order);
};
function findMany(order: Order, skip: number, take: number): Row[] {
  const terms = Array.isArray(order) ? order : [order];
  const sorted = [...table].sort((a, b) => {
    for (const t of terms) {
      const [x, dir] = value(a, t);
      const [y] = value(b, t);
      if (x !== y) return dir === 'asc' ? x - y : y - x;
    }
    return 0;
  });
  return sorted.slice(skip, skip + take);
}
/** The rows of some ids as WHERE id IN (...) gives them: in the table's order, not the ids'. */
const byIds = (ids: number[]) => Promise.resolve(table.filter((r) => ids.includes(r.id)));

describe('listPage', () => {
  const order: Order = [{ unit: { sort: 'desc' } }, { at: 'asc' }, { id: 'desc' }];
  const reads: { skip: number; take: number }[] = [];
  const list = (firstResult: number, pageSize: number) =>
    listPage(
      { firstResult, pageSize },
      {
        orderBy: order,
        count: () => Promise.resolve(table.length),
        ids: ({ orderBy, skip, take }) => {
          reads.push({ skip, take });
          return Promise.resolve(findMany(orderBy, skip, take).map((r) => ({ id: r.id })));
        },
        rows: byIds,
        map: (r) => r.id,
      },
    );

  it.each([
    ['first', 0],
    ['middle', 2500],
    ['90% deep', 4500],
    ['last', 4990],
    ['short last', 4995],
  ])('gives the %s page exactly as a plain offset does, with its total', async (_, firstResult) => {
    const page = await list(firstResult, 10);
    expect(page.totalRows).toBe(5000);
    expect(page.datas).toEqual(findMany(order, firstResult, 10).map((r) => r.id));
    expect(page.datas.length).toBeGreaterThan(0);
  });

  it('answers a page past the end with no rows and the total', async () => {
    expect(await list(5000, 10)).toEqual({ datas: [], totalRows: 5000 });
    expect(await list(9000, 10)).toEqual({ datas: [], totalRows: 5000 });
  });

  it('reads a page 90% deep from the nearer end', async () => {
    reads.length = 0;
    await list(4500, 20);
    expect(reads).toEqual([{ skip: 480, take: 20 }]);
  });

  it('flips every direction of an order, nested ones too, and leaves the given order as it was', () => {
    expect(flipOrder(order)).toEqual([{ unit: { sort: 'asc' } }, { at: 'desc' }, { id: 'asc' }]);
    expect(order).toEqual([{ unit: { sort: 'desc' } }, { at: 'asc' }, { id: 'desc' }]);
    expect(flipOrder({ id: 'asc' })).toEqual({ id: 'desc' });
  });
});

describe('listPage sorted by a column (docs/decisions/104)', () => {
  const order: Order = [{ unit: { sort: 'desc' } }, { at: 'asc' }, { id: 'desc' }];
  const sortBy = { at: (d: 'asc' | 'desc') => ({ at: d }), unitSort: (d: 'asc' | 'desc') => ({ unit: { sort: d } }) };
  const sorted = (firstResult: number, pageSize: number, sortField?: 'at' | 'unitSort', sortOrder?: 'ascend' | 'descend') =>
    listPage(
      { firstResult, pageSize, sortField, sortOrder },
      { orderBy: order, sortBy, count: () => Promise.resolve(table.length), ids: ({ orderBy, skip, take }) => Promise.resolve(findMany(orderBy, skip, take)), rows: byIds, map: (r) => r },
    );
  const everyPage = async (sortField: 'at' | 'unitSort', sortOrder: 'ascend' | 'descend') => {
    const rows: Row[] = [];
    for (let first = 0; first < table.length; first += 500) rows.push(...(await sorted(first, 500, sortField, sortOrder)).datas);
    return rows;
  };

  it('orders the whole set by the column, then by the id in the same direction, pages near either end alike', async () => {
    for (const sortOrder of ['ascend', 'descend'] as const) {
      const rows = await everyPage('at', sortOrder);
      expect(rows).toHaveLength(table.length);
      expect(new Set(rows.map((r) => r.id)).size).toBe(table.length);
      const sign = sortOrder === 'ascend' ? 1 : -1;
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        // The column decides; equal values are told apart by the id, in the same direction.
        expect(sign * (b.at - a.at) > 0 || (b.at === a.at && sign * (b.id - a.id) > 0)).toBe(true);
      }
    }
  });

  it('sorts by a nested column (a relation) the same way', async () => {
    const rows = await everyPage('unitSort', 'descend');
    expect(rows.map((r) => r.unit.sort)).toEqual([...rows.map((r) => r.unit.sort)].sort((a, b) => b - a));
  });

  it('keeps the list’s own order without a column, and sorts ascending when only the column is given', async () => {
    expect((await sorted(0, 10)).datas.map((r) => r.id)).toEqual(findMany(order, 0, 10).map((r) => r.id));
    expect(sortedOrder({ sortField: 'at' }, order, sortBy)).toEqual([{ at: 'asc' }, { id: 'asc' }]);
    expect(sortedOrder({ sortField: 'unitSort', sortOrder: 'descend' }, order, sortBy)).toEqual([{ unit: { sort: 'desc' } }, { id: 'desc' }]);
  });

  it('fails loudly on a column the list has no order for (the contract refuses it first with 40000)', () => {
    expect(() => sortedOrder({ sortField: 'nope' as 'at' }, order, sortBy)).toThrow(/nope/);
    expect(() => sortedOrder({ sortField: 'toString' as 'at' }, order, sortBy)).toThrow(/toString/);
  });
});
