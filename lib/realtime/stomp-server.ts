/**
 * The live message channel: STOMP 1.2 over WebSocket at /gc-websocket/gc/inmail/ (portal.md
 * section 7). A connection is authenticated by the host's session cookie, or by a jwtToken in the
 * CONNECT frame's Authorization header (applications Concierge does not host); it may subscribe
 * only to its own destinations. Pushes arrive on the bus (in process, or Redis across instances)
 * and go to this instance's matching subscriptions. Session revocations on the bus end the
 * matching connections with a forced-logout event.
 *
 * Limits: heart-beats 10000 ms both ways, frames over 16384 bytes refused; a malformed frame gets
 * an ERROR frame and closes that connection only. At most `perSession` live connections per
 * session (a newer one closes the oldest with an ERROR frame saying why) and `anonPerAddress`
 * connections per client address that have not authenticated yet (more are refused with 429 at the
 * upgrade); both per instance (STOMP_MAX_PER_SESSION, STOMP_MAX_ANON_PER_IP; decision 094).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import type { Backend, CallContext } from '@/lib/backend/types';
import type { ConnectionPrincipal } from '@/lib/contracts/messages';
import type { MessageBus } from '@/lib/infra/bus';
import { errorFields, log } from '@/lib/infra/log';
import { isAppError } from '@/lib/errors/app-error';
import { AUTH_REVOKED_CHANNEL, INMAIL_CHANNEL, ownDestinations, TOO_MANY_CONNECTIONS, USER_REFRESH_QUEUE, type LiveEvent, type LivePush } from './destinations';
import { Router, type Subscriber } from './router';
import { FrameParser, serializeFrame, StompProtocolError, type SharedMessage, type StompFrame } from './stomp-frame';

export const STOMP_PATH = '/gc-websocket/gc/inmail/';
export const MAX_FRAME_BYTES = 16_384;
export const HEARTBEAT_MS = 10_000;
/** A connection that says nothing for this many heart-beat periods (plus slack) is dead. */
const HEARTBEAT_GRACE = 2;
const CONNECT_TIMEOUT_MS = 10_000;
/** A client that does not read its frames is cut off rather than held in memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Subscriptions of one connection (the shell makes five): each one costs memory, so their number is bounded. */
export const MAX_SUBSCRIPTIONS = 32;

export interface StompServerDeps {
  backend: Backend;
  bus: MessageBus;
  /** Reads the token out of the upgrade request's session cookie (undefined: no signed-in session). */
  cookieToken(req: IncomingMessage): Promise<string | undefined>;
  /** The application of a host (undefined: a host Concierge does not serve). */
  appForHost(host: string): string | undefined;
  /** The client's address (the socket's, or the forwarded one from a trusted proxy). */
  clientAddress?(req: IncomingMessage): string;
  limits: StompLimits;
  heartbeatMs?: number;
}

export interface StompLimits {
  /** Live connections of one session; a newer one closes the oldest. */
  perSession: number;
  /** Connections of one client address not yet authenticated; more are refused at the upgrade. */
  anonPerAddress: number;
}

const pushSchema = z.object({
  destination: z.string(),
  userIds: z.array(z.number().int()).optional(),
  appCode: z.string().optional(),
  body: z.string(),
});

const revokedSchema = z.intersection(
  z.discriminatedUnion('scope', [
    z.object({ scope: z.literal('family'), familyId: z.string() }),
    z.object({ scope: z.literal('user'), userId: z.number().int() }),
    z.object({ scope: z.literal('session'), sessionId: z.string() }),
  ]),
  z.object({ reason: z.string().default('ADMIN') }),
);

/** Browsers send an Origin; a cookie-authenticated connection must come from the host's own pages. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: no ambient cookie to abuse
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function bearer(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/** The Connection of a socket: the socket's listeners below are shared, not closures per connection. */
const CONNECTION = Symbol('stomp.connection');
type Socket = WebSocket & { [CONNECTION]?: Connection };

function onSocketMessage(this: Socket, data: RawData): void {
  this[CONNECTION]?.received(data);
}

function onSocketClosed(this: Socket): void {
  this[CONNECTION]?.closed();
}

/** ws.send's options for a frame already encoded: a text message (ws checks no UTF-8 on a Buffer it sends). */
const TEXT = { binary: false } as const;

/** Strings that many connections share (application and unit codes): one copy, not one per connection. */
const shared = new Map<string, string>();
function intern(value: string): string {
  const known = shared.get(value);
  if (known !== undefined) return known;
  // Bounded: past it a value is kept as it came (costs memory, never correctness).
  if (shared.size < 10_000) shared.set(value, value);
  return value;
}

type State = 'connecting' | 'authenticating' | 'connected' | 'closed';

/**
 * One live connection. An idle authenticated connection holds only what delivery and forced logout
 * need: its user, application and unit, its session and sign-in family, its subscriptions (id ->
 * destination, the router's strings) and its heart-beat clock. The upgrade request and the connect
 * timer are dropped once CONNECT is answered; the CONNECT's principal is not kept.
 */
class Connection implements Subscriber {
  userId = 0;
  appCode = '';
  unitCode = '';
  /** Whose connections this one counts among once connected (its session, or its token's hash). */
  sessionKey = '';
  familyId: string | undefined = undefined;
  readonly subscriptions: string[] = [];
  private readonly parser = new FrameParser(MAX_FRAME_BYTES);
  private state: State = 'connecting';
  lastHeard = Date.now();
  /** When this side last sent anything (a frame or a heart-beat). */
  lastSent = Date.now();
  /** Heart-beats agreed at CONNECT (0: none): the server's sweep sends and checks them. */
  sendEvery = 0;
  expectEvery = 0;
  private connectTimer: NodeJS.Timeout | undefined;
  /** The upgrade request, needed only until CONNECT is answered: dropped then, so an idle connection does not hold its headers. */
  private req: IncomingMessage | undefined;
  /** The client address, counted among the not yet authenticated until CONNECT is answered ('' after). */
  address: string;

  constructor(
    private readonly server: StompServer,
    private readonly ws: Socket,
    req: IncomingMessage,
    address: string,
  ) {
    this.req = req;
    this.address = address;
    this.connectTimer = setTimeout(() => {
      if (this.state === 'connecting' || this.state === 'authenticating') this.fail('no CONNECT frame');
    }, CONNECT_TIMEOUT_MS);
    this.connectTimer.unref();
    ws[CONNECTION] = this;
    ws.on('message', onSocketMessage);
    ws.on('close', onSocketClosed);
    ws.on('error', onSocketClosed);
  }

  received(data: RawData): void {
    if (this.state === 'closed') return;
    this.lastHeard = Date.now();
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    let frames: StompFrame[];
    try {
      frames = this.parser.push(chunk).frames;
    } catch (e) {
      this.fail(e instanceof StompProtocolError ? e.message : 'malformed frame');
      return;
    }
    for (const frame of frames) {
      // A frame before may have closed the connection (ERROR, DISCONNECT).
      if (this.isClosed()) return;
      this.handle(frame);
    }
  }

  private isClosed(): boolean {
    return this.state === 'closed';
  }

  private handle(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        if (this.state !== 'connecting') return this.fail('already connected');
        this.state = 'authenticating';
        void this.connect(frame);
        return;
      case 'SUBSCRIBE':
        if (this.state !== 'connected') return this.fail('not connected');
        return this.subscribe(frame);
      case 'UNSUBSCRIBE': {
        if (this.state !== 'connected') return this.fail('not connected');
        const id = frame.headers.id;
        if (!id) return this.fail('missing id');
        this.server.router.unsubscribe(this, id);
        if (receipt) this.send('RECEIPT', { 'receipt-id': receipt });
        return;
      }
      case 'DISCONNECT':
        if (receipt) this.send('RECEIPT', { 'receipt-id': receipt });
        this.close(1000);
        return;
      case 'ACK':
      case 'NACK':
        // Subscriptions are ack:auto; acknowledgements change nothing.
        return;
      default:
        // SEND and transactions: the channel only pushes from server to browser.
        return this.fail(`${frame.command} is not supported`);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    try {
      await this.authenticate(frame);
    } finally {
      this.req = undefined;
      clearTimeout(this.connectTimer);
      this.connectTimer = undefined;
    }
  }

  private async authenticate(frame: StompFrame): Promise<void> {
    const req = this.req!;
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail('supported protocol versions are 1.2', { version: '1.2' });
    const headerToken = bearer(frame.headers.Authorization ?? frame.headers.authorization ?? frame.headers.passcode);
    let token = headerToken;
    if (!token) {
      if (!sameOrigin(req)) return this.fail('origin not allowed');
      token = await this.server.deps.cookieToken(req).catch(() => undefined);
    }
    if (!token) return this.fail('unauthenticated');
    const host = req.headers.host ?? '';
    const appCode = this.server.deps.appForHost(host);
    if (!headerToken && !appCode) return this.fail('unknown host');
    const ctx: CallContext = {
      token,
      locale: 'zh-CN',
      ip: String(req.headers['x-concierge-remote-addr'] ?? req.socket.remoteAddress ?? ''),
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 400),
      appCode: appCode ?? '',
      host,
    };
    let principal: ConnectionPrincipal;
    try {
      principal = await this.server.deps.backend.messages.connectionPrincipal(ctx);
    } catch (e) {
      if (!isAppError(e)) log.warn('stomp.auth_failed', errorFields(e));
      return this.fail('unauthenticated');
    }
    if (this.state !== 'authenticating') return; // closed meanwhile
    this.state = 'connected';
    this.userId = principal.userId;
    this.appCode = intern(principal.appCode);
    this.unitCode = intern(principal.unitCode);
    this.familyId = principal.familyId;
    this.sessionKey = principal.sessionId ?? `token:${createHash('sha256').update(token).digest('base64url')}`;
    this.server.router.add(this);
    const [cx, cy] = (frame.headers['heart-beat'] ?? '0,0').split(',').map((n) => Number.parseInt(n, 10) || 0);
    const period = this.server.heartbeatMs;
    // We send every max(ours, what the client wants to receive); we expect every max(ours, what it can send).
    // One sweep of the server sends and checks every connection's heart-beats (StompServer.sweep):
    // no timers per connection.
    this.sendEvery = cy! > 0 ? Math.max(period, cy!) : 0;
    this.expectEvery = cx! > 0 ? Math.max(period, cx!) : 0;
    this.send('CONNECTED', { version: '1.2', 'heart-beat': `${period},${period}`, server: 'Concierge/1.0', 'user-name': principal.userCode });
    this.server.admit(this);
  }

  /** The sweep's visit: a heart-beat when one is due, a close when the client has been silent too long. */
  beat(now: number, slack: number): void {
    if (this.state !== 'connected') return;
    if (this.expectEvery && now - this.lastHeard > this.expectEvery * HEARTBEAT_GRACE + 1000) return this.close(1001);
    if (this.sendEvery && now - this.lastSent >= this.sendEvery - slack && this.ws.readyState === this.ws.OPEN) {
      this.lastSent = now;
      this.ws.send('\n');
    }
  }

  private subscribe(frame: StompFrame): void {
    const { id, destination, receipt } = frame.headers;
    if (!id || !destination) return this.fail('SUBSCRIBE needs id and destination');
    if (this.server.router.hasSubscription(this, id)) return this.fail('subscription id in use');
    if (this.subscriptions.length >= 2 * MAX_SUBSCRIPTIONS) return this.fail('too many subscriptions', { limit: String(MAX_SUBSCRIPTIONS) });
    if (!ownDestinations(this).includes(destination)) return this.fail('destination not allowed', { destination });
    this.server.router.subscribe(this, id, destination);
    if (receipt) this.send('RECEIPT', { 'receipt-id': receipt });
  }

  /** One frame of a publication: the shared encoding, sent as it is (no await, no copy per recipient). */
  deliver(subscriptionId: string, message: SharedMessage): void {
    if (this.state !== 'connected') return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(1008);
      return;
    }
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.lastSent = Date.now();
    this.ws.send(message.frameFor(subscriptionId), TEXT);
  }

  /** Forced logout: tell the browser why (refresh queue), then close. */
  logout(reason: string, message: SharedMessage): void {
    const subs = this.subscriptions;
    for (let i = 0; i < subs.length; i += 2) if (subs[i + 1] === USER_REFRESH_QUEUE) this.deliver(subs[i]!, message);
    this.send('ERROR', { message: 'session ended', reason });
    this.close(1000);
  }

  private send(command: string, headers: Record<string, string>, body = ''): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.lastSent = Date.now();
    this.ws.send(serializeFrame(command, headers, body));
  }

  /** Closed as the oldest of its session's connections over the limit. */
  evict(limit: number): void {
    this.fail(TOO_MANY_CONNECTIONS, { limit: String(limit) }, 1008);
  }

  /** An ERROR frame, then the connection closes (STOMP 1.2: the server closes after ERROR). */
  private fail(message: string, extra: Record<string, string> = {}, code = 1002): void {
    if (this.state === 'closed') return;
    this.send('ERROR', { message, ...extra });
    this.close(code);
  }

  close(code: number): void {
    if (this.state === 'closed') return;
    this.closed();
    // close() (not terminate) lets the frames already queued leave before the close handshake.
    this.ws.close(code);
  }

  closed(): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected';
    this.state = 'closed';
    clearTimeout(this.connectTimer);
    this.connectTimer = undefined;
    this.req = undefined;
    if (wasConnected) this.server.router.remove(this);
    this.server.forget(this, wasConnected);
  }

  terminate(): void {
    this.closed();
    this.ws.terminate();
  }
}

export class StompServer {
  /** Message ids are this instance's publication count, after a prefix of its own. */
  readonly router = new Router(`${randomBytes(4).toString('hex')}-`);
  readonly heartbeatMs: number;
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  /** Connected connections by session, oldest first: the connection itself while it is its session's only one (most are). */
  private readonly bySession = new Map<string, Connection | Connection[]>();
  /** Connections not yet authenticated, by client address. */
  private readonly pending = new Map<string, number>();
  private readonly stops: (() => void)[] = [];

  constructor(readonly deps: StompServerDeps) {
    this.heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
    // Heart-beats of every connection from one timer: at most a second (or half a period) late.
    const sweepMs = Math.max(10, Math.min(1000, Math.floor(this.heartbeatMs / 2)));
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const c of this.connections) c.beat(now, sweepMs / 2);
    }, sweepMs);
    sweep.unref();
    this.stops.push(() => clearInterval(sweep));
    // The WebSocket layer's own cap sits above the STOMP limit so an oversized frame still gets its ERROR frame.
    // No permessage-deflate: a deflate context per connection costs far more than the frames it
    // would shrink (JSON notices of a few hundred bytes). No client tracking: `connections` is the
    // list, and ws would add a set entry and a close listener per socket for a second one.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: 4 * MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
    this.stops.push(deps.bus.subscribe(INMAIL_CHANNEL, (m) => this.onPush(m)));
    this.stops.push(deps.bus.subscribe(AUTH_REVOKED_CHANNEL, (m) => this.onRevoked(m)));
    // Publications may have been missed (Redis reconnect): browsers reload their counts.
    this.stops.push(deps.bus.onGap(() => this.onPush(JSON.stringify({ destination: USER_REFRESH_QUEUE, body: JSON.stringify({ event: 'refresh', what: 'unread' }) }))));
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** The upgrade handler for server.ts: claims requests for the STOMP path. */
  readonly handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path !== STOMP_PATH && path !== STOMP_PATH.slice(0, -1)) return false;
    const address = this.deps.clientAddress?.(req) ?? req.socket.remoteAddress ?? 'unknown';
    const waiting = this.pending.get(address) ?? 0;
    if (waiting >= this.deps.limits.anonPerAddress) {
      // Refused before the upgrade: no WebSocket, no timers, nothing held for this address.
      log.warn('stomp.anonymous_limit', { limit: this.deps.limits.anonPerAddress });
      const body = JSON.stringify({ result: 42900, msg: '连接过多 / too many connections', retVal: null });
      socket.end(`HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
      return true;
    }
    // ws completes the handshake synchronously (no verifyClient), so the count cannot be overtaken;
    // a handshake ws refuses never reaches the callback and is never counted.
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.pending.set(address, (this.pending.get(address) ?? 0) + 1);
      this.connections.add(new Connection(this, ws, req, address));
    });
    return true;
  };

  /** A connection authenticated: it leaves its address's waiting count and joins its session's, closing the oldest over the limit. */
  admit(c: Connection): void {
    this.unpend(c.address);
    c.address = '';
    const known = this.bySession.get(c.sessionKey);
    const list = known === undefined ? [] : Array.isArray(known) ? known : [known];
    list.push(c);
    this.bySession.set(c.sessionKey, list.length === 1 ? c : list);
    while (list.length > this.deps.limits.perSession) list.shift()!.evict(this.deps.limits.perSession);
  }

  forget(c: Connection, wasConnected: boolean): void {
    this.connections.delete(c);
    if (!wasConnected) return this.unpend(c.address);
    const known = this.bySession.get(c.sessionKey);
    if (known === c) return void this.bySession.delete(c.sessionKey);
    if (!Array.isArray(known)) return;
    const i = known.indexOf(c);
    if (i >= 0) known.splice(i, 1);
    if (known.length === 0) this.bySession.delete(c.sessionKey);
  }

  private unpend(address: string): void {
    const n = (this.pending.get(address) ?? 0) - 1;
    if (n > 0) this.pending.set(address, n);
    else this.pending.delete(address);
  }


  private onPush(message: string): void {
    let push: LivePush;
    try {
      push = pushSchema.parse(JSON.parse(message));
    } catch {
      log.warn('stomp.bad_push');
      return;
    }
    this.router.route(push);
  }

  private onRevoked(message: string): void {
    let revoked: z.infer<typeof revokedSchema>;
    try {
      revoked = revokedSchema.parse(JSON.parse(message));
    } catch {
      log.warn('stomp.bad_revocation');
      return;
    }
    const matching = this.router.matching(revoked);
    if (matching.length === 0) return;
    const notice = this.router.message(USER_REFRESH_QUEUE, JSON.stringify({ event: 'logout', reason: revoked.reason } satisfies LiveEvent));
    for (const s of matching) (s as Connection).logout(revoked.reason, notice);
  }

  async close(): Promise<void> {
    for (const stop of this.stops) stop();
    for (const c of [...this.connections]) c.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
