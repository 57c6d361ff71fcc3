/**
 * A publish/subscribe bus between the parts of one server and between server instances: session
 * revocations and cache invalidations, live messages. In process by default; Redis pub/sub when
 * REDIS_URL is set, so a publication on one instance reaches every instance.
 *
 * Delivery is at most once. A subscriber that relies on hearing every publication (a cache that
 * must drop revoked entries) checks `healthy()` before trusting what it holds and registers
 * `onGap` to start afresh after a time in which publications may have been missed.
 */
import { Redis } from 'ioredis';

export type BusHandler = (message: string) => void;

export interface MessageBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** false while publications from other instances may be missed (Redis connection down). */
  healthy(): boolean;
  /** Called after a time in which publications may have been missed (a Redis reconnect). */
  onGap(handler: () => void): () => void;
  close(): Promise<void>;
}

class Subscribers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  add(channel: string, handler: BusHandler): { first: boolean; remove: () => boolean } {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(handler);
    return {
      first,
      // true when the channel has no subscriber left.
      remove: () => {
        set.delete(handler);
        if (set.size > 0) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  deliver(channel: string, message: string): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(message);
      } catch {
        // One failing subscriber must not keep the message from the others.
      }
    }
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }
}

export class MemoryBus implements MessageBus {
  readonly kind = 'memory' as const;
  private readonly subs = new Subscribers();

  async publish(channel: string, message: string): Promise<void> {
    // Synchronous: when publish() resolves, every subscriber of this process has seen the message.
    this.subs.deliver(channel, message);
  }
  subscribe(channel: string, handler: BusHandler): () => void {
    const { remove } = this.subs.add(channel, handler);
    return () => void remove();
  }
  healthy(): boolean {
    return true;
  }
  onGap(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}

export class RedisBus implements MessageBus {
  readonly kind = 'redis' as const;
  private readonly subs = new Subscribers();
  private readonly gapHandlers = new Set<() => void>();
  private wasReady = false;
  private lostSinceReady = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
  ) {
    sub.on('message', (channel: string, message: string) => {
      if (channel.startsWith(prefix)) this.subs.deliver(channel.slice(prefix.length), message);
    });
    sub.on('close', () => {
      if (this.wasReady) this.lostSinceReady = true;
    });
    sub.on('ready', () => {
      // ioredis subscribes again by itself; what was published meanwhile is lost.
      if (this.wasReady && this.lostSinceReady) for (const h of this.gapHandlers) h();
      this.wasReady = true;
      this.lostSinceReady = false;
    });
  }

  static connect(url: string, prefix = 'concierge:'): RedisBus {
    const options = { maxRetriesPerRequest: 1, commandTimeout: 2000, connectTimeout: 2000 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, { ...options, commandTimeout: undefined });
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    return new RedisBus(pub, sub, prefix);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.pub.publish(this.prefix + channel, message);
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    const { first, remove } = this.subs.add(channel, handler);
    if (first) void this.sub.subscribe(this.prefix + channel).catch(() => undefined);
    return () => {
      if (remove()) void this.sub.unsubscribe(this.prefix + channel).catch(() => undefined);
    };
  }

  /** Resolves once the subscriber connection is ready and holds every current subscription. */
  async ready(): Promise<void> {
    if (this.sub.status !== 'ready') await new Promise<void>((resolve) => this.sub.once('ready', () => resolve()));
    const channels = this.subs.channels().map((c) => this.prefix + c);
    if (channels.length) await this.sub.subscribe(...channels);
  }

  healthy(): boolean {
    return this.sub.status === 'ready';
  }

  onGap(handler: () => void): () => void {
    this.gapHandlers.add(handler);
    return () => void this.gapHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
