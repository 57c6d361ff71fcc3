/**
 * Several instances of the real server on one PostgreSQL database and one Redis, as a deployment
 * behind a load balancer runs them: for tests of what must hold across instances (live messages
 * published on one reaching browsers on another, revocations, rate limits). Each instance is its
 * own process (its own runtime, bus connection and caches) started from the existing production
 * build (.next), or without Next (`next: false`: the BFF and the live channel only); the database is a fresh, migrated, seeded PostgreSQL schema dropped afterwards.
 *
 *   const cluster = await startInstances({ ports: [5410, 5411] });
 *   cluster.instances[0].request({ path: '/api/uc/login', host: 'demo.localhost', ... });
 *   await cluster.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonCall } from './http-call';
import { applyMigrations } from '../../scripts/db/migrate';
import { dropSchema, LOCAL_POSTGRES_URL } from '../../scripts/db/postgres';
import { createPrismaClient } from '../../lib/db/client';
import { withPostgresSchema } from '../../lib/db/url';
import { seedDemo } from '../../prisma/seed/index';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const INSTANCE_SECRET = 'instances-secret-instances-secret-0123456';

export interface InstanceResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The envelope, when the body is one. */
  json<T = unknown>(): { result: number; msg: string; retVal: T };
}

export interface Instance {
  port: number;
  /** An HTTP call to this instance with a Host header (Node does not resolve *.localhost). */
  request(opts: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: unknown }): Promise<InstanceResponse>;
  /** ws://127.0.0.1:<port><path> */
  wsUrl(path: string): string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL): no close, no flush; resolves when it has exited. */
  kill(): Promise<void>;
}

export interface Cluster {
  instances: Instance[];
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

export interface StartInstancesOptions {
  ports: number[];
  redisUrl?: string;
  /** The PostgreSQL server; a schema of its own is created (and dropped by stop()). */
  postgresUrl?: string;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  /** Print the instances' output (default: only when something fails to start). */
  verbose?: boolean;
  /** false: the BFF and the live channel only, without Next (no production build needed). */
  next?: boolean;
}

function request(port: number): Instance['request'] {
  return async (opts) => {
    const answer = await jsonCall(port, opts);
    return { ...answer, json: <T>() => JSON.parse(answer.body) as { result: number; msg: string; retVal: T } };
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 6_000).unref();
  });
}

function killChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** The environment every test instance runs with, before the caller's own. */
export function instanceEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DATABASE_URL: databaseUrl, SESSION_SECRET: INSTANCE_SECRET, LOG_LEVEL: 'warn', DEMO: 'true', ...extra };
}

/** One instance on `port` with exactly `env` (see instanceEnv); resolves once it listens. */
export function startInstance(port: number, env: Record<string, string>, verbose: boolean): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests', 'support', 'instance-main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`instance on ${port} did not start within 60 s`)), 60_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      void stopChild(child);
      reject(new Error(`${e.message}\n${output.slice(-4000)}`));
    };
    const onData = (d: Buffer) => {
      output += d.toString();
      if (verbose) process.stdout.write(`[${port}] ${d.toString()}`);
      if (output.includes(`ready ${port}`)) {
        clearTimeout(timer);
        resolve({ port, request: request(port), wsUrl: (p) => `ws://127.0.0.1:${port}${p}`, stop: () => stopChild(child), kill: () => killChild(child) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`instance on ${port} exited (${code})`)));
  });
}

export async function startInstances(options: StartInstancesOptions): Promise<Cluster> {
  const withNext = options.next !== false;
  if (withNext && !fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('startInstances needs a production build: run `npm run build` (or `npm start` once) first');
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const server = options.postgresUrl ?? LOCAL_POSTGRES_URL;
  const schema = `inst_${randomBytes(5).toString('hex')}`;
  const databaseUrl = withPostgresSchema(server, schema);
  await applyMigrations({ url: databaseUrl });
  const prisma = createPrismaClient(databaseUrl);
  try {
    await seedDemo(prisma, {});
  } finally {
    await prisma.$disconnect();
  }
  // The seeded demo accounts sign in: demo mode, as the e2e server runs.
  const env = {
    ...instanceEnv(databaseUrl),
    REDIS_URL: redisUrl,
    // Keys and channels of this cluster's own: the machine's Redis outlives a run, and counters
    // (per-account login limits) left by an earlier run must not refuse this one's attempts.
    REDIS_PREFIX: `concierge-${schema}:`,
    ...(withNext ? {} : { INSTANCE_WITHOUT_NEXT: '1' }),
    ...options.env,
  };
  const started = await Promise.allSettled(options.ports.map((port) => startInstance(port, env, options.verbose ?? false)));
  const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await dropSchema(server, schema).catch(() => undefined);
  };
  const failure = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return { instances, databaseUrl, redisUrl, stop };
}
