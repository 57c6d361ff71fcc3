/** Deep pages read from the other end return the same rows as a plain offset would. */
import { describe, expect, it } from 'vitest';
import { pagePlan, readPage } from './paging';

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
