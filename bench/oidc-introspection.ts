/**
 * Token introspection (RFC 7662) on Concierge's OpenID provider (docs/decisions/105: Prisma
 * storage, clients from the application registry with the secret kept as a hash) against
 * oidc-provider's stock in-memory setup (bench/lib/stock-oidc.mjs: default in-memory adapter,
 * static client) in the same run. Each side introspects a client-credentials access token of its
 * own, authenticated with client_secret_basic; 10 connections, both servers up on CPU 0 and
 * measured alternately (bench/lib/harness.ts `alternate`); any answer but an active introspection fails the run.
 * Concierge runs as `npm start` prepares it (migrations, demo seed, server.ts) without Next:
 * the provider is served by server.ts before Next either way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { httpCall as request } from '../tests/support/http-call';
import { alternate, BENCH_DIR, load, pairedRatio, pinned, report, ROOT, runAsScript, SECRET, stopChild, type Load, type Side } from './lib/harness';

const EXT_SECRET = 'cs_ext-demo-secret-for-the-example-app-0000000';
const STOCK_SECRET = 'bench-secret-bench-secret-bench-secret';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

function startConcierge(port: number): Promise<ChildProcess> {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  fs.rmSync(path.join(BENCH_DIR, 'oidc.db'), { force: true });
  const [cmd, args] = pinned(0, process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'tests', 'support', 'start-main.ts')]);
  // The embedded default (SQLite, no Redis): the stock setup keeps everything in memory too.
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(cmd, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...inherited, PORT: String(port), DATABASE_URL: 'file:./tmp/bench/oidc.db', SESSION_SECRET: SECRET, LOG_LEVEL: 'error', DEMO: 'true' },
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`Concierge exited with ${code}`)));
  });
}

function startStock(port: number): Promise<ChildProcess> {
  const [cmd, args] = pinned(0, process.execPath, [path.join(ROOT, 'bench', 'lib', 'stock-oidc.mjs'), String(port)]);
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`stock provider exited with ${code}`)));
  });
}

/** A side of the comparison: a fresh token of its own, then `run(seconds)` introspects it under load. */
async function introspectionSide(name: string, port: number, host: string, paths: { token: string; introspection: string }, authorization: string): Promise<Side> {
  const form = { 'content-type': 'application/x-www-form-urlencoded', authorization };
  const issued = await request(port, { method: 'POST', path: paths.token, host, headers: form, body: 'grant_type=client_credentials' });
  const token = (JSON.parse(issued.body) as { access_token?: string }).access_token;
  if (!token) throw new Error(`no token: ${issued.status} ${issued.body}`);
  const body = `token=${encodeURIComponent(token)}`;
  const sample = await request(port, { method: 'POST', path: paths.introspection, host, headers: form, body });
  if (!sample.body.includes('"active":true')) throw new Error(`unexpected answer: ${sample.body}`);
  // Every answer must be an active token's introspection, or the run does not count (bench/README.md).
  const active = (b: string | Buffer | undefined) => String(b ?? '').includes('"active":true');
  const opts = { url: `http://127.0.0.1:${port}${paths.introspection}`, method: 'POST' as const, headers: { ...form, host }, body, connections: 10, okBody: active };
  return { name, run: (duration) => load({ ...opts, duration }) };
}

export async function benchOidcIntrospection(appPort = 3321, stockPort = 3322): Promise<{ app: Load; stock: Load; ratio: number }> {
  const app = await startConcierge(appPort);
  try {
    const stock = await startStock(stockPort);
    try {
      // Both served side by side on CPU 0 and measured alternately (A, B, A, B after a warm-up each).
      const [appLoad, stockLoad] = await alternate([
        await introspectionSide('Concierge provider', appPort, `sso.localhost:${appPort}`, { token: '/oidc/token', introspection: '/oidc/token/introspection' }, basic('EXT', EXT_SECRET)),
        await introspectionSide('stock oidc-provider', stockPort, `localhost:${stockPort}`, { token: '/token', introspection: '/token/introspection' }, basic('bench', STOCK_SECRET)),
      ]);
      const ratio = pairedRatio(appLoad, stockLoad);
      report(
        'OIDC token introspection (RFC 7662, client_secret_basic, a client-credentials token), 10 connections, alternated',
        [
          ['Concierge provider (Prisma SQLite, registry clients)', appLoad],
          ['oidc-provider stock (in-memory adapter)', stockLoad],
        ],
        { label: 'ratio Concierge / stock', value: ratio },
      );
      return { app: appLoad, stock: stockLoad, ratio };
    } finally {
      await stopChild(stock);
    }
  } finally {
    await stopChild(app);
  }
}

await runAsScript(import.meta.url, benchOidcIntrospection);
