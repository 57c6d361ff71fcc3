/**
 * Login throughput (POST /api/uc/login: argon2id verification, session, login log, apps and
 * menus) against raw argon2id verifications with the same parameters on the same core.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { load, runAsScript, report, ROOT, startApp, type Load } from './lib/harness';

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

export async function benchLogin(appPort = 3303): Promise<{ app: Load; argon2PerSecond: number; ratio: number }> {
  const connections = 8;
  const app = await startApp(appPort);
  let appLoad: Load;
  try {
    const host = `localhost:${appPort}`;
    const opts = {
      url: `http://127.0.0.1:${appPort}/api/uc/login`,
      method: 'POST' as const,
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', language: 'zh-CN' },
      body: JSON.stringify({ unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' }),
      connections,
    };
    await load({ ...opts, duration: 3 });
    appLoad = await load(opts);
  } finally {
    await app.stop();
  }
  const argon2PerSecond = await rawArgon2(10, connections);
  const ratio = appLoad.rps / argon2PerSecond;
  report(`Login POST /api/uc/login, ${connections} connections, 10 s`, [['Concierge logins (npm start, production)', appLoad], ['raw argon2id verifications (m=19456,t=2,p=1)', argon2PerSecond]], { label: 'ratio logins / raw verifications', value: ratio });
  return { app: appLoad, argon2PerSecond, ratio };
}

await runAsScript(import.meta.url, benchLogin);
