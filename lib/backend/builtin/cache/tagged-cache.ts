/**
 * A bounded in-memory cache whose entries carry tags (a user, a unit, a sign-in family...), so that
 * one event drops every entry it touches. Entries also expire after a TTL, the safety net for an
 * invalidation that never arrives.
 *
 * Fills are guarded against the race "read from the database, an invalidation arrives, the stale
 * read is stored": every invalidation bumps a generation, and `load` stores its result only when
 * no invalidation happened while it was reading. Concurrent loads of one key share one read.
 */

export interface TaggedCacheOptions {
  /** Most entries kept; the least recently used go first. */
  max: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  until: number;
}

export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Promise<V>>();
  private readonly now: () => number;
  /** Bumped by every invalidation; a load that saw it change does not store its result. */
  private generation = 0;

  constructor(private readonly options: TaggedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The invalidations so far: taken before a read whose rows a later `load` builds on. */
  get generationNow(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: moving the key to the end makes the first key the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, tags: readonly string[], ttlMs = this.options.ttlMs): void {
    this.delete(key);
    this.entries.set(key, { value, tags, until: this.now() + ttlMs });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.entries.size > this.options.max) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  /**
   * The cached value, or the loader's. The loader returns the value and its tags (known only once
   * read, e.g. the user behind a token); `store: false` answers without keeping it.
   */
  async load(key: string, loader: () => Promise<{ value: V; tags: readonly string[]; ttlMs?: number; store?: boolean }>, readSince?: number): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    // A loader that builds on rows read earlier (readSince = `generationNow` before that read)
    // stores only if nothing was invalidated since those rows were read.
    const generation = readSince ?? this.generation;
    const promise = loader().then(
      (r) => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
        if (r.store !== false && generation === this.generation) this.set(key, r.value, r.tags, r.ttlMs);
        return r.value;
      },
      (e: unknown) => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
        throw e;
      },
    );
    this.inflight.set(key, promise);
    return promise;
  }

  /** Drops every entry carrying one of the tags; returns how many went. */
  invalidate(tags: Iterable<string>): number {
    this.bump();
    let dropped = 0;
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.bump();
    this.entries.clear();
    this.byTag.clear();
  }

  private bump(): void {
    this.generation++;
    // A load started before this invalidation may return what it invalidated: later callers must not join it.
    this.inflight.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
