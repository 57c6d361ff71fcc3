/** The hash pool: right answers, the event loop stays free, and its threads run at the lowest priority. */
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { closeHashPool, HASH_WORKER_NICE, hashPool, HashPool } from './hash-pool';
import { ARGON2_PARAMS, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';

afterAll(() => closeHashPool());

describe('password hashing in the pool', () => {
  it('hashes and verifies with argon2id and the product parameters', async () => {
    const hash = await hashPassword('Secret@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    const [right, wrong, dummy] = await Promise.all([verifyPassword(hash, 'Secret@2026'), verifyPassword(hash, 'Secret@2027'), verifyAgainstDummy('Secret@2026')]);
    expect([right, wrong, dummy]).toEqual([true, false, false]);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('one thread per core the process may use, each reniced to the lowest priority', async () => {
    const pool = hashPool();
    expect(pool.size).toBeGreaterThanOrEqual(1);
    expect(await pool.priorities()).toEqual(Array.from({ length: pool.size }, () => HASH_WORKER_NICE));
  });

  it('keeps the event loop free while many verifications run', async () => {
    // Structural, not timed (the machine is shared): if a verification ran on the loop, no other
    // macrotask could run until it ended; here the loop turns freely while twelve are in flight.
    const hash = await hashPassword('Loop@2026');
    const before = hashPool().counts.verify;
    let done = false;
    let turns = 0;
    const spin = (async () => {
      while (!done) {
        await new Promise((r) => setImmediate(r));
        turns++;
      }
    })();
    const results = await Promise.all(Array.from({ length: 12 }, () => verifyPassword(hash, 'Loop@2026')));
    done = true;
    await spin;
    expect(results.every(Boolean)).toBe(true);
    expect(hashPool().counts.verify - before).toBe(12);
    expect(turns).toBeGreaterThan(100);
  });

  it('a pool of one runs queued jobs one after another, in the order given', async () => {
    const pool = new HashPool(1);
    try {
      const hash = await pool.run<string>({ op: 'hash', password: 'One@2026', options: ARGON2_PARAMS });
      const finished: number[] = [];
      // Right and wrong passwords alternate: each answer must be its own job's, in submission order.
      const jobs = Array.from({ length: 6 }, (_, i) =>
        pool.run<boolean>({ op: 'verify', hash, password: i % 2 === 0 ? 'One@2026' : `Two@${i}`, options: ARGON2_PARAMS }).then((ok) => {
          finished.push(i);
          return ok;
        }),
      );
      expect(await Promise.all(jobs)).toEqual([true, false, true, false, true, false]);
      expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker that dies: the job it held is settled, the next jobs complete on a reniced thread', { timeout: 15_000 }, async () => {
    const pool = new HashPool(1);
    // The slots are private; the test reaches the worker thread to kill it as a crash would.
    const workerOf = () => (pool as unknown as { slots: { worker: Worker }[] }).slots[0]!.worker;
    try {
      const hash = await pool.run<string>({ op: 'hash', password: 'One@2026', options: ARGON2_PARAMS });
      const first = workerOf();
      const held = pool.run<boolean>({ op: 'verify', hash, password: 'One@2026', options: ARGON2_PARAMS });
      await first.terminate();
      const [settled] = await Promise.allSettled([held]);
      if (settled.status === 'rejected') expect(String(settled.reason)).toMatch(/exited/);
      else expect(settled.value).toBe(true);

      expect(workerOf()).not.toBe(first);
      expect(await Promise.all([1, 2].map(() => pool.run<boolean>({ op: 'verify', hash, password: 'One@2026', options: ARGON2_PARAMS })))).toEqual([true, true]);
      expect(await pool.priorities()).toEqual([HASH_WORKER_NICE]);
    } finally {
      await pool.close();
    }
    await expect(pool.run({ op: 'priority' })).rejects.toThrow(/closed/);
  });
});
