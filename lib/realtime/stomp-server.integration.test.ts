/**
 * The STOMP server on a real HTTP server and a seeded database: cookie and token authentication,
 * own destinations only, pushes from publishing, forced logout from the bus, heart-beats, and the
 * frame limits (an offending connection is closed, its neighbours are not). One case drives the
 * browser's library (@stomp/stompjs) to show the two agree.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Client } from '@stomp/stompjs';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';
import { openStomp, type TestStomp } from '@/tests/support/stomp-client';
import { appForHost } from '@/lib/config/static-config';
import { hasLogin, readSessionSeal, SESSION_COOKIE } from '@/lib/bff/session';
import { AUTH_REVOKED_CHANNEL } from './destinations';
import { StompServer, STOMP_PATH } from './stomp-server';

let h: Harness;
let http: Server;
let stomp: StompServer;
let url: string;
const DEMO = 'demo.localhost:3000';
const B = '/api/backstage';
const open: TestStomp[] = [];

beforeAll(async () => {
  h = await createHarness();
  stomp = new StompServer({
    backend: h.backend,
    bus: h.runtime.bus,
    heartbeatMs: 300,
    async cookieToken(req) {
      const raw = /concierge_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const data = await readSessionSeal(raw && decodeURIComponent(raw), h.runtime.env.SESSION_SECRET, 3600);
      return hasLogin(data) ? data.token : undefined;
    },
    appForHost: (host) => appForHost(host, h.runtime.config)?.appCode,
    // The configured defaults (STOMP_MAX_PER_SESSION, STOMP_MAX_ANON_PER_IP: 32 each).
    limits: { perSession: h.runtime.env.STOMP_MAX_PER_SESSION, anonPerAddress: h.runtime.env.STOMP_MAX_ANON_PER_IP },
  });
  http = createServer((_req, res) => res.end());
  http.on('upgrade', (req, socket, head) => {
    if (!stomp.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}${STOMP_PATH}`;
  await (h.runtime.bus as { ready?: () => Promise<void> }).ready?.();
}, 60_000);

afterAll(async () => {
  for (const c of open) c.close();
  await stomp?.close();
  await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
  await h?.close();
});

async function signIn(unitCode: string, userCode: string, password: string) {
  const b = new Browser(DEMO);
  const res = await b.api<{ userPkId: number }>('POST', '/login', { body: { unitCode, userCode, password } });
  if (res.body.result !== 0) throw new Error(JSON.stringify(res.body));
  return { browser: b, cookie: `${SESSION_COOKIE}=${b.cookies.get(SESSION_COOKIE)}`, userId: res.body.retVal.userPkId };
}

async function connectAs(cookie: string, extra: { origin?: string; heartBeat?: string } = {}) {
  const headers: Record<string, string> = { host: DEMO, cookie, ...(extra.origin ? { origin: extra.origin } : {}) };
  const r = await openStomp(url, { headers, heartBeat: extra.heartBeat });
  open.push(r.client);
  return r;
}

async function tokenOf(unitCode: string, userCode: string, password: string, appCode = 'DEMO') {
  const login = await h.backend.auth.login(h.call({ appCode, host: DEMO }), { unitCode, userCode, password });
  return { token: login.jwtToken, userId: login.userPkId };
}

let frontdesk: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  frontdesk = await signIn('H001', 'frontdesk', 'Hotel@2026');
  admin = await signIn('HQ', 'admin', 'Admin@2026');
});

describe('connecting', () => {
  it('accepts the session cookie of the host and answers CONNECTED 1.2 with heart-beats', async () => {
    const { answer } = await connectAs(frontdesk.cookie, { origin: `http://${DEMO}` });
    expect(answer).toMatchObject({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '300,300', 'user-name': 'frontdesk' } });
  });

  it('accepts a jwtToken in the CONNECT frame’s Authorization header, raw or Bearer, from any origin', async () => {
    const { token } = await tokenOf('H001', 'cashier', 'Demo@2026');
    for (const value of [token, `Bearer ${token}`]) {
      const r = await openStomp(url, { headers: { host: 'app.elsewhere.example', origin: 'https://app.elsewhere.example' }, connect: { Authorization: value } });
      open.push(r.client);
      expect(r.answer?.command).toBe('CONNECTED');
    }
  });

  it('refuses no credentials, a dead token, another origin’s cookie and old protocol versions', async () => {
    const none = await openStomp(url, { headers: { host: DEMO } });
    expect(none.answer).toMatchObject({ command: 'ERROR', headers: { message: 'unauthenticated' } });
    expect((await none.client.closed).code).toBeGreaterThan(0);
    const dead = await openStomp(url, { headers: { host: DEMO }, connect: { Authorization: 'Bearer not-a-token' } });
    expect(dead.answer).toMatchObject({ command: 'ERROR', headers: { message: 'unauthenticated' } });
    const cross = await openStomp(url, { headers: { host: DEMO, cookie: frontdesk.cookie, origin: 'http://evil.example' } });
    expect(cross.answer).toMatchObject({ command: 'ERROR', headers: { message: 'origin not allowed' } });
    const old = await openStomp(url, { headers: { host: DEMO, cookie: frontdesk.cookie }, connect: { 'accept-version': '1.0,1.1' } });
    expect(old.answer).toMatchObject({ command: 'ERROR', headers: { version: '1.2' } });
  });

  it('does not claim other upgrade paths', async () => {
    const other = new WebSocket(url.replace(STOMP_PATH, '/_next/webpack-hmr'));
    await expect(new Promise((resolve, reject) => { other.once('open', resolve); other.once('error', reject); })).rejects.toThrow();
  });
});

describe('subscriptions', () => {
  it('allows the user’s own destinations and answers ERROR for anyone else’s', async () => {
    const { client } = await connectAs(frontdesk.cookie);
    for (const d of ['/topic/app/DEMO', `/topic/app/DEMO/user/${frontdesk.userId}`, '/topic/unit/H001', '/user/queue/message', '/user/queue/refresh']) {
      expect((await client.subscribe(d)).command, d).toBe('RECEIPT');
    }
    const refused = await client.subscribe(`/topic/app/DEMO/user/${admin.userId}`);
    expect(refused).toMatchObject({ command: 'ERROR', headers: { message: 'destination not allowed' } });
    await client.closed;
    for (const d of ['/topic/unit/HQ', '/topic/app/UC', '/user/other/queue/message', '/topic/everything']) {
      const { client: c } = await connectAs(frontdesk.cookie);
      expect((await c.subscribe(d)).command, d).toBe('ERROR');
    }
  });
});

describe('pushes', () => {
  it('delivers a notice published to the unit, and a private message to the user only, within a second', async () => {
    const { client: fd } = await connectAs(frontdesk.cookie);
    await fd.subscribe('/topic/unit/H001');
    await fd.subscribe('/user/queue/message');
    const { client: ad } = await connectAs(admin.cookie);
    await ad.subscribe('/topic/unit/HQ');
    await ad.subscribe('/user/queue/message');

    const started = performance.now();
    const res = await admin.browser.api('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'NOTICE', messageTitle: '电梯检修', messageText: '<p>3 号梯</p>', messageLevel: 'WARN', target: { kind: 'UNIT', unitCode: 'H001' } },
    });
    expect(res.body.result).toBe(0);
    const frame = await fd.next((f) => f.command === 'MESSAGE', 1000);
    expect(frame.at - started).toBeLessThan(1000);
    expect(frame.headers).toMatchObject({ destination: '/topic/unit/H001', subscription: 'sub-1', 'content-type': 'application/json;charset=utf-8' });
    expect(JSON.parse(frame.body)).toMatchObject({ event: 'message', messageTitle: '电梯检修', messageType: 'NOTICE', messageText: '<p>3 号梯</p>' });

    await admin.browser.api('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'PRIVATE', messageTitle: '只给前台', target: { kind: 'USER', unitCode: 'H001', userCode: 'frontdesk' } },
    });
    const privateFrame = await fd.next((f) => f.command === 'MESSAGE' && f.headers.destination === '/user/queue/message');
    expect(JSON.parse(privateFrame.body)).toMatchObject({ messageTitle: '只给前台' });
    // The administrator's connection got neither.
    expect(ad.messages()).toEqual([]);
  });

  it('tells a user’s other tabs when their unread count changes', async () => {
    const { client } = await connectAs(frontdesk.cookie);
    await client.subscribe('/user/queue/refresh');
    const id = (await h.db.prisma.message.findFirstOrThrow({ where: { messageTitle: '本周排班已发布' } })).id;
    await frontdesk.browser.api('PUT', `${B}/messageReciveList/readState`, { base: 'message', body: { messageId: id, readState: 'T' } });
    await client.next((f) => f.command === 'MESSAGE');
    expect(client.messages('/user/queue/refresh')).toEqual([{ event: 'refresh', what: 'unread' }]);
  });

  it('delivers an application’s unit notice only to connections of that application', async () => {
    const { token } = await tokenOf('H001', 'hk01', 'Demo@2026', 'UC');
    const uc = await openStomp(url, { headers: { host: 'uc.localhost:3000' }, connect: { Authorization: token } });
    open.push(uc.client);
    await uc.client.subscribe('/topic/unit/H001');
    const { client: demo } = await connectAs(frontdesk.cookie);
    await demo.subscribe('/topic/unit/H001');
    await admin.browser.api('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'NOTICE', messageTitle: '仅演示应用', target: { kind: 'APP_UNIT', appCode: 'DEMO', unitCode: 'H001' } },
    });
    await demo.next((f) => f.command === 'MESSAGE');
    expect(uc.client.messages()).toEqual([]);
  });
});

describe('one publication, one encoding', () => {
  it('two subscribers of a topic get the same message with their own subscription header, and an unsubscribed id gets nothing', async () => {
    const { client: a } = await connectAs(frontdesk.cookie);
    const { client: b } = await connectAs(frontdesk.cookie);
    expect((await a.subscribe('/topic/unit/H001', 'mine')).command).toBe('RECEIPT');
    expect((await b.subscribe('/topic/unit/H001', 'sub:0')).command).toBe('RECEIPT');
    // The same connection twice on one topic: each subscription gets its frame; after UNSUBSCRIBE only the other.
    expect((await b.subscribe('/topic/unit/H001', 'again')).command).toBe('RECEIPT');
    b.frame('UNSUBSCRIBE', { id: 'sub:0', receipt: 'u' });
    await b.next((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === 'u');
    const res = await admin.browser.api('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'NOTICE', messageTitle: '共享帧', messageText: '<p>一次编码</p>', target: { kind: 'UNIT', unitCode: 'H001' } },
    });
    expect(res.body.result).toBe(0);
    const fa = await a.next((f) => f.command === 'MESSAGE');
    const fb = await b.next((f) => f.command === 'MESSAGE');
    expect(fa.headers.subscription).toBe('mine');
    expect(fb.headers.subscription).toBe('again');
    expect(fa.headers['message-id']).toBeTruthy();
    expect(fb.headers['message-id']).toBe(fa.headers['message-id']);
    expect(fa.body).toBe(fb.body);
    expect(Number(fa.headers['content-length'])).toBe(Buffer.byteLength(fa.body));
    expect(JSON.parse(fa.body)).toMatchObject({ event: 'message', messageTitle: '共享帧', messageText: '<p>一次编码</p>' });
    // An id with a colon travels escaped (STOMP 1.2) and reads back as it was subscribed.
    const { client: c } = await connectAs(frontdesk.cookie);
    await c.subscribe('/user/queue/message', 'q:1');
    await admin.browser.api('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'PRIVATE', messageTitle: '转义', target: { kind: 'USER', unitCode: 'H001', userCode: 'frontdesk' } },
    });
    expect((await c.next((f) => f.command === 'MESSAGE')).headers.subscription).toBe('q:1');
    await new Promise((r) => setTimeout(r, 100));
    expect(b.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(1);
  });

  it('refuses more than 32 subscriptions on one connection', async () => {
    const { client } = await connectAs(frontdesk.cookie);
    for (let i = 0; i < 32; i++) expect((await client.subscribe('/topic/unit/H001', `s${i}`)).command).toBe('RECEIPT');
    expect(await client.subscribe('/topic/unit/H001', 's32')).toMatchObject({ command: 'ERROR', headers: { message: 'too many subscriptions', limit: '32' } });
    await client.closed;
  });
});

describe('forced logout over the channel', () => {
  it.each([
    ['session', (p: { sessionId: string; familyId: string; userId: number }) => ({ scope: 'session', sessionId: p.sessionId })],
    ['family', (p: { sessionId: string; familyId: string; userId: number }) => ({ scope: 'family', familyId: p.familyId })],
    ['user', (p: { sessionId: string; familyId: string; userId: number }) => ({ scope: 'user', userId: p.userId })],
  ])('a %s revocation on the bus ends the matching connections with the reason', async (_scope, payload) => {
    const { token } = await tokenOf('H001', 'fomanager', 'Demo@2026');
    const principal = await h.backend.messages.connectionPrincipal(h.call({ token, appCode: 'DEMO' }));
    const target = await openStomp(url, { headers: { host: DEMO }, connect: { Authorization: token } });
    open.push(target.client);
    await target.client.subscribe('/user/queue/refresh');
    const { client: bystander } = await connectAs(frontdesk.cookie);
    await bystander.subscribe('/user/queue/refresh');

    await h.runtime.bus.publish(AUTH_REVOKED_CHANNEL, JSON.stringify({ ...payload({ sessionId: principal.sessionId!, familyId: principal.familyId!, userId: principal.userId }), reason: 'OVERWRITTEN' }));
    await target.client.next((f) => f.command === 'ERROR');
    expect(target.client.messages('/user/queue/refresh')).toEqual([{ event: 'logout', reason: 'OVERWRITTEN' }]);
    await target.client.closed;
    expect(bystander.isOpen).toBe(true);
    expect(bystander.messages()).toEqual([]);
    // The ended connection left the router: a later push to its user finds no connection.
    const routed = stomp.router.route({ destination: '/user/queue/refresh', userIds: [principal.userId], body: '{"event":"refresh","what":"unread"}' });
    expect(routed).toBe(0);
  });
});

describe('protocol limits', () => {
  it('refuses a frame over 16384 bytes with ERROR and closes only that connection', async () => {
    const { client: bad } = await connectAs(frontdesk.cookie);
    const { client: good } = await connectAs(frontdesk.cookie);
    bad.send(`SUBSCRIBE\nid:x\ndestination:/topic/unit/H001\nfiller:${'x'.repeat(16_400)}\n\n\0`);
    expect((await bad.next((f) => f.command === 'ERROR')).headers.message).toBe('frame too large');
    await bad.closed;
    expect((await good.subscribe('/topic/unit/H001')).command).toBe('RECEIPT');
  });

  it('closes a connection that sends a malformed frame, and one that sends SEND', async () => {
    const { client: bad } = await connectAs(frontdesk.cookie);
    bad.send('NONSENSE\n\n\0');
    expect((await bad.next((f) => f.command === 'ERROR')).headers.message).toBe('unknown command');
    await bad.closed;
    const { client: sender } = await connectAs(frontdesk.cookie);
    sender.frame('SEND', { destination: '/topic/unit/H001' }, 'hi');
    expect((await sender.next((f) => f.command === 'ERROR')).headers.message).toMatch(/SEND/);
    await sender.closed;
  });

  it('a frame before CONNECT is refused', async () => {
    const { client } = await openStomp(url, { headers: { host: DEMO, cookie: frontdesk.cookie }, handshake: false });
    open.push(client);
    client.frame('SUBSCRIBE', { id: 'a', destination: '/topic/unit/H001' });
    expect((await client.next((f) => f.command === 'ERROR')).headers.message).toBe('not connected');
  });

  it('sends heart-beats and closes a client that falls silent', async () => {
    const { client } = await connectAs(frontdesk.cookie, { heartBeat: '300,300' });
    const closed = await Promise.race([client.closed, new Promise<'open'>((r) => setTimeout(() => r('open'), 3000))]);
    expect(closed).not.toBe('open');
    expect(client.heartbeats).toBeGreaterThan(0);
  });

  it('DISCONNECT with a receipt is answered and closes', async () => {
    const { client } = await connectAs(frontdesk.cookie);
    client.frame('DISCONNECT', { receipt: 'bye' });
    expect((await client.next((f) => f.command === 'RECEIPT')).headers['receipt-id']).toBe('bye');
    await client.closed;
  });
});

describe('with the browser’s library', () => {
  it('@stomp/stompjs connects with a token, subscribes and receives a published message', async () => {
    const { token } = await tokenOf('H001', 'h001admin', 'Demo@2026');
    let resolveReceived: (body: string) => void = () => undefined;
    const received = new Promise<string>((resolve) => (resolveReceived = resolve));
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, { headers: { host: DEMO } }),
      connectHeaders: { Authorization: `Bearer ${token}` },
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      reconnectDelay: 0,
    });
    const subscribed = new Promise<void>((resolve) => {
      client.onConnect = () => {
        client.watchForReceipt('subscribed', () => resolve());
        client.subscribe('/user/queue/message', (m) => resolveReceived(m.body), { receipt: 'subscribed' });
      };
    });
    client.activate();
    await subscribed;
    await admin.browser.api('POST', `${B}/message/publish`, {
      base: 'message',
      body: { messageType: 'PRIVATE', messageTitle: '库的消息', target: { kind: 'USER', unitCode: 'H001', userCode: 'h001admin' } },
    });
    const body = await Promise.race([received, new Promise<string>((_r, reject) => setTimeout(() => reject(new Error('no message within 2 s')), 2000))]);
    await client.deactivate();
    expect(JSON.parse(body)).toMatchObject({ event: 'message', messageTitle: '库的消息' });
  });
});

describe('connection limits', () => {
  it('40 connections of one session at once: at most 32 stay live, the oldest get an ERROR frame saying why', async () => {
    const perSession = h.runtime.env.STOMP_MAX_PER_SESSION;
    expect(perSession).toBe(32);
    const s = await signIn('H001', 'cashier', 'Demo@2026');
    const other = await connectAs(frontdesk.cookie, { origin: `http://${DEMO}` });
    // One session cookie, 40 client addresses: the limit is the session's, not an address's.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        openStomp(url, { headers: { host: DEMO, cookie: s.cookie, origin: `http://${DEMO}` }, localAddress: `127.0.1.${i + 1}` }).then((r) => {
          open.push(r.client);
          return r;
        }),
      ),
    );
    expect(results.every((r) => r.answer?.command === 'CONNECTED')).toBe(true);
    const clients = results.map((r) => r.client);
    // Evictions follow each CONNECTED at once; wait until the closes have arrived.
    await vi.waitUntil(() => clients.filter((c) => !c.isOpen).length >= 40 - perSession, { timeout: 5000 });
    const evicted = clients.filter((c) => c.frames.some((f) => f.command === 'ERROR'));
    const live = clients.filter((c) => c.isOpen);
    expect(live).toHaveLength(perSession);
    expect(evicted).toHaveLength(40 - perSession);
    for (const c of evicted) {
      expect(c.frames.find((f) => f.command === 'ERROR')?.headers).toMatchObject({ message: 'too many connections', limit: String(perSession) });
      expect((await c.closed).code).toBe(1008);
    }
    // The oldest were closed: every evicted connection was answered CONNECTED before every live one.
    const connectedAt = (c: TestStomp) => c.frames.find((f) => f.command === 'CONNECTED')!.at;
    expect(Math.max(...evicted.map(connectedAt))).toBeLessThanOrEqual(Math.min(...live.map(connectedAt)));
    // The live ones still work, and another session's connection was not touched.
    expect((await live[0]!.subscribe('/user/queue/message')).command).toBe('RECEIPT');
    expect(other.client.isOpen).toBe(true);
    expect((await other.client.subscribe('/user/queue/message')).command).toBe('RECEIPT');
    for (const c of clients) c.close();
  });

  it('unauthenticated sockets of one address beyond the cap are refused at the upgrade; an authenticated one frees its place', async () => {
    const cap = h.runtime.env.STOMP_MAX_ANON_PER_IP;
    expect(cap).toBe(32);
    const from = '127.0.2.1';
    const attempts = await Promise.allSettled(
      Array.from({ length: cap + 8 }, () => openStomp(url, { headers: { host: DEMO }, handshake: false, localAddress: from })),
    );
    const accepted = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value.client] : []));
    open.push(...accepted);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(accepted).toHaveLength(cap);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(String(r.reason)).toMatch(/429/);
    // Another address is not affected.
    const elsewhere = await openStomp(url, { headers: { host: DEMO }, handshake: false, localAddress: '127.0.2.2' });
    open.push(elsewhere.client);
    // One of the waiting sockets authenticates (a token in CONNECT): the address may open one more.
    const { token } = await tokenOf('H001', 'cashier', 'Demo@2026');
    accepted[0]!.frame('CONNECT', { 'accept-version': '1.2', host: '/', Authorization: `Bearer ${token}` });
    await accepted[0]!.next((f) => f.command === 'CONNECTED');
    const next = await openStomp(url, { headers: { host: DEMO }, handshake: false, localAddress: from });
    open.push(next.client);
    expect(next.client.isOpen).toBe(true);
    await expect(openStomp(url, { headers: { host: DEMO }, handshake: false, localAddress: from })).rejects.toThrow(/429/);
    for (const c of [...accepted, elsewhere.client, next.client]) c.close();
  });
});
