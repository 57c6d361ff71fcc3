/**
 * Login throughput: POST /api/uc/login (attempt reservation, argon2id in the hash pool, session,
 * apps and menus; login log written behind) against raw argon2id verifications with the same
 * parameters on the same core, measured in the same run. Concurrent logins rotate over many
 * benchmark accounts (bench/lib/bench-accounts.ts): repeated bursts on one account are what the
 * lock-out reservation is there to stop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { load, request, runAsScript, report, ROOT, startApp, type Load } from './lib/harness';
import { rotatingLogins, seedBenchAccounts } from './lib/bench-accounts';

const ACCOUNTS = 3000;
const CONNECTIONS = 8;
const SECONDS = 10;

/** Verifications per second of a child process pinned to CPU 0, `concurrency` in flight. */
function rawArgon2(seconds: number, concurrency: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const args = ['-c', '0', process.execPath, tsx, path.join(ROOT, 'bench', 'lib', 'argon2-baseline.ts'), String(seconds), String(concurrency)];
    const child = spawn('/usr/bin/taskset', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve((JSON.parse(out.trim().split('\n').pop()!) as { rate: number }).rate) : reject(new Error(`argon2 baseline exited ${code}`))));
  });
}

export async function benchLogin(appPort = Number(process.env.BENCH_LOGIN_PORT ?? 3303)): Promise<{ app: Load; argon2PerSecond: number; ratio: number }> {
  const app = await startApp(appPort);
  let appLoad: Load;
  try {
    const { accounts, password } = await seedBenchAccounts('file:./tmp/bench/bench.db', ACCOUNTS);
    const host = `localhost:${appPort}`;
    const first = accounts[0]!;
    const probe = await request(appPort, { method: 'POST', path: '/api/uc/login', host, body: { ...first, password } });
    if (!probe.body.includes('"result":0')) throw new Error(`a benchmark account cannot sign in: ${probe.status} ${probe.body.slice(0, 200)}`);
    // Past the probe's account: each request signs in the next account of the rotation.
    const opts = rotatingLogins(appPort, accounts.slice(1).concat(first), password, CONNECTIONS);
    await load({ ...opts, duration: 3 });
    appLoad = await load({ ...opts, duration: SECONDS });
  } finally {
    await app.stop();
  }
  const argon2PerSecond = await rawArgon2(SECONDS, CONNECTIONS);
  const ratio = appLoad.rps / argon2PerSecond;
  report(
    `Login POST /api/uc/login, ${CONNECTIONS} connections, ${SECONDS} s, rotating over ${ACCOUNTS} accounts`,
    [
      ['Concierge logins/s (npm start, production)', appLoad],
      ['raw argon2id verifications/s (m=19456,t=2,p=1)', argon2PerSecond],
    ],
    { label: 'ratio logins / raw verifications (target >= 0.85)', value: ratio },
  );
  return { app: appLoad, argon2PerSecond, ratio };
}

await runAsScript(import.meta.url, benchLogin);
