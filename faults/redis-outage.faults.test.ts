/**
 * Redis unavailable (issue 21, case 3; decision 101): a production instance (with Next, for the
 * GET /sso redirect) reaches Redis through a proxy that cuts or hangs it for 5 s. What needs Redis
 * to be safe fails closed: sign-in (its lockout counter and rate limits live there) and the ticket
 * GET /sso would issue answer 50300 / a 503 page in the visitor's language, a locked account stays
 * locked; nothing crashes, sessions survive, and everything works again within 15 s of Redis
 * returning, by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/lib/db/client';
import { startFaultProxy, type FaultMode, type FaultProxy } from '@/tests/support/fault-proxy';
import { startInstances, type Cluster, type Instance } from '@/tests/support/instances';
import { hostOf, report, sessionCookie, signIn, sleep, Tally, waitFor } from './helpers';

const OUTAGE_MS = 5_000;
const RECOVERY_BOUND_MS = 15_000;

let proxy: FaultProxy;
let cluster: Cluster;
let instance: Instance;
let ssoCookie: string;

const ssoHost = () => hostOf(instance, 'sso');
const ssoRedirect = (language = 'en-US') =>
  instance.request({ path: '/sso?appCode=UC&state=faults-state-0123456789', host: ssoHost(), headers: { cookie: ssoCookie, 'accept-language': language } });
const probe = async (path: '/healthz' | '/readyz') => (await instance.request({ path, host: '127.0.0.1' })).status;

beforeAll(async () => {
  const target = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  proxy = await startFaultProxy({ target: { host: target.hostname, port: Number(target.port || 6379) } });
  target.port = String(proxy.port);
  cluster = await startInstances({ ports: [3764], redisUrl: target.toString() });
  instance = cluster.instances[0]!;
  const res = await instance.request({ path: '/api/uc/login', host: ssoHost(), body: { unitCode: 'HQ', userCode: 'hqadmin', password: 'Demo@2026' } });
  expect(res.json().result, res.body).toBe(0);
  ssoCookie = sessionCookie(res);
  // An account locked before the outage (as the lockout counter locks it).
  const db = createPrismaClient(cluster.databaseUrl);
  try {
    await db.user.updateMany({ where: { code: 'liuyang', unit: { code: 'HQ' } }, data: { locked: true, lockedAt: new Date(), lockedReason: 'TOO_MANY_FAILURES' } });
  } finally {
    await db.$disconnect();
  }
}, 240_000);
afterAll(async () => {
  await proxy?.set('pass');
  await cluster?.stop();
  await proxy?.close();
});

describe.each<FaultMode>(['cut', 'hang'])('Redis %s for 5 s', (mode) => {
  it('fails closed where Redis guards, degrades elsewhere, and recovers by itself', async () => {
    const before = await ssoRedirect();
    expect(before.status, before.body.slice(0, 300)).toBe(307);
    expect(before.headers.location).toContain('ssoToken=');

    const signIns = new Tally();
    const locked = new Tally();
    const pages = new Tally();
    const ready: number[] = [];
    const health: number[] = [];
    let pageText = '';
    await proxy.set(mode);
    const started = Date.now();
    while (Date.now() - started < OUTAGE_MS) {
      await signIns.record(() => signIn(instance, 'HQ', 'zhangwei', 'Demo@2026'));
      await locked.record(() => signIn(instance, 'HQ', 'liuyang', 'Demo@2026'));
      for (const language of ['en-US', 'zh-CN']) {
        const page = await pages.record(() => ssoRedirect(language));
        if (page?.status === 503) pageText += page.body;
      }
      health.push(await probe('/healthz'));
      ready.push(await probe('/readyz'));
    }
    await proxy.set('pass');
    const recoveredMs = await waitFor(
      async () => (await signIn(instance, 'HQ', 'zhangwei', 'Demo@2026')).json().result === 0 && (await ssoRedirect()).status === 307 && (await probe('/readyz')) === 200,
      RECOVERY_BOUND_MS,
      'recovery',
    );
    const lockedAfter = await signIn(instance, 'HQ', 'liuyang', 'Demo@2026');
    report(`Redis ${mode}`, {
      signIns: signIns.kinds,
      lockedAccount: locked.kinds,
      ssoRedirect: pages.kinds,
      slowestAnswerMs: Math.max(signIns.slowestMs, locked.slowestMs, pages.slowestMs),
      healthz: [...new Set(health)],
      readyz: [...new Set(ready)],
      secondsToRecover: recoveredMs / 1000,
    });

    // Fail closed: no sign-in, no ticket, no way past the lock while Redis is away.
    expect(Object.keys(signIns.kinds)).toEqual(['503/50300']);
    expect(Object.keys(locked.kinds).every((k) => k === '503/50300' || k === '423/40101')).toBe(true);
    expect(Object.keys(pages.kinds)).toEqual(['503/html']);
    expect(pageText).toContain('The service is briefly unavailable');
    expect(pageText).toContain('服务暂时不可用');
    expect(Math.max(signIns.slowestMs, locked.slowestMs, pages.slowestMs)).toBeLessThan(8_000);
    expect(health.every((s) => s === 200)).toBe(true);
    expect(ready).toContain(503);
    // Recovered by itself; the session made before the outage still gets its tickets; the lock held.
    expect(recoveredMs).toBeLessThan(RECOVERY_BOUND_MS);
    expect(lockedAfter.json().result).toBe(40101);
    await sleep(100);
  }, 90_000);
});
