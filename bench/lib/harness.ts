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

/**
 * The production server exactly as `npm start` runs it, on a database of its own, pinned to CPU 0.
 * `script` swaps the entry point (bench/lib/bff-only-server.ts: the same server without Next).
 */
export async function startApp(port: number, env: Record<string, string> = {}, script = path.join(ROOT, 'scripts', 'start.ts')): Promise<AppServer> {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const [cmd, args] = pinned(0, process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), script]);
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
  /** 2xx answers whose body the run's check refused (an envelope with a non-zero result). */
  wrong: number;
}

/** A BFF envelope that succeeded: what every measured answer of the product must be. */
export const envelopeOk = (body: string | Buffer | undefined): boolean => String(body ?? '').includes('"result":0');

/**
 * One autocannon run. `okBody` checks every answer's body (autocannon's verifyBody): a 200 whose
 * envelope says the call failed is a failure, not throughput.
 */
export async function load(opts: autocannon.Options & { okBody?: (body: string | Buffer | undefined) => boolean }): Promise<Load> {
  const { okBody, ...rest } = opts;
  const result = await autocannon({ duration: 10, connections: 50, ...rest, ...(okBody ? { verifyBody: okBody } : {}) });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    wrong: result.mismatches ?? 0,
  };
}

/** A benchmark run that answered anything but success: its figures are not throughput. */
export class BenchFailure extends Error {}

/** Throws when a run had errors, timeouts, non-2xx answers or failed envelopes. */
export function assertClean(side: string, l: Load): Load {
  if (l.errors || l.non2xx || l.wrong) throw new BenchFailure(`${side}: ${l.errors} errors/timeouts, ${l.non2xx} non-2xx, ${l.wrong} failed envelopes in ${l.rps.toFixed(0)} req/s; the run does not count`);
  return l;
}

/** One side of an alternated comparison: `run(seconds)` measures it once. */
export interface Side {
  name: string;
  run(seconds: number): Promise<Load>;
}

/** Rounds of one side folded into one figure: mean throughput, mean p50, worst p99. */
function fold(rounds: Load[]): Load & { rounds: number[] } {
  const mean = (f: (l: Load) => number) => rounds.reduce((s, l) => s + f(l), 0) / rounds.length;
  return {
    rps: mean((l) => l.rps),
    p50: mean((l) => l.p50),
    p99: Math.max(...rounds.map((l) => l.p99)),
    errors: 0,
    non2xx: 0,
    wrong: 0,
    rounds: rounds.map((l) => l.rps),
  };
}

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
export const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

/**
 * Baseline and target measured alternately in one run: each warmed up, then A, B, A, B, ...
 * (`rounds` passes of `seconds` each over every side), so a neighbour's build or a CPU frequency
 * change falls on every side alike. Every round (warm-up included) must be clean: an error, a
 * non-2xx answer or a failed envelope on any side fails the comparison (BenchFailure) instead of
 * counting as throughput.
 */
export async function alternate<S extends Side[]>(sides: [...S], o: { rounds?: number; seconds?: number; warmup?: number } = {}): Promise<{ [K in keyof S]: Load & { rounds: number[] } }> {
  const rounds = o.rounds ?? ROUNDS;
  const seconds = o.seconds ?? ROUND_SECONDS;
  const warmup = o.warmup ?? WARMUP_SECONDS;
  for (const side of sides) assertClean(`${side.name} (warm-up)`, await side.run(warmup));
  const measured: Load[][] = sides.map(() => []);
  for (let i = 0; i < rounds; i++) for (const [k, side] of sides.entries()) measured[k]!.push(assertClean(side.name, await side.run(seconds)));
  return measured.map(fold) as { [K in keyof S]: Load & { rounds: number[] } };
}

/**
 * The ratio of two alternated sides: the mean of each pass's own ratio (side A's round i over
 * side B's round i, measured one after the other), so drift between passes cancels out.
 */
export function pairedRatio(a: { rounds: number[] }, b: { rounds: number[] }): number {
  const n = Math.min(a.rounds.length, b.rounds.length);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += a.rounds[i]! / b.rounds[i]!;
  return sum / n;
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

export function report(title: string, rows: [string, (Load & { rounds?: number[] }) | number][], ratio: { label: string; value: number }): void {
  console.log(`\n## ${title}`);
  for (const [name, r] of rows) {
    if (typeof r === 'number') console.log(`  ${name.padEnd(44)} ${r.toFixed(1).padStart(9)} ops/s`);
    else {
      const rounds = r.rounds ? `   rounds ${r.rounds.map((x) => x.toFixed(x < 100 ? 1 : 0)).join(', ')}` : '';
      console.log(`  ${name.padEnd(44)} ${r.rps.toFixed(r.rps < 100 ? 1 : 0).padStart(9)} req/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99} ms${rounds}`);
    }
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
