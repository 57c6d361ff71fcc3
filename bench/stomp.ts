/**
 * Live push fan-out: N STOMP clients connected to Concierge's /gc-websocket/gc/inmail/ (cookie
 * authenticated, subscribed to their unit's topic), a notice published through the BFF, and the
 * time until each client has the MESSAGE frame (p50, p95); the server's memory per connection.
 * The same N plain WebSocket clients against a bare `ws` broadcast server in the same run are the
 * baseline. N grows until p95 reaches 250 ms (or connections fail); the largest N under it and
 * the ratios at that N are printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { request, ROOT, runAsScript, sessionCookie, startApp } from './lib/harness';
import { appPidOn, treeRss } from './lib/processes';
import { TestStomp } from '../tests/support/stomp-client';

const LADDER = (process.env.BENCH_STOMP_LADDER ?? '100,250,500,1000,2000,4000,8000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_STOMP_ROUNDS ?? 20);
const P95_LIMIT_MS = 250;
const CONNECT_BATCH = 100;
const PATH = '/gc-websocket/gc/inmail/';

interface Figures {
  n: number;
  p50: number;
  p95: number;
  missed: number;
  bytesPerConnection: number;
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function settle(ms: number): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

/** Sends one publication per round; `arrivals` collects each client's receive time per round. */
async function measure(n: number, publishOnce: (round: number) => Promise<void>, arrivals: Map<number, number[]>): Promise<{ p50: number; p95: number; missed: number }> {
  const latencies: number[] = [];
  let missed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    arrivals.set(round, []);
    const sent = performance.now();
    await publishOnce(round);
    const deadline = Date.now() + 5000;
    while ((arrivals.get(round)?.length ?? 0) < n && Date.now() < deadline) await settle(5);
    const got = arrivals.get(round)!;
    missed += n - got.length;
    for (const at of got) latencies.push(at - sent);
    await settle(200);
  }
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), missed };
}

async function connectInBatches<T>(n: number, open: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += CONNECT_BATCH) out.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, n - i) }, open))));
  return out;
}

async function benchConcierge(port: number, n: number, appPid: number, cookie: string, adminCookie: string): Promise<Figures> {
  const host = `demo.localhost:${port}`;
  const arrivals = new Map<number, number[]>();
  const before = treeRss(appPid);
  const clients = await connectInBatches(n, async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${PATH}`, { headers: { host, cookie, origin: `http://${host}` }, perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const c = new TestStomp(ws);
    c.frame('CONNECT', { 'accept-version': '1.2', host: '/', 'heart-beat': '10000,10000' });
    const answer = await c.next((f) => f.command === 'CONNECTED' || f.command === 'ERROR', 30_000);
    if (answer.command !== 'CONNECTED') throw new Error(`CONNECT refused: ${answer.headers.message}`);
    const sub = await c.subscribe('/topic/unit/HQ');
    if (sub.command !== 'RECEIPT') throw new Error(`SUBSCRIBE refused: ${sub.headers.message}`);
    c.onMessage = (frame) => {
      const round = Number(/"messageTitle":"bench (\d+)"/.exec(frame.body)?.[1]);
      arrivals.get(round)?.push(frame.at);
    };
    // Frames are kept only for the handshake; the benchmark must not grow with every message.
    c.frames.length = 0;
    return c;
  });
  for (const c of clients) c.frames.length = 0;
  await settle(1000);
  const after = treeRss(appPid);
  try {
    const result = await measure(n, async (round) => {
      const res = await request(port, {
        method: 'POST',
        path: '/api/internal-message/api/backstage/message/publish',
        host,
        headers: { cookie: adminCookie },
        body: { messageType: 'NOTICE', messageTitle: `bench ${round}`, messageText: '<p>fan-out benchmark</p>', target: { kind: 'UNIT', unitCode: 'HQ' } },
      });
      if (!res.body.includes('"result":0')) throw new Error(`publish failed: ${res.body}`);
    }, arrivals);
    return { n, ...result, bytesPerConnection: (after - before) / n };
  } finally {
    for (const c of clients) c.close();
    await settle(500);
  }
}

async function benchBare(port: number, n: number, pid: number): Promise<Figures> {
  const arrivals = new Map<number, number[]>();
  const before = treeRss(pid);
  const clients = await connectInBatches(n, async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('message', (data) => {
      const round = Number(/"messageTitle":"bench (\d+)"/.exec(data.toString())?.[1]);
      arrivals.get(round)?.push(performance.now());
    });
    return ws;
  });
  await settle(1000);
  const after = treeRss(pid);
  try {
    const result = await measure(n, async (round) => {
      // The same body the STOMP clients receive, so both sides move the same bytes.
      const body = { event: 'message', messageId: round, messageType: 'NOTICE', messageTitle: `bench ${round}`, messageLevel: 'INFO', srcUsername: '系统管理员', srcOrgname: '锦程酒店集团', publishDate: '2026-01-01 00:00:00', isShow: 'T', messageText: '<p>fan-out benchmark</p>' };
      // request() sends the object as JSON: the same text the STOMP clients receive in their frames.
      await request(port, { method: 'POST', path: '/publish', host: `127.0.0.1:${port}`, body });
    }, arrivals);
    return { n, ...result, bytesPerConnection: (after - before) / n };
  } finally {
    for (const c of clients) c.terminate();
    await settle(500);
  }
}

function startBareWs(port: number): Promise<{ pid: number; stop(): Promise<void> }> {
  const hasTaskset = fs.existsSync('/usr/bin/taskset');
  const script = path.join(ROOT, 'bench', 'lib', 'bare-ws-server.mjs');
  const child: ChildProcess = hasTaskset
    ? spawn('/usr/bin/taskset', ['-c', '0', process.execPath, script, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    : spawn(process.execPath, [script, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve) =>
    child.once('message', () =>
      resolve({
        pid: child.pid!,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      }),
    ),
  );
}

const fmt = (f: Figures) => `p50 ${f.p50.toFixed(1).padStart(7)} ms   p95 ${f.p95.toFixed(1).padStart(7)} ms   missed ${f.missed}   ${(f.bytesPerConnection / 1024).toFixed(1).padStart(6)} KiB/connection`;

export async function benchStomp(appPort = 5420, barePort = 5421): Promise<{ largestN: number; latencyRatio: number; memoryRatio: number }> {
  const app = await startApp(appPort);
  const bare = await startBareWs(barePort);
  const rows: { app: Figures; bare: Figures }[] = [];
  try {
    const host = `demo.localhost:${appPort}`;
    const appPid = appPidOn(appPort);
    const adminLogin = await request(appPort, { method: 'POST', path: '/api/uc/login', host, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    const adminCookie = sessionCookie(adminLogin.headers).header;
    // The listeners: one HQ user's session (HQ has no repeat-login protection), N connections.
    const userLogin = await request(appPort, { method: 'POST', path: '/api/uc/login', host, body: { unitCode: 'HQ', userCode: 'hqadmin', password: 'Demo@2026' } });
    const cookie = sessionCookie(userLogin.headers).header;
    console.log(`\n## STOMP fan-out: N clients on /topic/unit/HQ, ${ROUNDS} notices published through the BFF, vs bare ws broadcast`);
    for (const n of LADDER) {
      let appFigures: Figures;
      try {
        appFigures = await benchConcierge(appPort, n, appPid, cookie, adminCookie);
      } catch (e) {
        console.log(`  N=${n}: Concierge could not take the connections (${e instanceof Error ? e.message : e}); stopping`);
        break;
      }
      const bareFigures = await benchBare(barePort, n, bare.pid);
      rows.push({ app: appFigures, bare: bareFigures });
      console.log(`  N=${String(n).padStart(5)}  Concierge  ${fmt(appFigures)}`);
      console.log(`  ${' '.repeat(8)}  bare ws    ${fmt(bareFigures)}`);
      if (appFigures.p95 >= P95_LIMIT_MS || appFigures.missed > 0) break;
    }
  } finally {
    await bare.stop();
    await app.stop();
  }
  const passing = rows.filter((r) => r.app.p95 < P95_LIMIT_MS && r.app.missed === 0);
  const best = passing.at(-1);
  if (!best) {
    console.log('  no N kept p95 under 250 ms');
    return { largestN: 0, latencyRatio: Number.NaN, memoryRatio: Number.NaN };
  }
  const latencyRatio = best.app.p95 / best.bare.p95;
  const memoryRatio = best.app.bytesPerConnection / best.bare.bytesPerConnection;
  console.log(`  largest N with p95 < ${P95_LIMIT_MS} ms: ${best.app.n}${passing.length === rows.length ? ' (the ladder ended before the limit was reached)' : ''}`);
  console.log(`  ratio p95 latency Concierge / bare ws: ${latencyRatio.toFixed(2)}   (p50 ${(best.app.p50 / best.bare.p50).toFixed(2)})`);
  console.log(`  ratio memory per connection Concierge / bare ws: ${memoryRatio.toFixed(2)}`);
  return { largestN: best.app.n, latencyRatio, memoryRatio };
}

await runAsScript(import.meta.url, benchStomp);
