/** When an instance may trust its caches: only while it would hear every invalidation. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlledBus } from '@/tests/support/controlled-bus';
import { MemoryBus } from '@/lib/infra/bus';
import { CacheSet, HEARTBEAT_STALE_MS } from './caches';
import { AUTH_REVOKED_CHANNEL, CACHE_CHANNEL } from './events';


beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cache trust', () => {
  it('the in-process bus is always trusted', () => {
    expect(new CacheSet(new MemoryBus()).trusted()).toBe(true);
  });

  it('Redis: trusted while connected and the own heartbeat comes back; cleared when either fails', async () => {
    const bus = new ControlledBus();
    const set = new CacheSet(bus);
    expect(set.trusted()).toBe(true);
    set.principals.set('token', 'principal', ['user:1']);

    bus.up = false;
    expect(set.trusted()).toBe(false);
    expect(set.principals.size).toBe(0);

    bus.up = true;
    expect(set.trusted()).toBe(true);
    set.principals.set('token', 'principal', ['user:1']);
    // Connected, but nothing comes back (a silent partition): trust ends after the stale limit.
    bus.deliverHeartbeats = false;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_STALE_MS + 1);
    expect(set.trusted()).toBe(false);
    expect(set.principals.size).toBe(0);
  });

  it('an entry stored while trust had lapsed is not kept when trust returns', async () => {
    const bus = new ControlledBus();
    const set = new CacheSet(bus);
    bus.up = false;
    expect(set.trusted()).toBe(false);
    // A read that began before the lapse finishes now.
    set.principals.set('token', 'read before a missed revocation', ['family:f']);
    bus.up = true;
    await vi.advanceTimersByTimeAsync(250);
    expect(set.trusted()).toBe(true);
    expect(set.principals.get('token')).toBeUndefined();
  });

  it('a gap (reconnect) clears both caches', () => {
    const bus = new ControlledBus();
    const set = new CacheSet(bus);
    set.trusted();
    set.principals.set('t', 'p', []);
    set.derived.set('d', 'v', []);
    bus.gap();
    expect([set.principals.size, set.derived.size]).toEqual([0, 0]);
  });

  it('drops what a revocation or an invalidation from another instance names, not its own echo', async () => {
    const bus = new ControlledBus();
    const set = new CacheSet(bus);
    set.principals.set('t1', 'p1', ['family:f1', 'user:1']);
    set.principals.set('t2', 'p2', ['family:f2', 'user:2']);
    set.derived.set('held:2:9', 'grants', ['user:2', 'grants']);
    await bus.publish(AUTH_REVOKED_CHANNEL, JSON.stringify({ scope: 'family', familyId: 'f1', reason: 'LOGOUT' }));
    expect([set.principals.get('t1'), set.principals.get('t2')]).toEqual([undefined, 'p2']);
    await bus.publish(CACHE_CHANNEL, JSON.stringify({ origin: 'another', tags: ['grants'] }));
    expect(set.derived.get('held:2:9')).toBeUndefined();
    expect(set.principals.get('t2')).toBe('p2');
    // A revocation that cannot be read may concern anyone.
    await bus.publish(AUTH_REVOKED_CHANNEL, '{"scope":"unit"}');
    expect(set.principals.size).toBe(0);
  });
});
