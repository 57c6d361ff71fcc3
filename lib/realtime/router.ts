/**
 * The subscriptions of this server instance's connections, indexed so that a push reaches its
 * subscribers without scanning every connection: topics by destination, user queues by user,
 * and connections by session, sign-in family and user for forced logout.
 */
import type { ConnectionPrincipal } from '@/lib/contracts/messages';
import type { LivePush } from './destinations';

export interface Subscriber {
  readonly principal: ConnectionPrincipal;
  /** subscription id -> destination */
  readonly subscriptions: Map<string, string>;
  deliver(subscriptionId: string, destination: string, body: string): void;
}

export class Router {
  private readonly topics = new Map<string, Map<Subscriber, Set<string>>>();
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private readonly all = new Set<Subscriber>();

  get size(): number {
    return this.all.size;
  }

  add(s: Subscriber): void {
    this.all.add(s);
    let set = this.byUser.get(s.principal.userId);
    if (!set) this.byUser.set(s.principal.userId, (set = new Set()));
    set.add(s);
  }

  remove(s: Subscriber): void {
    this.all.delete(s);
    const set = this.byUser.get(s.principal.userId);
    set?.delete(s);
    if (set?.size === 0) this.byUser.delete(s.principal.userId);
    for (const [id, destination] of s.subscriptions) this.unsubscribe(s, id, destination);
  }

  subscribe(s: Subscriber, id: string, destination: string): void {
    s.subscriptions.set(id, destination);
    if (destination.startsWith('/user/')) return; // user queues are found through byUser
    let subs = this.topics.get(destination);
    if (!subs) this.topics.set(destination, (subs = new Map()));
    let ids = subs.get(s);
    if (!ids) subs.set(s, (ids = new Set()));
    ids.add(id);
  }

  unsubscribe(s: Subscriber, id: string, destination = s.subscriptions.get(id)): void {
    s.subscriptions.delete(id);
    if (!destination || destination.startsWith('/user/')) return;
    const subs = this.topics.get(destination);
    const ids = subs?.get(s);
    ids?.delete(id);
    if (ids?.size === 0) subs!.delete(s);
    if (subs?.size === 0) this.topics.delete(destination);
  }

  /** Delivers one push to the matching subscriptions of this instance; returns how many frames went out. */
  route(push: LivePush): number {
    let sent = 0;
    const matchesApp = (s: Subscriber) => !push.appCode || s.principal.appCode === push.appCode;
    if (push.destination.startsWith('/user/')) {
      const targets = push.userIds ? push.userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]) : [...this.all];
      for (const s of targets) {
        if (!matchesApp(s)) continue;
        for (const [id, destination] of s.subscriptions) {
          if (destination !== push.destination) continue;
          s.deliver(id, destination, push.body);
          sent++;
        }
      }
      return sent;
    }
    for (const [s, ids] of this.topics.get(push.destination) ?? []) {
      if (!matchesApp(s)) continue;
      for (const id of ids) {
        s.deliver(id, push.destination, push.body);
        sent++;
      }
    }
    return sent;
  }

  /** Connections of a revoked scope. */
  matching(scope: { scope: 'family'; familyId: string } | { scope: 'user'; userId: number } | { scope: 'session'; sessionId: string }): Subscriber[] {
    if (scope.scope === 'user') return [...(this.byUser.get(scope.userId) ?? [])];
    if (scope.scope === 'family') return [...this.all].filter((s) => s.principal.familyId === scope.familyId);
    return [...this.all].filter((s) => s.principal.sessionId === scope.sessionId);
  }

  everyone(): Subscriber[] {
    return [...this.all];
  }
}
