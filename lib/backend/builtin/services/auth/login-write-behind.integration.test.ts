/** Login-log rows and last-login times written behind: batched, in order, and never lost to one bad row. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { FLUSH_AFTER_MS, flushLoginWrites, queueLastLogin, queueLoginLog } from './login-write-behind';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 120_000);
afterAll(async () => h?.close());

const row = (userCode: string, extra: Record<string, unknown> = {}) => ({
  unitCode: 'HQ',
  userCode,
  appCode: 'SSO',
  method: 'PASSWORD',
  result: 'FAILURE' as const,
  reason: 'BAD_PASSWORD',
  ip: '10.40.0.1',
  userAgent: 'vitest',
  ...extra,
});

describe('login writes behind the request', () => {
  it('writes queued rows by themselves within the flush delay, in order', async () => {
    for (let i = 0; i < 30; i++) queueLoginLog(h.deps, row(`wb-${String(i).padStart(2, '0')}`));
    expect(await h.db.prisma.loginLog.count({ where: { userCode: { startsWith: 'wb-' } } })).toBe(0);
    await expect.poll(() => h.db.prisma.loginLog.count({ where: { userCode: { startsWith: 'wb-' } } }), { timeout: FLUSH_AFTER_MS * 20 }).toBe(30);
    const rows = await h.db.prisma.loginLog.findMany({ where: { userCode: { startsWith: 'wb-' } }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.userCode)).toEqual(Array.from({ length: 30 }, (_, i) => `wb-${String(i).padStart(2, '0')}`));
  });

  it('keeps the good rows of a batch that holds a bad one', async () => {
    queueLoginLog(h.deps, row('wb-good-1'));
    queueLoginLog(h.deps, row('wb-bad', { sessionId: 'no-such-session' }));
    queueLoginLog(h.deps, row('wb-good-2'));
    await flushLoginWrites(h.db.prisma);
    const codes = (await h.db.prisma.loginLog.findMany({ where: { userCode: { in: ['wb-good-1', 'wb-bad', 'wb-good-2'] } } })).map((r) => r.userCode);
    expect(codes.sort()).toEqual(['wb-good-1', 'wb-good-2']);
  });

  it('stores the newest last-login time and address of each user', async () => {
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'liuyang' } });
    queueLastLogin(h.deps, user.id, '10.40.0.7');
    queueLastLogin(h.deps, user.id, '10.40.0.8');
    await flushLoginWrites();
    expect(await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ lastLoginIp: '10.40.0.8', lastLoginAt: expect.any(Date) });
  });

  it('writes the last logins of many users in one batch, each with its own time and address, and no one else', async () => {
    const users = await h.db.prisma.user.findMany({ where: { unit: { code: 'H001' } }, orderBy: { id: 'asc' }, take: 6 });
    const [bystander, ...signedIn] = users;
    const before = await h.db.prisma.user.findUniqueOrThrow({ where: { id: bystander!.id } });
    const expected = new Map<number, { at: Date; ip: string }>();
    for (const [i, u] of signedIn.entries()) {
      h.advance(1_234 + i);
      queueLastLogin(h.deps, u.id, `10.41.0.${i + 1}`);
      expected.set(u.id, { at: h.deps.now(), ip: `10.41.0.${i + 1}` });
    }
    await flushLoginWrites(h.db.prisma);
    const after = await h.db.prisma.user.findMany({ where: { id: { in: users.map((u) => u.id) } } });
    for (const u of after) {
      const want = expected.get(u.id);
      if (!want) {
        expect(u).toMatchObject({ lastLoginAt: before.lastLoginAt, lastLoginIp: before.lastLoginIp, updatedAt: before.updatedAt });
        continue;
      }
      // Read back through Prisma to the millisecond: the raw batch stores what Prisma itself would.
      expect(u.lastLoginAt?.getTime(), u.code).toBe(want.at.getTime());
      expect(u.lastLoginIp).toBe(want.ip);
      expect(u.updatedAt.getTime()).toBe(want.at.getTime());
    }
    // Sorting and filtering by the written time still work (text order on SQLite is time order only in Prisma's form).
    const latest = await h.db.prisma.user.findFirstOrThrow({ where: { id: { in: signedIn.map((u) => u.id) }, lastLoginAt: { gte: expected.get(signedIn.at(-1)!.id)!.at } }, orderBy: { lastLoginAt: 'desc' } });
    expect(latest.id).toBe(signedIn.at(-1)!.id);
  });
});
