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
});
