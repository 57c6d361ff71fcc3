/** Deep pages of the user list (read from the far end) hold exactly the rows an offset would, for every caller's scope. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import type { Browser } from '@/tests/support/bff-client';
import { okOf, signIn } from '@/tests/support/console';
import type { UserRow } from '@/lib/contracts/users';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let H001: number;

beforeAll(async () => {
  h = await createHarness();
  [admin, h001admin] = await Promise.all([signIn('HQ', 'admin'), signIn('H001', 'h001admin')]);
  H001 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } })).id;
  const H002 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } })).id;
  // 2,400 users split over two hotels: pages past the middle are read from the end.
  await h.db.prisma.user.createMany({
    data: Array.from({ length: 2400 }, (_, i) => ({ unitId: i % 2 ? H001 : H002, code: `page${String(i).padStart(4, '0')}`, name: `翻页${i}`, passwordHash: 'x', type: 'ORDINARY' })),
  });
}, 60_000);
afterAll(async () => h?.close());

async function idsOf(where: { unitId?: number }, skip: number, take: number): Promise<number[]> {
  return (await h.db.prisma.user.findMany({ where, orderBy: { id: 'asc' }, skip, take, select: { id: true } })).map((u) => u.id);
}

describe('deep pages of the user list', () => {
  it('a page 90% deep, the last page and a page past the end are what an offset gives', async () => {
    const total = await h.db.prisma.user.count();
    for (const firstResult of [0, 1000, Math.floor(total * 0.9), total - 7, total + 5]) {
      const page = okOf(await admin.api<{ datas: UserRow[]; totalRows: number }>('POST', '/user/users', { body: { firstResult, pageSize: 20 } }));
      expect(page.totalRows).toBe(total);
      expect(page.datas.map((u) => u.id)).toEqual(await idsOf({}, firstResult, 20));
    }
  });

  it('a unit administrator’s deep pages stay inside their unit', async () => {
    const total = await h.db.prisma.user.count({ where: { unitId: H001 } });
    const firstResult = total - 30;
    const page = okOf(await h001admin.api<{ datas: UserRow[]; totalRows: number }>('POST', '/user/users', { body: { firstResult, pageSize: 20 } }));
    expect(page.totalRows).toBe(total);
    expect(page.datas.every((u) => u.unitId === H001)).toBe(true);
    expect(page.datas.map((u) => u.id)).toEqual(await idsOf({ unitId: H001 }, firstResult, 20));
  });
});
