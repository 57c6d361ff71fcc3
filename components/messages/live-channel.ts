/**
 * The browser's end of the live message channel (@stomp/stompjs over WebSocket): connects to this
 * host's /gc-websocket/gc/inmail/ with the session cookie, subscribes to the user's own
 * destinations, hands every event to the listener, and reconnects after 10, 20, 30 and then every
 * 60 seconds (portal.md sections 4 and 9). Heart-beats 10000 ms both ways.
 */
import { Client, type IFrame } from '@stomp/stompjs';
import type { LiveEvent } from '@/lib/realtime/destinations';
import { destinations, TOO_MANY_CONNECTIONS, USER_MESSAGE_QUEUE, USER_REFRESH_QUEUE } from '@/lib/realtime/destinations';

export const STOMP_PATH = '/gc-websocket/gc/inmail/';
export const HEARTBEAT_MS = 10_000;
const RECONNECT_DELAYS_MS = [10_000, 20_000, 30_000, 60_000];

/** Delay before reconnect attempt `attempt` (0-based): 10, 20, 30, then 60 s for ever. */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

export interface LiveChannelOptions {
  appCode: string;
  userId: number;
  unitCode: string;
  onEvent(event: LiveEvent): void;
  onStatus?(connected: boolean): void;
  /** Where to connect (tests); default this page's host. */
  url?: string;
}

export class LiveChannel {
  private readonly client: Client;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly options: LiveChannelOptions) {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    this.client = new Client({
      brokerURL: options.url ?? `${scheme}://${window.location.host}${STOMP_PATH}`,
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      // Reconnects follow the spec's schedule, not the library's fixed delay.
      reconnectDelay: 0,
      onConnect: () => this.connected(),
      onStompError: (frame: IFrame) => this.refused(frame),
      onWebSocketClose: () => this.lost(),
    });
  }

  start(): void {
    this.stopped = false;
    this.client.activate();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.client.deactivate();
  }

  private connected(): void {
    this.attempt = 0;
    this.options.onStatus?.(true);
    const { appCode, userId, unitCode } = this.options;
    for (const destination of [destinations.app(appCode), destinations.appUser(appCode, userId), destinations.unit(unitCode), USER_MESSAGE_QUEUE, USER_REFRESH_QUEUE]) {
      this.client.subscribe(destination, (message) => {
        try {
          this.options.onEvent(JSON.parse(message.body) as LiveEvent);
        } catch {
          // A body we cannot read is dropped; the 120 s poll still catches up.
        }
      });
    }
  }

  private refused(frame: IFrame): void {
    // Without a session there is nothing to reconnect to: the page's session check logs out.
    if (frame.headers.message === 'unauthenticated' || frame.headers.message === 'session ended') this.stopped = true;
    // Closed as its session's oldest of too many (a long-open tab): the newer ones keep the channel,
    // and this page's counts still follow the 120 s poll.
    if (frame.headers.message === TOO_MANY_CONNECTIONS) this.stopped = true;
  }

  private lost(): void {
    this.options.onStatus?.(false);
    if (this.stopped) return;
    const delay = reconnectDelay(this.attempt++);
    void this.client.deactivate().then(() => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        if (!this.stopped) this.client.activate();
      }, delay);
    });
  }
}
