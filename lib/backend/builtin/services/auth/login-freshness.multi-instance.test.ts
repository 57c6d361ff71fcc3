/**
 * Sign-ins on instance B right after an administrator changed the account or its unit on instance
 * A (two servers, one PostgreSQL, one Redis; docs/decisions/113). The account row is read at every
 * attempt, so a password reset, a lock and a disabled user are refused by B's very next attempt;
 * the unit is read from B's cache of units by code, so a disabled unit is refused once A's
 * invalidation has crossed Redis (within one second, as revocations: sessions.multi-instance.test.ts).
 * Each case signs in on B first, so B's caches hold the unit and the user's grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstances, type Cluster, type Instance } from '@/tests/support/instances';
import { DEFAULT_DEMO_PASSWORD } from '@/prisma/seed/users';

const PORTS = [3753, 3754];
const BOUND_MS = 1000;
let cluster: Cluster;
let a: Instance;
let b: Instance;
let adminCookie: string;

const hostOf = (i: Instance) => `uc.localhost:${i.port}`;

async function login(on: Instance, unitCode: string, userCode: string, password: string): Promise<{ result: number; cookie: string }> {
  const res = await on.request({ path: '/api/uc/login', host: hostOf(on), body: { unitCode, userCode, password } });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).filter((c) => c.startsWith('concierge_session=')).join('; ');
  return { result: res.json().result, cookie };
}

/** A console call on A as the group's super administrator; its envelope. */
async function consoleOnA<T = unknown>(method: string, path: string, body: unknown) {
  const res = await a.request({ method, path: `/api/uc${path}`, host: hostOf(a), headers: { cookie: adminCookie }, body });
  return res.json<T>();
}

async function userId(unitCode: string, code: string): Promise<number> {
  const page = await consoleOnA<{ datas: { id: number; code: string; unitCode: string }[] }>('POST', '/user/users', { firstResult: 0, pageSize: 50, code });
  const row = page.retVal.datas.find((r) => r.code === code && r.unitCode === unitCode);
  if (!row) throw new Error(`no user ${unitCode}/${code}`);
  return row.id;
}

beforeAll(async () => {
  cluster = await startInstances({ ports: PORTS, next: false });
  [a, b] = cluster.instances as [Instance, Instance];
  const admin = await login(a, 'HQ', 'admin', 'Admin@2026');
  expect(admin.result).toBe(0);
  adminCookie = admin.cookie;
}, 180_000);
afterAll(async () => cluster?.stop());

describe('a change on instance A, a sign-in on instance B', () => {
  it('a password reset: B refuses the old password at its next attempt and accepts the new one', async () => {
    expect((await login(b, 'H001', 'cashier', DEFAULT_DEMO_PASSWORD)).result).toBe(0);
    const id = await userId('H001', 'cashier');
    expect((await consoleOnA('POST', '/user/resetPasswordByAdmin', { id, password: 'Fresh#2026ab', passwordCheck: 'Fresh#2026ab' })).result).toBe(0);
    expect((await login(b, 'H001', 'cashier', DEFAULT_DEMO_PASSWORD)).result).toBe(40100);
    expect((await login(b, 'H001', 'cashier', 'Fresh#2026ab')).result).toBe(0);
  });

  it('a lock: B answers 40101 at its next attempt', async () => {
    expect((await login(b, 'H001', 'fomanager', DEFAULT_DEMO_PASSWORD)).result).toBe(0);
    const id = await userId('H001', 'fomanager');
    expect((await consoleOnA('POST', '/user/lock', { id })).result).toBe(0);
    expect((await login(b, 'H001', 'fomanager', DEFAULT_DEMO_PASSWORD)).result).toBe(40101);
  });

  it('a disabled user: B answers 40102 at its next attempt', async () => {
    expect((await login(b, 'H001', 'newbie', 'Newbie@2026')).result).toBe(0);
    const id = await userId('H001', 'newbie');
    expect((await consoleOnA('POST', '/user/updateLogin', { id, status: 'DISABLED' })).result).toBe(0);
    expect((await login(b, 'H001', 'newbie', 'Newbie@2026')).result).toBe(40102);
  });

  it('a disabled unit: B answers 40104 within one second (its cache of units by code hears A on the bus), and lets in again once enabled', async () => {
    // Twice on B: the second sign-in reads the unit from the cache the first one filled.
    for (let i = 0; i < 2; i++) expect((await login(b, 'H003', 'fd03', DEFAULT_DEMO_PASSWORD)).result).toBe(0);
    const units = await consoleOnA<{ datas: { id: number; code: string; name: string; type: string; parentId: number | null }[] }>('POST', '/org/orgs', { firstResult: 0, pageSize: 50, code: 'H003' });
    const unit = units.retVal.datas.find((u) => u.code === 'H003')!;
    const save = (status: string) => consoleOnA('PUT', '/org/updateUnit', { id: unit.id, code: unit.code, name: unit.name, type: unit.type, parentId: unit.parentId, status });
    expect((await save('DISABLED')).result).toBe(0);
    const done = Date.now();
    let result = (await login(b, 'H003', 'fd03', DEFAULT_DEMO_PASSWORD)).result;
    while (result === 0 && Date.now() - done < 3 * BOUND_MS) {
      await new Promise((r) => setTimeout(r, 50));
      result = (await login(b, 'H003', 'fd03', DEFAULT_DEMO_PASSWORD)).result;
    }
    const took = Date.now() - done;
    console.log(`disabled unit refused on B after ${took} ms`);
    expect(result).toBe(40104);
    expect(took).toBeLessThan(BOUND_MS);
    expect((await save('ENABLED')).result).toBe(0);
    let again = (await login(b, 'H003', 'fd03', DEFAULT_DEMO_PASSWORD)).result;
    for (let i = 0; again !== 0 && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = (await login(b, 'H003', 'fd03', DEFAULT_DEMO_PASSWORD)).result;
    }
    expect(again).toBe(0);
  });
});
