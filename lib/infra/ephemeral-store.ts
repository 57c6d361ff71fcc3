/**
 * Short-lived keys shared by the BFF: one-time tickets, captchas, rate-limit counters, session
 * revocation marks. In memory for one process (the embedded default); Redis when REDIS_URL is set,
 * so several server instances see the same keys.
 */
import { Redis } from 'ioredis';

export interface EphemeralStore {
  readonly kind: 'memory' | 'redis';
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Returns the value and deletes the key in one step: a second take gets null. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Increments a counter; the first increment starts its time-to-live. */
  incr(key: string, ttlMs: number): Promise<number>;
  /**
   * Gives back one unit of a counter taken with incr (a reservation that turned out not to count,
   * such as a login that succeeded). Never creates the key and never goes below zero. Returns
   * what is left (0 when the key does not exist).
   */
  decr(key: string): Promise<number>;
  /** Remaining time-to-live in ms, or -1 when the key does not exist. */
  ttl(key: string): Promise<number>;
  /** Resolves when the store answers (readiness, /readyz); rejects when it is unavailable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryStore implements EphemeralStore {
  readonly kind = 'memory' as const;
  private readonly map = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Sweep expired keys so a flood of one-off keys (failed logins from many IPs) cannot grow forever.
    this.timer = setInterval(() => this.sweep(), 30_000);
    this.timer.unref();
  }

  private live(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  private sweep(): void {
    const t = this.now();
    for (const [k, e] of this.map) if (e.expiresAt <= t) this.map.delete(k);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.map.set(key, { value, expiresAt: this.now() + ttlMs });
  }
  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }
  async take(key: string): Promise<string | null> {
    const e = this.live(key);
    this.map.delete(key);
    return e?.value ?? null;
  }
  async del(key: string): Promise<void> {
    this.map.delete(key);
  }
  async incr(key: string, ttlMs: number): Promise<number> {
    const e = this.live(key);
    const next = (e ? Number(e.value) : 0) + 1;
    this.map.set(key, { value: String(next), expiresAt: e ? e.expiresAt : this.now() + ttlMs });
    return next;
  }
  async decr(key: string): Promise<number> {
    const e = this.live(key);
    if (!e) return 0;
    if (Number(e.value) > 0) e.value = String(Number(e.value) - 1);
    return Number(e.value);
  }
  async ttl(key: string): Promise<number> {
    const e = this.live(key);
    return e ? e.expiresAt - this.now() : -1;
  }
  async ping(): Promise<void> {}
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.map.clear();
  }
}

const DECR_SCRIPT = `local v = redis.call('GET', KEYS[1]) if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end return tonumber(v) or 0`;
const INCR_SCRIPT = `local v = redis.call('INCR', KEYS[1]) if v == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return v`;

export class RedisStore implements EphemeralStore {
  readonly kind = 'redis' as const;
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'concierge:',
  ) {}

  static connect(url: string, prefix?: string): RedisStore {
    // Commands wait for the first connection (the offline queue), but never long: a refused or
    // slow dependency must give an error within two seconds, not a hung request.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2000, connectTimeout: 2000 });
    redis.on('error', () => {
      /* reported per command */
    });
    return new RedisStore(redis, prefix);
  }

  private k(key: string): string {
    return this.prefix + key;
  }
  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.round(ttlMs)));
  }
  async get(key: string): Promise<string | null> {
    return this.redis.get(this.k(key));
  }
  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.k(key));
  }
  async del(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }
  async incr(key: string, ttlMs: number): Promise<number> {
    return Number(await this.redis.eval(INCR_SCRIPT, 1, this.k(key), String(Math.max(1, Math.round(ttlMs)))));
  }
  async decr(key: string): Promise<number> {
    return Number(await this.redis.eval(DECR_SCRIPT, 1, this.k(key)));
  }
  async ttl(key: string): Promise<number> {
    const v = await this.redis.pttl(this.k(key));
    return v < 0 ? -1 : v;
  }
  async ping(): Promise<void> {
    await this.redis.ping();
  }
  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
