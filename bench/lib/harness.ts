/**
 * Shared pieces of the benchmarks: servers pinned to CPU 0 while the load comes from CPU 1,
 * autocannon runs, and the figures printed side by side with the baseline of the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { jsonCall } from '../../tests/support/http-call';
import { SESSION_COOKIE } from '../../lib/bff/session';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BENCH_DIR = path.join(ROOT, 'tmp', 'bench');
export const SECRET = 'bench-secret-bench-secret-bench-secret-01';
const hasTaskset = fs.existsSync('/usr/bin/taskset');

export function pinned(cpu: number, cmd: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['/usr/bin/taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args];
}

/** The load generator belongs on the other core: re-run this script pinned to CPU 1. */
export function pinSelf(): void {
  if (!hasTaskset || process.env.BENCH_PINNED) return;
  const child = spawn('/usr/bin/taskset', ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
  throw new PinnedElsewhere();
}
export class PinnedElsewhere extends Error {}

export async function waitFor(url: string, host: string, timeoutMs = 600_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(url, { headers: { host } }, (res) => {
        res.resume();
        resolve((res.statusCode ?? 500) < 500);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

export interface AppServer {
  port: number;
  stop(): Promise<void>;
}

/** The production server exactly as `npm start` runs it, on a database of its own, pinned to CPU 0. */
export async function startApp(port: number, env: Record<string, string> = {}): Promise<AppServer> {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const [cmd, args] = pinned(0, process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'scripts', 'start.ts')]);
  const child = spawn(cmd, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: `file:./tmp/bench/bench.db`, SESSION_SECRET: SECRET, LOG_LEVEL: 'error', DEMO: 'true', ...env },
  });
  child.stdout?.on('data', (d: Buffer) => {
    if (process.env.BENCH_VERBOSE) process.stdout.write(d);
  });
  await waitFor(`http://127.0.0.1:${port}/login`, `localhost:${port}`);
  return { port, stop: () => stop(child) };
}

export async function startBare(port: number, body: string): Promise<AppServer> {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, `bare-${port}.json`);
  fs.writeFileSync(file, body);
  const [cmd, args] = pinned(0, process.execPath, [path.join(ROOT, 'bench', 'lib', 'bare-server.mjs'), String(port), file]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { port, stop: () => stop(child) };
}

/** Stops a server child (SIGTERM, SIGKILL after 5 s). */
export function stopChild(child: ChildProcess): Promise<void> {
  return stop(child);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(opts: autocannon.Options): Promise<Load> {
  const result = await autocannon({ duration: 10, connections: 50, ...opts });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A small HTTP client that can set Host (fetch cannot): the tests' own (tests/support/http-call.ts). */
export const request = jsonCall;

/** The login answer's cookies as a Cookie header, and the session seal among them. */
export function sessionCookie(headers: http.IncomingHttpHeaders): { header: string; seal: string } {
  const cookies = (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('no session cookie in the login answer');
  return { header: cookies.join('; '), seal: decodeURIComponent(session.slice(SESSION_COOKIE.length + 1)) };
}

export function report(title: string, rows: [string, Load | number][], ratio: { label: string; value: number }): void {
  console.log(`\n## ${title}`);
  for (const [name, r] of rows) {
    if (typeof r === 'number') console.log(`  ${name.padEnd(44)} ${r.toFixed(1).padStart(9)} ops/s`);
    else console.log(`  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(9)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   non-2xx ${r.non2xx}`);
  }
  console.log(`  ${ratio.label}: ${ratio.value.toFixed(3)}`);
}

/** Runs a benchmark when its file is the script started (`tsx bench/<name>.ts`), load pinned to CPU 1. */
export async function runAsScript(moduleUrl: string, bench: () => Promise<unknown>): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  try {
    pinSelf();
    await bench();
  } catch (e) {
    if (!(e instanceof PinnedElsewhere)) throw e;
  }
}
