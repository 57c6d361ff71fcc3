import { describe, expect, it } from 'vitest';
import { TaggedCache } from './tagged-cache';

function cache(max = 10, ttlMs = 1000) {
  let now = 0;
  const c = new TaggedCache<string>({ max, ttlMs, now: () => now });
  return { c, advance: (ms: number) => (now += ms) };
}

describe('tagged cache', () => {
  it('one tag drops every entry carrying it and nothing else', () => {
    const { c } = cache();
    c.set('t1', 'a', ['user:1', 'family:f1']);
    c.set('t2', 'b', ['user:1', 'family:f2']);
    c.set('t3', 'c', ['user:2', 'family:f3']);
    expect(c.invalidate(['user:1'])).toBe(2);
    expect([c.get('t1'), c.get('t2'), c.get('t3')]).toEqual([undefined, undefined, 'c']);
    c.invalidate(['family:f3']);
    expect(c.get('t3')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('a load built on rows read before an invalidation answers but is not kept (readSince); one read after it is kept', async () => {
    const { c } = cache();
    const since = c.generationNow;
    // The rows were read here (a sign-in's account and links), then an invalidation arrived.
    c.invalidate(['user:1']);
    expect(await c.load('held:1', async () => ({ value: 'built on old rows', tags: ['user:1'] }), since)).toBe('built on old rows');
    expect(c.get('held:1')).toBeUndefined();
    const after = c.generationNow;
    expect(await c.load('held:1', async () => ({ value: 'fresh', tags: ['user:1'] }), after)).toBe('fresh');
    expect(c.get('held:1')).toBe('fresh');
  });

  it('forgets an entry after its TTL', () => {
    const { c, advance } = cache(10, 1000);
    c.set('k', 'v', []);
    advance(999);
    expect(c.get('k')).toBe('v');
    advance(1);
    expect(c.get('k')).toBeUndefined();
  });

  it('keeps at most max entries, dropping the least recently used', () => {
    const { c } = cache(2);
    c.set('a', 'A', ['x']);
    c.set('b', 'B', ['x']);
    c.get('a');
    c.set('c', 'C', ['x']);
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual(['A', undefined, 'C']);
    // The evicted key left the tag index too: invalidating counts only what is there.
    expect(c.invalidate(['x'])).toBe(2);
  });

  it('shares one read between concurrent loads of a key', async () => {
    const { c } = cache();
    let reads = 0;
    const loader = async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 5));
      return { value: 'v', tags: ['t'] };
    };
    expect(await Promise.all([c.load('k', loader), c.load('k', loader), c.load('k', loader)])).toEqual(['v', 'v', 'v']);
    expect(reads).toBe(1);
    expect(await c.load('k', loader)).toBe('v');
    expect(reads).toBe(1);
  });

  it('does not store a read that an invalidation overtook (the stale row must not come back)', async () => {
    const { c } = cache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = c.load('token', async () => {
      await gate;
      return { value: 'live (read before the revocation)', tags: ['family:f'] };
    });
    c.invalidate(['family:f']);
    // A caller after the invalidation does not join the stale read.
    const fresh = c.load('token', async () => ({ value: 'revoked', tags: [] }));
    release();
    expect(await slow).toBe('live (read before the revocation)');
    expect(await fresh).toBe('revoked');
    expect(c.get('token')).toBe('revoked');
  });

  it('does not store what the loader marks store: false, nor a failed read', async () => {
    const { c } = cache();
    await c.load('unknown', async () => ({ value: 'dead', tags: [], store: false }));
    expect(c.get('unknown')).toBeUndefined();
    await expect(c.load('err', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.load('err', async () => ({ value: 'ok', tags: [] }))).toBe('ok');
  });

  it('clear empties everything and also blocks reads started before it', async () => {
    const { c } = cache();
    c.set('a', 'A', ['x']);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const pending = c.load('b', async () => {
      await gate;
      return { value: 'B', tags: [] };
    });
    c.clear();
    release();
    await pending;
    expect([c.get('a'), c.get('b'), c.size]).toEqual([undefined, undefined, 0]);
  });
});
