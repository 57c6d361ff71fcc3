/**
 * `npx tsx bench/profile.ts <token|cookie|login|page|notfound|publish>`: the production server under one
 * benchmark's load with `node --cpu-prof`, and where its main thread spent the load's 10 seconds
 * (self time by file or package, inclusive time by function). The profiles stay in
 * tmp/bench/profiles for Chrome DevTools. Profiling slows the server: read shares, not req/s.
 * `publish`: notices to unit HQ published one after another through the BFF, as bench/stomp.ts publishes
 * them, with no live listener: the publication's own cost, which the delivery time includes before
 * any frame goes out.
 * BENCH_PROFILE_NO_NEXT=1 profiles the same server without Next in the process (bench/lib/bff-only-server.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { load, request, ROOT, SECRET, sessionCookie, type Load } from './lib/harness';
import { rotatingLogins, seedBenchAccounts } from './lib/bench-accounts';
import { userToken } from './lib/user-token';

const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 3690);
const HOST = `localhost:${PORT}`;
const DIR = path.join(ROOT, 'tmp', 'bench', 'profiles');
const DB = 'file:./tmp/bench/bench.db';

type Mode = 'token' | 'cookie' | 'login' | 'page' | 'notfound' | 'publish';

async function drive(mode: Mode): Promise<Load> {
  const url = `http://127.0.0.1:${PORT}`;
  switch (mode) {
    case 'token': {
      const token = await userToken(DB, { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' }, 'UC');
      return load({ url: `${url}/api/uc/sso/available?appCode=UC`, headers: { host: HOST, authorization: `Bearer ${token}` }, duration: 10 });
    }
    case 'cookie': {
      const login = await request(PORT, { method: 'POST', path: '/api/uc/login', host: HOST, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
      return load({ url: `${url}/api/uc/login/backdoorState`, headers: { host: HOST, cookie: sessionCookie(login.headers).header }, duration: 10 });
    }
    case 'login': {
      const { accounts, password } = await seedBenchAccounts(DB, 3000);
      return load({ ...rotatingLogins(PORT, accounts, password, 8), duration: 10 });
    }
    case 'page':
      return load({ url: `${url}/login`, headers: { host: HOST }, duration: 10 });
    case 'notfound':
      return load({ url: `${url}/no-such-file.png`, headers: { host: HOST }, duration: 10 });
    case 'publish': {
      const login = await request(PORT, { method: 'POST', path: '/api/uc/login', host: HOST, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
      const body = JSON.stringify({ messageType: 'NOTICE', messageTitle: 'profile', messageText: '<p>fan-out profile</p>', target: { kind: 'UNIT', unitCode: 'HQ' } });
      return load({
        url: `${url}/api/internal-message/api/backstage/message/publish`,
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', cookie: sessionCookie(login.headers).header },
        body,
        connections: 1,
        duration: 10,
      });
    }
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function where(url: string): string {
  const i = url.lastIndexOf('/node_modules/');
  if (i >= 0) {
    const parts = url.slice(i + 14).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return url.replace(`file://${ROOT}/`, '') || '(native)';
}

/** Shares of the samples in the last `windowMs` of the profile (the load), by file and by function. */
function summarise(file: string, windowMs: number): void {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totalUs = p.timeDeltas.reduce((a, b) => a + b, 0);
  const fromUs = totalUs - windowMs * 1000;
  const selfTime = new Map<number, number>();
  let t = 0;
  p.samples.forEach((id, i) => {
    t += p.timeDeltas[i]!;
    if (t >= fromUs) selfTime.set(id, (selfTime.get(id) ?? 0) + p.timeDeltas[i]!);
  });
  const sum = [...selfTime.values()].reduce((a, b) => a + b, 0);
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}`;
  for (const [id, us] of selfTime) {
    const node = byId.get(id)!;
    const f = node.callFrame.functionName === '(idle)' ? '(idle)' : where(node.callFrame.url);
    byFile.set(f, (byFile.get(f) ?? 0) + us);
    const seen = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const l = label(byId.get(x)!);
      if (!seen.has(l)) inclusive.set(l, (inclusive.get(l) ?? 0) + us), seen.add(l);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${((v / sum) * 100).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  console.log(`\n${path.relative(ROOT, file)}: last ${(sum / 1e6).toFixed(1)} s\nself time by file or package:\n${top(byFile, 15)}\ninclusive time by function:\n${top(inclusive, Number(process.env.BENCH_PROFILE_TOP ?? 30))}`);
}

const mode = (process.argv[2] ?? 'token') as Mode;
if (!['token', 'cookie', 'login', 'page', 'notfound', 'publish'].includes(mode)) throw new Error('usage: bench/profile.ts <token|cookie|login|page|notfound|publish>');
fs.rmSync(DIR, { recursive: true, force: true });
fs.mkdirSync(DIR, { recursive: true });
// BENCH_PROFILE_NO_NEXT=1: the same server without Next in the process (token and cookie only).
const entry = process.env.BENCH_PROFILE_NO_NEXT ? 'bench/lib/bff-only-server.ts' : 'scripts/start.ts';
const child = spawn('taskset', ['-c', '0', process.execPath, '--cpu-prof', `--cpu-prof-dir=${DIR}`, '--import', 'tsx', entry], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: DB, SESSION_SECRET: SECRET, LOG_LEVEL: 'error', DEMO: 'true' },
});
for (let i = 0; ; i++) {
  try {
    await fetch(`http://127.0.0.1:${PORT}/login`, { headers: { host: HOST } });
    break;
  } catch {
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}
const result = await drive(mode);
console.log(`${mode}: ${result.rps.toFixed(0)} req/s under the profiler`);
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
// The main thread's profile is the largest; workers (the hash pool) write their own.
const files = fs.readdirSync(DIR).map((f) => path.join(DIR, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
for (const f of files.slice(0, mode === 'login' ? 3 : 1)) summarise(f, 10_000);
