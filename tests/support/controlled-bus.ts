/**
 * A bus for tests of the caches: delivers in process like the memory bus but reports itself as
 * Redis, with the connection (`up`), gaps and the delivery of heartbeats under the test's control.
 */
import type { BusHandler, MessageBus } from '@/lib/infra/bus';
import { HEARTBEAT_CHANNEL } from '@/lib/backend/builtin/cache/events';

export class ControlledBus implements MessageBus {
  readonly kind = 'redis' as const;
  up = true;
  deliverHeartbeats = true;
  private readonly subs = new Map<string, Set<BusHandler>>();
  private readonly gaps = new Set<() => void>();
  async publish(channel: string, message: string): Promise<void> {
    if (!this.up) throw new Error('bus down');
    if (channel === HEARTBEAT_CHANNEL && !this.deliverHeartbeats) return;
    for (const handler of this.subs.get(channel) ?? []) handler(message);
  }
  subscribe(channel: string, handler: BusHandler): () => void {
    if (!this.subs.has(channel)) this.subs.set(channel, new Set());
    this.subs.get(channel)!.add(handler);
    return () => this.subs.get(channel)?.delete(handler);
  }
  healthy(): boolean {
    return this.up;
  }
  onGap(handler: () => void): () => void {
    this.gaps.add(handler);
    return () => this.gaps.delete(handler);
  }
  gap(): void {
    for (const g of this.gaps) g();
  }
  async close(): Promise<void> {}
}
