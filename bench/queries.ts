/**
 * Database queries and in-process time per call of the built-in backend (the table of decision
 * record 080): a Prisma client that counts every model operation it sends, the demo data set on
 * SQLite (`tmp/bench/queries.db`, migrated and seeded when missing), each call once cold (first
 * time after sign-in) and then warm (mean of RUNS calls). `npx tsx bench/queries.ts`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createPrismaClient, type Db } from '../lib/db/client';
import type { Backend, CallContext } from '../lib/backend/types';
import { flushLoginWrites } from '../lib/backend/builtin/services/auth/login-write-behind';
import { ROOT } from './lib/harness';
import { backendOn } from './lib/user-token';
import { seedBenchAccounts } from './lib/bench-accounts';

const URL = 'file:./tmp/bench/queries.db';
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

function prepare(): void {
  const fresh = !fs.existsSync(path.join(ROOT, 'tmp', 'bench', 'queries.db'));
  fs.mkdirSync(path.join(ROOT, 'tmp', 'bench'), { recursive: true });
  for (const args of fresh ? [['run', 'db:migrate'], ['run', 'db:seed']] : [['run', 'db:migrate']]) {
    const r = spawnSync('npm', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: URL, DEMO: 'true' } });
    if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  }
}

function counting(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const counted = (db as unknown as { $extends(x: unknown): unknown }).$extends({
    query: {
      // Model operations and raw statements (the login write-behind's batched last-login UPDATE).
      $allOperations({ args, query }: { args: unknown; query: (a: unknown) => Promise<unknown> }) {
        n++;
        return query(args);
      },
    },
  }) as Db;
  return { db: counted, count: () => n };
}

async function figure(count: () => number, f: () => Promise<unknown>): Promise<{ cold: number; warm: number; ms: number }> {
  let before = count();
  await f();
  const cold = count() - before;
  before = count();
  const t = performance.now();
  for (let i = 0; i < RUNS; i++) await f();
  return { cold, warm: (count() - before) / RUNS, ms: (performance.now() - t) / RUNS };
}

export async function benchQueries(): Promise<void> {
  prepare();
  process.env.DATABASE_URL = URL;
  const raw = createPrismaClient(URL);
  const { db, count } = counting(raw);
  const { backend, close } = backendOn(db);
  const ctx = (token?: string, over: Partial<CallContext> = {}): CallContext => ({ locale: 'zh-CN', ip: '127.0.0.1', userAgent: 'bench', appCode: 'UC', host: 'localhost', ...(token ? { token } : {}), ...over });
  const signIn = async (b: Backend, unitCode: string, userCode: string, password: string) => (await b.auth.login(ctx(), { unitCode, userCode, password, appCode: 'UC' })).jwtToken;
  const { accounts, password: freshPassword } = await seedBenchAccounts(URL, 200 + RUNS + 1);
  // Spread over the hotels and their departments; the first 200 warm what they share.
  const fresh = accounts.slice(200, 200 + RUNS + 1);
  try {
    for (const a of accounts.slice(0, 200)) await backend.auth.login(ctx(), { ...a, password: freshPassword, appCode: 'UC' });
    const admin = await signIn(backend, 'HQ', 'admin', 'Admin@2026');
    const user = await signIn(backend, 'HQ', 'zhangwei', 'Demo@2026');
    await flushLoginWrites(db);
    const rows: [string, { cold: number; warm: number; ms: number }][] = [
      ['/sso/available (token check + opened application)', await figure(count, () => backend.auth.available(ctx(user), { appCode: 'UC' }))],
      ['permission check of a console call, super administrator', await figure(count, () => backend.access.require(ctx(admin), 'uc:user:list'))],
      ['permission check of a console call, ordinary user', await figure(count, () => backend.access.require(ctx(user), 'uc:user:list').catch(() => undefined))],
      ['getLoginByToken (apps, menu tree, options)', await figure(count, () => backend.auth.getLoginByToken(ctx(user), {} as never))],
      [
        // Each call a benchmark account not signed in before (bench/login.ts rotates over 3,000, so
        // nothing per user is warm there either); what they share (units, departments, roles) warm.
        'password login of an account not seen before (argon2id included)',
        await figure(count, async () => {
          const a = fresh.shift()!;
          await backend.auth.login(ctx(), { ...a, password: freshPassword, appCode: 'UC' });
          await flushLoginWrites(db);
        }),
      ],
      [
        'password login of an account seen before (argon2id included)',
        await figure(count, async () => {
          await backend.auth.login(ctx(), { unitCode: 'HQ', userCode: 'zhangwei', password: 'Demo@2026', appCode: 'UC' });
          await flushLoginWrites(db);
        }),
      ],
    ];
    console.log(`\n## Queries per call (built-in backend in process, demo data, SQLite; warm = mean of ${RUNS})`);
    console.log(`  ${'call'.padEnd(64)} ${'cold'.padStart(5)} ${'warm'.padStart(6)} ${'ms/op warm'.padStart(11)}`);
    for (const [name, r] of rows) console.log(`  ${name.padEnd(64)} ${String(r.cold).padStart(5)} ${r.warm.toFixed(1).padStart(6)} ${r.ms.toFixed(2).padStart(11)}`);
  } finally {
    await close();
    await raw.$disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchQueries();
