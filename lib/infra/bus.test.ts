/** Both buses keep the same promises: every subscriber of a channel hears a publication once, others none. */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryBus, RedisBus, type MessageBus } from './bus';

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
const opened: MessageBus[] = [];
afterAll(async () => Promise.all(opened.map((b) => b.close())));

function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = () => (check() ? resolve() : Date.now() > end ? reject(new Error('timed out')) : setTimeout(tick, 5));
    tick();
  });
}

describe('memory bus', () => {
  it('delivers to every subscriber of the channel before publish resolves, and stops after unsubscribe', async () => {
    const bus = new MemoryBus();
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    const offA = bus.subscribe('revoke', (m) => a.push(m));
    bus.subscribe('revoke', (m) => b.push(m));
    bus.subscribe('other', (m) => other.push(m));
    await bus.publish('revoke', 'x');
    expect([a, b, other]).toEqual([['x'], ['x'], []]);
    offA();
    await bus.publish('revoke', 'y');
    expect([a, b]).toEqual([['x'], ['x', 'y']]);
  });

  it('a throwing subscriber does not keep the message from the others', async () => {
    const bus = new MemoryBus();
    const got: string[] = [];
    bus.subscribe('c', () => {
      throw new Error('boom');
    });
    bus.subscribe('c', (m) => got.push(m));
    await bus.publish('c', 'm');
    expect(got).toEqual(['m']);
  });
});

describe.skipIf(!redisUp)('redis bus', () => {
  it('a publication on one instance reaches the subscribers of another, and only its channel', async () => {
    const prefix = `concierge-test:${process.pid}:${Date.now()}:`;
    const one = RedisBus.connect(REDIS_URL, prefix);
    const two = RedisBus.connect(REDIS_URL, prefix);
    const stranger = RedisBus.connect(REDIS_URL, `${prefix}other:`);
    opened.push(one, two, stranger);
    const heard: string[] = [];
    const strangerHeard: string[] = [];
    two.subscribe('revoke', (m) => heard.push(m));
    stranger.subscribe('revoke', (m) => strangerHeard.push(m));
    await Promise.all([two.ready(), stranger.ready()]);
    expect(two.healthy()).toBe(true);
    await one.publish('revoke', 'family:1');
    await until(() => heard.length === 1);
    expect(heard).toEqual(['family:1']);
    expect(strangerHeard).toEqual([]);
  });
});
