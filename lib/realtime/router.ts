/**
 * The subscriptions of this server instance's connections, indexed so that a push reaches its
 * subscribers without scanning every connection: topics by destination (one subscriber map per
 * destination, shared by all its subscribers), user queues by user, and connections by user for
 * forced logout. A push is encoded once (SharedMessage) and handed to every matching subscription.
 */
import type { LivePush } from './destinations';
import { USER_MESSAGE_QUEUE, USER_REFRESH_QUEUE } from './destinations';
import { SharedMessage } from './stomp-frame';

export interface Subscriber {
  readonly userId: number;
  readonly appCode: string;
  /** The connection's session (or its token's hash when the backend names no session). */
  readonly sessionKey: string;
  readonly familyId: string | undefined;
  /**
   * Subscription ids and their destinations, flat: [id, destination, id, destination, ...]. A
   * connection has about five, and an array of them weighs a fraction of a Map; the destinations
   * are the router's own strings, not a copy per connection.
   */
  readonly subscriptions: string[];
  deliver(subscriptionId: string, message: SharedMessage): void;
}

/** A topic's subscribers and the subscription id (rarely ids) each subscribed to it with. */
interface Topic {
  readonly destination: string;
  readonly subscribers: Map<Subscriber, string | string[]>;
}

export class Router {
  private readonly topics = new Map<string, Topic>();
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private readonly all = new Set<Subscriber>();
  private published = 0;

  /** @param instance tells this instance's message ids from another's. */
  constructor(private readonly instance = '') {}

  get size(): number {
    return this.all.size;
  }

  add(s: Subscriber): void {
    this.all.add(s);
    let set = this.byUser.get(s.userId);
    if (!set) this.byUser.set(s.userId, (set = new Set()));
    set.add(s);
  }

  remove(s: Subscriber): void {
    this.all.delete(s);
    const set = this.byUser.get(s.userId);
    set?.delete(s);
    if (set?.size === 0) this.byUser.delete(s.userId);
    const subs = s.subscriptions;
    for (let i = 0; i < subs.length; i += 2) this.leaveTopic(s, subs[i]!, subs[i + 1]!);
    subs.length = 0;
  }

  hasSubscription(s: Subscriber, id: string): boolean {
    const subs = s.subscriptions;
    for (let i = 0; i < subs.length; i += 2) if (subs[i] === id) return true;
    return false;
  }

  subscribe(s: Subscriber, id: string, destination: string): void {
    if (destination === USER_MESSAGE_QUEUE || destination === USER_REFRESH_QUEUE) {
      // User queues are found through byUser.
      s.subscriptions.push(id, destination === USER_MESSAGE_QUEUE ? USER_MESSAGE_QUEUE : USER_REFRESH_QUEUE);
      return;
    }
    let topic = this.topics.get(destination);
    if (!topic) this.topics.set(destination, (topic = { destination, subscribers: new Map() }));
    s.subscriptions.push(id, topic.destination);
    const ids = topic.subscribers.get(s);
    if (ids === undefined) topic.subscribers.set(s, id);
    else if (typeof ids === 'string') topic.subscribers.set(s, [ids, id]);
    else ids.push(id);
  }

  unsubscribe(s: Subscriber, id: string): void {
    const subs = s.subscriptions;
    for (let i = 0; i < subs.length; i += 2) {
      if (subs[i] !== id) continue;
      const destination = subs[i + 1]!;
      subs.splice(i, 2);
      this.leaveTopic(s, id, destination);
      return;
    }
  }

  private leaveTopic(s: Subscriber, id: string, destination: string): void {
    const topic = this.topics.get(destination);
    const ids = topic?.subscribers.get(s);
    if (!topic || ids === undefined) return;
    const left = typeof ids === 'string' ? [] : ids.filter((x) => x !== id);
    if (typeof ids !== 'string' && left.length === ids.length) return;
    if (left.length === 0) topic.subscribers.delete(s);
    else topic.subscribers.set(s, left.length === 1 ? left[0]! : left);
    if (topic.subscribers.size === 0) this.topics.delete(destination);
  }

  /**
   * Delivers one push to the matching subscriptions of this instance; returns how many frames went
   * out. The recipients are resolved once, here, from the indexes: nothing is read per recipient.
   */
  route(push: LivePush): number {
    const message = this.message(push.destination, push.body);
    let sent = 0;
    const appCode = push.appCode;
    if (push.destination === USER_MESSAGE_QUEUE || push.destination === USER_REFRESH_QUEUE) {
      const deliverTo = (s: Subscriber) => {
        if (appCode && s.appCode !== appCode) return;
        const subs = s.subscriptions;
        for (let i = 0; i < subs.length; i += 2) {
          if (subs[i + 1] !== push.destination) continue;
          s.deliver(subs[i]!, message);
          sent++;
        }
      };
      if (!push.userIds) for (const s of this.all) deliverTo(s);
      else for (const userId of new Set(push.userIds)) for (const s of this.byUser.get(userId) ?? []) deliverTo(s);
      return sent;
    }
    const topic = this.topics.get(push.destination);
    if (!topic) return 0;
    for (const [s, ids] of topic.subscribers) {
      if (appCode && s.appCode !== appCode) continue;
      if (typeof ids === 'string') {
        s.deliver(ids, message);
        sent++;
      } else {
        for (const id of ids) s.deliver(id, message);
        sent += ids.length;
      }
    }
    return sent;
  }

  /** A publication's frame, with the next message id. */
  message(destination: string, body: string): SharedMessage {
    return new SharedMessage(destination, `${this.instance}${++this.published}`, body);
  }

  /** Connections of a revoked scope. */
  matching(scope: { scope: 'family'; familyId: string } | { scope: 'user'; userId: number } | { scope: 'session'; sessionId: string }): Subscriber[] {
    if (scope.scope === 'user') return [...(this.byUser.get(scope.userId) ?? [])];
    if (scope.scope === 'family') return [...this.all].filter((s) => s.familyId === scope.familyId);
    return [...this.all].filter((s) => s.sessionKey === scope.sessionId);
  }
}
