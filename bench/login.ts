/**
 * Login throughput: POST /api/uc/login (attempt reservation, argon2id in the hash pool, session,
 * apps and menus; login log written behind) against raw argon2id verifications with the same
 * parameters on the same core, measured in the same run. Concurrent logins rotate over many
 * benchmark accounts (bench/lib/bench-accounts.ts): repeated bursts on one account are what the
 * lock-out reservation is there to stop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { alternate, pairedRatio, envelopeOk, load, request, runAsScript, report, ROOT, startApp, type Load } from './lib/harness';
import { rotatingLogins, seedBenchAccounts } from './lib/bench-accounts';
import { HASH_WORKER_NICE } from '../lib/security/hash-pool';

const ACCOUNTS = 3000;
const CONNECTIONS = 8;

/** Verifications per second of a child process pinned to CPU 0 at the hashing threads' niceness, `concurrency` in flight. */
function rawArgon2(seconds: number, concurrency: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    // At the niceness of the product's hashing threads (ADR 070 renices them to 19): on a shared
    // machine a nice-0 baseline would win the core from any other load that a nice-19 pool loses to.
    const args = ['-c', '0', '/usr/bin/nice', '-n', String(HASH_WORKER_NICE), process.execPath, tsx, path.join(ROOT, 'bench', 'lib', 'argon2-baseline.ts'), String(seconds), String(concurrency)];
    const child = spawn('/usr/bin/taskset', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve((JSON.parse(out.trim().split('\n').pop()!) as { rate: number }).rate) : reject(new Error(`argon2 baseline exited ${code}`))));
  });
}

export async function benchLogin(appPort = Number(process.env.BENCH_LOGIN_PORT ?? 3621)): Promise<{ app: Load; argon2PerSecond: number; ratio: number }> {
  const app = await startApp(appPort);
  try {
    const { accounts, password } = await seedBenchAccounts('file:./tmp/bench/bench.db', ACCOUNTS);
    const host = `localhost:${appPort}`;
    const first = accounts[0]!;
    const probe = await request(appPort, { method: 'POST', path: '/api/uc/login', host, body: { ...first, password } });
    if (!envelopeOk(probe.body)) throw new Error(`a benchmark account cannot sign in: ${probe.status} ${probe.body.slice(0, 200)}`);
    // Past the probe's account: each request signs in the next account of the rotation.
    const opts = rotatingLogins(appPort, accounts.slice(1).concat(first), password, CONNECTIONS);
    const [appLoad, argon2] = await alternate([
      { name: 'Concierge logins', run: (duration) => load({ ...opts, duration, okBody: envelopeOk }) },
      { name: 'raw argon2id', run: async (duration) => ({ rps: await rawArgon2(duration, CONNECTIONS), p50: 0, p99: 0, errors: 0, non2xx: 0, wrong: 0 }) },
    ], { rounds: Number(process.env.BENCH_ROUNDS ?? 3) });
    const ratio = pairedRatio(appLoad, argon2);
    report(
      `Login POST /api/uc/login, ${CONNECTIONS} connections, rotating over ${ACCOUNTS} accounts, alternated with raw argon2id`,
      [
        ['Concierge logins/s (npm start, production)', appLoad],
        [`raw argon2id verifications/s (m=19456,t=2,p=1, nice ${HASH_WORKER_NICE}) rounds ${argon2.rounds.map((r) => r.toFixed(1)).join(', ')}`, argon2.rps],
      ],
      { label: 'ratio logins / raw verifications, mean of the passes (target >= 0.85)', value: ratio },
    );
    return { app: appLoad, argon2PerSecond: argon2.rps, ratio };
  } finally {
    await app.stop();
  }
}

await runAsScript(import.meta.url, benchLogin);
