/** Both stores keep the same promises: TTL, one-shot take, counters that start their window. */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore, RedisStore, type EphemeralStore } from './ephemeral-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, enableOfflineQueue: false });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisReachable();
if (!redisUp) console.warn(`Redis unreachable at ${REDIS_URL}: its store tests are not run`);
const stores: { name: string; make: () => EphemeralStore; skip: boolean }[] = [
  { name: 'memory', make: () => new MemoryStore(), skip: false },
  { name: 'redis', make: () => RedisStore.connect(REDIS_URL, `concierge-test:${process.pid}:${Date.now()}:`), skip: !redisUp },
];
const opened: EphemeralStore[] = [];
afterAll(async () => Promise.all(opened.map((s) => s.close())));

describe.each(stores)('$name store', ({ make, skip }) => {
  const store = () => {
    const s = make();
    opened.push(s);
    return s;
  };

  it.skipIf(skip)('take returns a value once', async () => {
    const s = store();
    await s.set('k', 'v', 5000);
    expect(await s.get('k')).toBe('v');
    expect(await s.take('k')).toBe('v');
    expect(await s.take('k')).toBeNull();
  });

  it.skipIf(skip)('values expire', async () => {
    const s = store();
    await s.set('short', 'v', 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await s.get('short')).toBeNull();
  });

  it.skipIf(skip)('counters count within their window and report its rest', async () => {
    const s = store();
    expect(await s.incr('c', 10_000)).toBe(1);
    expect(await s.incr('c', 10_000)).toBe(2);
    const ttl = await s.ttl('c');
    expect(ttl).toBeGreaterThan(8_000);
    expect(ttl).toBeLessThanOrEqual(10_000);
    expect(await s.ttl('missing')).toBe(-1);
  });

  it.skipIf(skip)('concurrent reservations are counted once each, and a give-back never creates or underflows', async () => {
    const s = store();
    const counts = await Promise.all(Array.from({ length: 40 }, () => s.incr('res', 10_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const left = await Promise.all(Array.from({ length: 10 }, () => s.decr('res')));
    expect([...left].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 30 + i));
    expect(await s.get('res')).toBe('30');
    expect(await s.decr('never-set')).toBe(0);
    expect(await s.get('never-set')).toBeNull();
    await s.set('zero', '0', 10_000);
    expect(await s.decr('zero')).toBe(0);
    expect(await s.get('zero')).toBe('0');
  });

  it.skipIf(skip)('a concurrent take gives the value to exactly one caller', async () => {
    const s = store();
    await s.set('race', 'v', 5000);
    const results = await Promise.all(Array.from({ length: 20 }, () => s.take('race')));
    expect(results.filter((r) => r === 'v')).toHaveLength(1);
  });
});

describe('redis store when Redis is down', () => {
  it('fails fast instead of hanging', async () => {
    const s = RedisStore.connect('redis://127.0.0.1:1', 'x:');
    opened.push(s);
    const started = Date.now();
    await expect(s.get('k')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
