/**
 * Several instances behind a real proxy (issue 21, case 4): two production instances (the BFF
 * without Next pages) on one PostgreSQL and one Redis behind Debian's nginx with the README's
 * configuration (examples/nginx/concierge.conf): round robin, no sticky sessions, TRUSTED_PROXIES
 * set. A session made through one works on all; a lockout spread over both locks; a live notice
 * reaches clients on every instance (connected directly and through nginx); killing one
 * instance under load costs at most the requests in flight on it and nobody is signed out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstances, type Cluster, type Instance, type InstanceResponse } from '@/tests/support/instances';
import { openStomp, type TestStomp } from '@/tests/support/stomp-client';
import { STOMP_PATH } from '@/lib/realtime/stomp-server';
import { consoleHeaders, hostOf, report, sessionCookie, sleep, Tally } from './helpers';

export const NGINX = '/usr/sbin/nginx';
const PORTS = [3765, 3766];
const NGINX_PORT = 3767;
const ROOT = path.resolve(import.meta.dirname, '..');

let cluster: Cluster;
let nginx: ChildProcess;
let prefix: string;

/** examples/nginx/concierge.conf with its placeholders filled in. */
function nginxConfig(): string {
  const template = fs.readFileSync(path.join(ROOT, 'examples', 'nginx', 'concierge.conf'), 'utf8');
  const upstreams = PORTS.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ');
  return template.replaceAll('{{PREFIX}}', prefix).replaceAll('{{LISTEN}}', `127.0.0.1:${NGINX_PORT}`).replaceAll('{{UPSTREAMS}}', upstreams);
}

/** A call through nginx, as a browser on uc.localhost sends it (fresh connection each time: round robin per request). */
function viaNginx(opts: { method?: string; path: string; headers?: Record<string, string>; body?: unknown; app?: string }): Promise<InstanceResponse> {
  const host = `${opts.app ?? 'uc'}.localhost:${NGINX_PORT}`;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: NGINX_PORT,
        method: opts.method ?? (body ? 'POST' : 'GET'),
        path: opts.path,
        agent: false,
        headers: { host, connection: 'close', ...(body ? { 'content-type': 'application/json', origin: `http://${host}`, 'content-length': Buffer.byteLength(body) } : {}), ...opts.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: <T>() => JSON.parse(text) as { result: number; msg: string; retVal: T } }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signInVia = (userCode: string, password: string) => viaNginx({ path: '/api/uc/login', body: { unitCode: 'HQ', userCode, password } });
const nginxHeaders = (cookie: string) => ({ cookie, origin: `http://uc.localhost:${NGINX_PORT}`, 'sec-fetch-site': 'same-origin' });
const readVia = (cookie: string) => viaNginx({ path: '/api/uc/user/getBackgroundUnit', headers: nginxHeaders(cookie) });

beforeAll(async () => {
  cluster = await startInstances({ ports: PORTS, next: false, env: { TRUSTED_PROXIES: '127.0.0.1' } });
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-nginx-'));
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig());
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    if ((await viaNginx({ path: '/healthz' }).catch(() => undefined))?.status === 200) break;
    if (i > 100) throw new Error(`nginx did not answer: ${output}`);
    await sleep(100);
  }
}, 240_000);
afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await cluster?.stop();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

describe('two instances behind nginx (round robin, no sticky sessions)', () => {
  it('a session made through nginx works on every instance', async () => {
    const res = await signInVia('zhangwei', 'Demo@2026');
    expect(res.json().result, res.body).toBe(0);
    const cookie = sessionCookie(res);
    const through = await Promise.all(Array.from({ length: 6 }, () => readVia(cookie)));
    expect(through.map((r) => r.json().result)).toEqual([0, 0, 0, 0, 0, 0]);
    for (const instance of cluster.instances) {
      const direct = await instance.request({ path: '/api/uc/user/getBackgroundUnit', host: hostOf(instance), headers: consoleHeaders(instance, cookie) });
      expect(direct.json().result).toBe(0);
    }
  });

  it('a lockout spread over both instances locks the account on both', async () => {
    const results: number[] = [];
    for (let i = 0; i < 10 && results.at(-1) !== 40101; i++) results.push((await signInVia('liuyang', 'wrong-password-1')).json().result);
    report('nginx lockout', { attempts: results.length, results });
    expect(results.at(-1)).toBe(40101);
    expect(results.length).toBeGreaterThanOrEqual(3);
    for (const instance of cluster.instances) {
      const right = await instance.request({ path: '/api/uc/login', host: hostOf(instance), body: { unitCode: 'HQ', userCode: 'liuyang', password: 'Demo@2026' } });
      expect(right.json().result).toBe(40101);
    }
  });

  it('a live notice published through nginx reaches clients on every instance', async () => {
    const demo = `demo.localhost:${NGINX_PORT}`;
    const frontdesk = await viaNginx({ app: 'demo', path: '/api/uc/login', body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' } });
    const admin = await viaNginx({ app: 'demo', path: '/api/uc/login', body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    expect([frontdesk.json().result, admin.json().result]).toEqual([0, 0]);
    const cookie = sessionCookie(frontdesk);
    // One client straight on each instance, two through nginx (one lands on each).
    const urls = [...PORTS.map((p) => `ws://127.0.0.1:${p}${STOMP_PATH}`), ...[1, 2].map(() => `ws://127.0.0.1:${NGINX_PORT}${STOMP_PATH}`)];
    const clients: TestStomp[] = [];
    try {
      for (const url of urls) {
        const { client, answer } = await openStomp(url, { headers: { host: demo, cookie } });
        clients.push(client);
        expect(answer?.command).toBe('CONNECTED');
        await client.subscribe('/topic/unit/H001');
      }
      // Frames are stamped with performance.now().
      const started = performance.now();
      const published = await viaNginx({
        app: 'demo',
        path: '/api/internal-message/api/backstage/message/publish',
        headers: { cookie: sessionCookie(admin) },
        body: { messageType: 'NOTICE', messageTitle: 'nginx fan-out', messageLevel: 'INFO', target: { kind: 'UNIT', unitCode: 'H001' } },
      });
      expect(published.json().result, published.body).toBe(0);
      const frames = await Promise.all(clients.map((c) => c.next((f) => f.command === 'MESSAGE', 3000)));
      report('nginx live notice', { clients: clients.length, slowestMs: Math.round(Math.max(...frames.map((f) => f.at - started))) });
      for (const f of frames) expect(JSON.parse(f.body)).toMatchObject({ messageTitle: 'nginx fan-out' });
    } finally {
      for (const c of clients) c.close();
    }
  });

  it('killing one instance under load costs at most its requests in flight; users stay signed in', async () => {
    const res = await signInVia('hqadmin', 'Demo@2026');
    expect(res.json().result, res.body).toBe(0);
    const cookie = sessionCookie(res);
    const CONCURRENCY = 8;
    const tally = new Tally();
    let running = true;
    const loops = Array.from({ length: CONCURRENCY }, async () => {
      while (running) await tally.record(() => readVia(cookie));
    });
    await sleep(1_500);
    const before = tally.total();
    const victim: Instance = cluster.instances[1]!;
    await victim.kill();
    await sleep(2_500);
    running = false;
    await Promise.all(loops);
    const lost = tally.total() - (tally.kinds['200/0'] ?? 0);
    const after = await Promise.all(Array.from({ length: 4 }, () => readVia(cookie)));
    report('nginx kill one instance under load', { requests: tally.total(), beforeKill: before, kinds: tally.kinds, lost, concurrency: CONCURRENCY });
    expect(lost).toBeLessThanOrEqual(CONCURRENCY);
    expect(after.map((r) => r.json().result)).toEqual([0, 0, 0, 0]);
  }, 60_000);
});
