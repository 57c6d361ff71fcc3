/** Deep pages read from the other end return the same rows as a plain offset would, for every list (listPage). */
import { describe, expect, it } from 'vitest';
import { flipOrder, listPage, type Order, pagePlan, readPage } from './paging';

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
const value = (row: Row, term: Order): [number, 'asc' | 'desc'] => {
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

describe('listPage', () => {
  const order: Order = [{ unit: { sort: 'desc' } }, { at: 'asc' }, { id: 'desc' }];
  const reads: { skip: number; take: number }[] = [];
  const list = (firstResult: number, pageSize: number) =>
    listPage(
      { firstResult, pageSize },
      {
        orderBy: order,
        count: () => Promise.resolve(table.length),
        rows: ({ orderBy, skip, take }) => {
          reads.push({ skip, take });
          return Promise.resolve(findMany(orderBy, skip, take));
        },
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
