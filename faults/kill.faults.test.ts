/**
 * Kill at any moment (issue 21, case 1): a production instance is killed with SIGKILL in the middle
 * of a burst of console writes, on SQLite and on PostgreSQL. Every write answered `result: 0` is
 * there after a restart, the database opens without repair (SQLite's integrity check), and the
 * restart is the ordinary start (migrations, checks) with no manual step. The login log and
 * last-login fields are written behind the answer and best-effort (decision 101): their figures are
 * reported, not asserted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db/client';
import { withPostgresSchema } from '@/lib/db/url';
import { instanceEnv, startInstance, type Instance } from '@/tests/support/instances';
import { dropSchema, LOCAL_POSTGRES_URL } from '@/scripts/db/postgres';
import { adminCookie, consoleHeaders, hostOf, report, signIn, sleep } from './helpers';

const WORKERS = 8;
/** The instance is killed once this many writes were acknowledged (and at least KILL_AFTER_MS passed). */
const KILL_AT_ACKS = 300;
const KILL_AFTER_MS = 1_500;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => undefined);
});

interface Burst {
  acknowledged: string[];
  answeredOther: number;
  failedInFlight: number;
  loginsAcknowledged: number;
}

/** Writers create departments until the instance dies; it is killed mid-burst. */
async function burstAndKill(instance: Instance, cookie: string, unitId: number, tag: string): Promise<Burst> {
  const burst: Burst = { acknowledged: [], answeredOther: 0, failedInFlight: 0, loginsAcknowledged: 0 };
  let alive = true;
  let n = 0;
  const started = Date.now();
  const writer = async () => {
    while (alive) {
      const code = `${tag}${n++}`;
      try {
        const res = await instance.request({ path: '/api/uc/org/dept', host: hostOf(instance), headers: consoleHeaders(instance, cookie), body: { unitId, code, name: `kill ${code}` } });
        if (res.json().result === 0) burst.acknowledged.push(code);
        else burst.answeredOther++;
      } catch {
        burst.failedInFlight++;
        return;
      }
    }
  };
  // Sign-ins beside the writes: their log rows and last-login fields are the writes kept behind the answer.
  const signer = async () => {
    while (alive) {
      try {
        const res = await signIn(instance, 'HQ', 'hqadmin', 'Demo@2026');
        if (res.json().result === 0) burst.loginsAcknowledged++;
      } catch {
        return;
      }
    }
  };
  const running = [...Array.from({ length: WORKERS }, writer), signer()];
  while (burst.acknowledged.length < KILL_AT_ACKS || Date.now() - started < KILL_AFTER_MS) await sleep(10);
  await instance.kill();
  alive = false;
  await Promise.all(running);
  return burst;
}

async function killCase(label: string, databaseUrl: string, port: number, integrity: (db: Db) => Promise<void>): Promise<void> {
  const env = instanceEnv(databaseUrl, { INSTANCE_PREPARE: '1', INSTANCE_WITHOUT_NEXT: '1' });
  const first = await startInstance(port, env, false);
  cleanups.push(() => first.stop());
  const db = createPrismaClient(databaseUrl);
  cleanups.push(() => db.$disconnect());
  const hq = await db.unit.findFirstOrThrow({ where: { code: 'HQ' } });
  const logsBefore = await db.loginLog.count();
  const cookie = await adminCookie(first);
  const burst = await burstAndKill(first, cookie, hq.id, 'K');

  // Nothing else holds the file while the start migrates (a reader would make SQLite's schema engine wait).
  await db.$disconnect();
  const restartedAt = Date.now();
  const second = await startInstance(port, env, false);
  cleanups.push(() => second.stop());
  const restartMs = Date.now() - restartedAt;

  await integrity(db);
  const found = new Set((await db.department.findMany({ where: { unitId: hq.id, code: { startsWith: 'K' } }, select: { code: true } })).map((d) => d.code));
  const lost = burst.acknowledged.filter((c) => !found.has(c));
  // Log rows of this run: the admin's sign-in, then the burst's.
  const logRows = (await db.loginLog.count()) - logsBefore - 1;
  report(`kill (${label})`, {
    writesAcknowledged: burst.acknowledged.length,
    foundAfterRestart: burst.acknowledged.length - lost.length,
    alsoFoundUnacknowledged: found.size - (burst.acknowledged.length - lost.length),
    requestsCutByKill: burst.failedInFlight,
    loginsAcknowledged: burst.loginsAcknowledged,
    loginLogRowsFound: logRows,
    restartMs,
  });
  expect(burst.acknowledged.length).toBeGreaterThanOrEqual(KILL_AT_ACKS);
  expect(lost).toEqual([]);
  // The restarted instance serves: the session made before the kill is still valid, writes go on.
  const after = await second.request({ path: '/api/uc/org/dept', host: hostOf(second), headers: consoleHeaders(second, cookie), body: { unitId: hq.id, code: 'AFTER_KILL', name: 'after kill' } });
  expect(after.json().result, after.body).toBe(0);
  // Best-effort rows: never more than were acknowledged (plus the one in flight when killed).
  expect(logRows).toBeLessThanOrEqual(burst.loginsAcknowledged + 1);
}

describe('SIGKILL in the middle of acknowledged console writes loses none', () => {
  it('on SQLite (WAL)', async () => {
    const dir = path.resolve('tmp', 'faults', `kill-${randomBytes(4).toString('hex')}`);
    fs.mkdirSync(dir, { recursive: true });
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    await killCase('SQLite', `file:${path.join(dir, 'concierge.db')}`, 3761, async (db) => {
      const rows = await db.$queryRawUnsafe<{ integrity_check: string }[]>('PRAGMA integrity_check');
      expect(rows.map((r) => r.integrity_check)).toEqual(['ok']);
    });
  }, 240_000);

  it('on PostgreSQL', async () => {
    const schema = `faults_kill_${randomBytes(4).toString('hex')}`;
    cleanups.push(() => dropSchema(LOCAL_POSTGRES_URL, schema));
    await killCase('PostgreSQL', withPostgresSchema(LOCAL_POSTGRES_URL, schema), 3762, async (db) => {
      expect(await db.$queryRawUnsafe('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    });
  }, 240_000);
});
