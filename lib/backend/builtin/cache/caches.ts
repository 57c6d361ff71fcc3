/**
 * The caches of one server instance and how they stay true to the database across instances
 * (docs/decisions/080-caches-and-revocation.md). One cache set per bus: `principals` (token hash
 * -> session, user, unit) and `derived` (units by code, settings, opened applications, menus,
 * grants, access). Every instance drops entries when it hears on the bus that something they carry
 * changed: `auth.revoked` (the session layer's revocations, also heard by the live channel) and
 * `cache.invalidate` (writes of users, units, applications, grants, settings).
 *
 * A cache is trusted only while the bus would deliver an invalidation: on the in-process bus
 * always; on Redis while the subscriber connection is up and this instance's own heartbeat came
 * back through Redis within HEARTBEAT_STALE_MS. Otherwise (and after a gap) the caches are cleared
 * and every read goes to the database, so a missed event cannot keep a revoked token alive.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { MessageBus } from '@/lib/infra/bus';
import { log } from '@/lib/infra/log';
import { TaggedCache } from './tagged-cache';
import { AUTH_REVOKED_CHANNEL, CACHE_CHANNEL, HEARTBEAT_CHANNEL, tagsOfRevocation, type Revocation } from './events';

/** Entries of both caches live at most this long without an invalidation (safety net). */
export const CACHE_TTL_MS = 60_000;
export const MAX_PRINCIPALS = 20_000;
export const MAX_DERIVED = 20_000;
/** Own heartbeat on the Redis bus: sent this often, and the caches are not trusted when the last one is older than the stale limit. */
export const HEARTBEAT_EVERY_MS = 200;
export const HEARTBEAT_STALE_MS = 750;
/** The heartbeat stops when the caches have not been used for this long (no timer for an idle test harness). */
const HEARTBEAT_IDLE_MS = 30_000;

const invalidationSchema = z.object({ origin: z.string(), tags: z.array(z.string()).optional(), clear: z.boolean().optional() });
const revocationTagsSchema = z.union([
  z.object({ scope: z.literal('family'), familyId: z.string() }),
  z.object({ scope: z.literal('user'), userId: z.number().int() }),
  z.object({ scope: z.literal('session'), sessionId: z.string() }),
]);

export class CacheSet {
  readonly id = randomBytes(6).toString('hex');
  readonly principals = new TaggedCache<unknown>({ max: MAX_PRINCIPALS, ttlMs: CACHE_TTL_MS });
  readonly derived = new TaggedCache<unknown>({ max: MAX_DERIVED, ttlMs: CACHE_TTL_MS });
  private lastBeat = 0;
  private lastUse = 0;
  private wasTrusted = false;
  private beat: NodeJS.Timeout | undefined;
  private seq = 0;

  constructor(readonly bus: MessageBus) {
    bus.subscribe(AUTH_REVOKED_CHANNEL, (m) => this.onRevoked(m));
    bus.subscribe(CACHE_CHANNEL, (m) => this.onInvalidation(m));
    bus.onGap(() => {
      log.warn('cache.bus_gap');
      this.clearLocal();
    });
    if (bus.kind !== 'memory') {
      // Subscribed last: once a heartbeat comes back, the subscriptions above are in place too.
      bus.subscribe(HEARTBEAT_CHANNEL, (m) => {
        if (m.startsWith(`${this.id}:`)) this.lastBeat = Date.now();
      });
    }
  }

  /**
   * Whether cached entries may answer now. False while invalidations could be missed; the caches
   * are then emptied, so nothing held from before the gap is trusted when it ends.
   */
  trusted(): boolean {
    if (this.bus.kind === 'memory') return true;
    const now = Date.now();
    this.lastUse = now;
    this.startHeartbeat();
    if (this.bus.healthy() && now - this.lastBeat <= HEARTBEAT_STALE_MS) {
      // Trust starts afresh: nothing stored while it lapsed (a read still in flight then) is kept.
      if (!this.wasTrusted) this.clearLocal();
      this.wasTrusted = true;
      return true;
    }
    this.wasTrusted = false;
    if (this.principals.size > 0 || this.derived.size > 0) this.clearLocal();
    return false;
  }

  invalidateLocal(tags: readonly string[]): void {
    this.principals.invalidate(tags);
    this.derived.invalidate(tags);
  }

  clearLocal(): void {
    this.principals.clear();
    this.derived.clear();
  }

  /** Drops the tags here at once and on every other instance through the bus. */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.invalidateLocal(tags);
    await publishWithRetry(this.bus, CACHE_CHANNEL, JSON.stringify({ origin: this.id, tags }));
  }

  private onInvalidation(message: string): void {
    const parsed = invalidationSchema.safeParse(safeJson(message));
    if (!parsed.success) return log.warn('cache.bad_invalidation');
    if (parsed.data.origin === this.id) return;
    if (parsed.data.clear) this.clearLocal();
    else this.invalidateLocal(parsed.data.tags ?? []);
  }

  private onRevoked(message: string): void {
    const parsed = revocationTagsSchema.safeParse(safeJson(message));
    // A revocation we cannot read may concern anything we hold.
    if (!parsed.success) {
      log.warn('cache.bad_revocation');
      return this.principals.clear();
    }
    this.invalidateLocal(tagsOfRevocation(parsed.data as Revocation));
  }

  private startHeartbeat(): void {
    if (this.beat) return;
    const send = () => {
      if (Date.now() - this.lastUse > HEARTBEAT_IDLE_MS) {
        clearInterval(this.beat);
        this.beat = undefined;
        return;
      }
      this.bus.publish(HEARTBEAT_CHANNEL, `${this.id}:${++this.seq}`).catch(() => undefined);
    };
    this.beat = setInterval(send, HEARTBEAT_EVERY_MS);
    this.beat.unref();
    send();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Publication of an invalidation or revocation: the first attempt is awaited; if it fails (Redis
 * reconnecting) it is retried in the background for a few seconds, since other instances may be
 * connected and holding what it drops.
 */
export async function publishWithRetry(bus: MessageBus, channel: string, message: string): Promise<void> {
  try {
    await bus.publish(channel, message);
    return;
  } catch (e) {
    log.warn('cache.publish_failed', { channel, error: e instanceof Error ? e.message : String(e) });
  }
  void (async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      await new Promise((r) => setTimeout(r, 100).unref());
      try {
        await bus.publish(channel, message);
        return;
      } catch {
        // next attempt
      }
    }
    log.error('cache.publish_lost', { channel });
  })();
}

const sets = new WeakMap<MessageBus, CacheSet>();
// Every live set, for invalidations made without a bus at hand (usersChanged(ids) from a service).
const live = new Set<WeakRef<CacheSet>>();

/** The cache set of a bus (one per server instance; one per test harness). */
export function cachesOf(bus: MessageBus): CacheSet {
  let set = sets.get(bus);
  if (!set) {
    set = new CacheSet(bus);
    sets.set(bus, set);
    live.add(new WeakRef(set));
  }
  return set;
}

export function liveCacheSets(): CacheSet[] {
  const out: CacheSet[] = [];
  for (const ref of live) {
    const set = ref.deref();
    if (set) out.push(set);
    else live.delete(ref);
  }
  return out;
}

export { AUTH_REVOKED_CHANNEL, CACHE_CHANNEL };

/**
 * Drops tags in every cache set of this process and, through each set's bus, on every instance.
 * For services that change data without a bus at hand (usersChanged(ids) and its siblings); the
 * local drop is done before this returns, the publication follows.
 */
export function invalidateEverywhere(tags: readonly string[]): void {
  if (tags.length === 0) return;
  for (const set of liveCacheSets()) void set.invalidate(tags);
}
