/**
 * Two server instances on one PostgreSQL and one Redis, each with its own caches: a session used on
 * instance B (its cookie, and its token as an application's Bearer jwtToken) is refused within one
 * second after each revocation cause done on instance A. B's caches are warm before each cause, so
 * only the bus can tell B. Run by the PostgreSQL layer of `npm test` (needs PostgreSQL and Redis);
 * the instances serve the BFF without Next, so no production build is needed.
 */
import { unsealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/db/client';
import { INSTANCE_SECRET, startInstances, type Cluster, type Instance, type InstanceResponse } from '@/tests/support/instances';

const PORTS = [3741, 3742];
const BOUND_MS = 1000;
let cluster: Cluster;
let a: Instance;
let b: Instance;
const measured: Record<string, number> = {};

beforeAll(async () => {
  cluster = await startInstances({ ports: PORTS, next: false });
  [a, b] = cluster.instances as [Instance, Instance];
}, 180_000);
afterAll(async () => {
  await cluster?.stop();
  console.log(`revocation reached instance B after (ms): ${JSON.stringify(measured)}`);
});

const hostOf = (i: Instance) => `uc.localhost:${i.port}`;

function cookieOf(res: InstanceResponse): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  return cookies.filter((c) => c.startsWith('concierge_session=')).join('; ');
}

interface SignedIn {
  cookie: string;
  /** The session's token, as an application holds its user's jwtToken. */
  token: string;
}

async function signIn(on: Instance, unitCode: string, userCode: string, password: string): Promise<SignedIn> {
  const res = await on.request({ path: '/api/uc/login', host: hostOf(on), body: { unitCode, userCode, password } });
  expect(res.json().result).toBe(0);
  const cookie = cookieOf(res);
  const sealed = decodeURIComponent(cookie.slice('concierge_session='.length));
  const data = await unsealData<{ token: string }>(sealed, { password: INSTANCE_SECRET });
  expect(data.token).toEqual(expect.any(String));
  return { cookie, token: data.token };
}

/** A signed-in call on B, by cookie (browser) and by Bearer token (application); the envelope results. */
async function checkOnB(s: SignedIn): Promise<[number, number]> {
  const host = hostOf(b);
  const [byCookie, byToken] = await Promise.all([
    b.request({ path: '/api/uc/user/getBackgroundUnit', host, headers: { cookie: s.cookie, 'sec-fetch-site': 'same-origin' } }),
    b.request({ path: '/api/uc/sso/available?appCode=UC', host, headers: { authorization: `Bearer ${s.token}` } }),
  ]);
  return [byCookie.json().result, byToken.json().result];
}

/** B's caches hold the session (and B's heartbeat has come back through Redis, so it trusts them). */
async function warm(s: SignedIn): Promise<void> {
  expect(await checkOnB(s)).toEqual([0, 0]);
  await new Promise((r) => setTimeout(r, 300));
  for (let i = 0; i < 3; i++) expect(await checkOnB(s)).toEqual([0, 0]);
}

/** Warms B's caches for the session, runs the cause on A, then measures until B refuses both ways. */
async function refusedOnBAfter(label: string, s: SignedIn, cause: () => Promise<void>): Promise<[number, number]> {
  await warm(s);
  await cause();
  const done = Date.now();
  let results = await checkOnB(s);
  while (results.some((r) => r === 0) && Date.now() - done < 3 * BOUND_MS) {
    await new Promise((r) => setTimeout(r, 10));
    results = await checkOnB(s);
  }
  measured[label] = Date.now() - done;
  expect(measured[label]).toBeLessThan(BOUND_MS);
  return results;
}

describe('a revocation on instance A is refused on instance B within one second', () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signIn(a, 'HQ', 'admin', 'Admin@2026');
  });

  const idOf = async (unitCode: string, userCode: string): Promise<number> => {
    const res = await a.request({
      path: '/api/uc/user/users',
      host: hostOf(a),
      headers: { cookie: admin.cookie },
      body: { firstResult: 0, pageSize: 50, code: userCode },
    });
    const rows = res.json<{ datas: { id: number; code: string; unitCode: string }[] }>().retVal.datas;
    const row = rows.find((r) => r.code === userCode && r.unitCode === unitCode);
    if (!row) throw new Error(`no user ${unitCode}/${userCode} in ${res.body.slice(0, 300)}`);
    return row.id;
  };

  it('control: B answers from memory (a revocation written to the database behind the bus is not seen at once)', async () => {
    const s = await signIn(a, 'HQ', 'hqadmin', 'Demo@2026');
    await warm(s);
    const prisma = createPrismaClient(cluster.databaseUrl);
    try {
      await prisma.session.updateMany({ where: { user: { code: 'hqadmin' }, revokedAt: null }, data: { revokedAt: new Date(), revokeReason: 'LOGOUT' } });
      expect(await checkOnB(s)).toEqual([0, 0]);
    } finally {
      await prisma.$disconnect();
    }
    // The same revocation through the application reaches B.
    await refusedOnBAfter('logout after a write behind the bus', s, async () => {
      await a.request({ path: '/api/uc/sso/logout', host: hostOf(a), headers: { cookie: s.cookie, 'sec-fetch-site': 'same-origin' } });
    });
  });

  it('logout', async () => {
    const s = await signIn(a, 'HQ', 'zhangwei', 'Demo@2026');
    const results = await refusedOnBAfter('logout', s, async () => {
      const res = await a.request({ path: '/api/uc/sso/logout', host: hostOf(a), headers: { cookie: s.cookie, 'sec-fetch-site': 'same-origin' } });
      expect(res.json().result).toBe(0);
    });
    expect(results).toEqual([50001, 54002]);
  });

  it('password change', async () => {
    const s = await signIn(a, 'HQ', 'liuyang', 'Demo@2026');
    const results = await refusedOnBAfter('password change', s, async () => {
      const res = await a.request({ path: '/api/uc/user/updateUserPassword', host: hostOf(a), headers: { cookie: s.cookie }, body: { passwdOld: 'Demo@2026', passwd: 'Changed#2026xy' } });
      expect(res.json().result).toBe(0);
    });
    expect(results).toEqual([50001, 54002]);
  });

  it('lock (wrong passwords up to the unit\'s limit)', async () => {
    const s = await signIn(a, 'H002', 'helper', 'Helper@2026');
    const results = await refusedOnBAfter('lock', s, async () => {
      for (let i = 0; i < 5; i++) {
        const res = await a.request({ path: '/api/uc/login', host: hostOf(a), body: { unitCode: 'H002', userCode: 'helper', password: `Wrong#${i}` } });
        expect(res.json().result).not.toBe(0);
      }
      const locked = await a.request({ path: '/api/uc/login', host: hostOf(a), body: { unitCode: 'H002', userCode: 'helper', password: 'Helper@2026' } });
      expect(locked.json().result).toBe(40101);
    });
    expect(results).toEqual([50001, 54002]);
  });

  it('repeat-login overwrite (a unit with the overwrite setting)', async () => {
    const s = await signIn(a, 'H001', 'frontdesk', 'Hotel@2026');
    const results = await refusedOnBAfter('overwrite', s, async () => {
      await signIn(a, 'H001', 'frontdesk', 'Hotel@2026');
    });
    expect(results).toEqual([52100, 52100]);
  });

  it('an administrator ending the user\'s sessions', async () => {
    const s = await signIn(a, 'H001', 'cashier', 'Demo@2026');
    const id = await idOf('H001', 'cashier');
    const results = await refusedOnBAfter('administrator', s, async () => {
      const res = await a.request({ path: '/api/uc/user/endSessions', host: hostOf(a), headers: { cookie: admin.cookie }, body: { id } });
      expect(res.json()).toMatchObject({ result: 0, retVal: { ended: 1 } });
    });
    expect(results).toEqual([50001, 54002]);
  });
});
