/**
 * Console lists at scale (issues 10 and 20): users and login logs at the scale seed (100,000 users,
 * 1,000,000 login logs) on SQLite and PostgreSQL. For each list: p50 and p95 of the first page,
 * of a page 90% deep and of a filtered search (users by a name fragment; login logs by unit and a
 * month). Targets: the 90%-deep page within 1.5x the first page's p95; the name-fragment search
 * under 100 ms p95.
 *
 * Every figure is a console call of the product as the BFF makes it: the built-in backend's
 * console (backend.console.<call>) with the token of a real sign-in, so the call's permission and
 * scope checks, the caller's Access and the list service (its page reader, services/paging.ts)
 * are all in what is measured. The callers: the super administrator (admin@HQ) and one hotel's
 * administrator (h001admin@H001).
 *
 *   npx tsx bench/console-lists.ts --seed      # migrate and seed both databases (once; minutes)
 *   npx tsx bench/console-lists.ts             # migrate, settle (VACUUM ANALYZE / ANALYZE), measure
 * BENCH_SQLITE_URL (default file:./tmp/bench/console-lists.db), BENCH_PG_URL (default
 * postgresql://postgres@127.0.0.1:5432/test?schema=bench_console_lists), BENCH_RUNS (default 40),
 * BENCH_PROVIDERS (default sqlite,postgresql), BENCH_USERS and BENCH_LOGIN_LOGS (the scale; default
 * 100000 and 1000000: a smaller scale is for a quick run, its figures are not the target's).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPrismaClient, type Db } from '../lib/db/client';
import { parseDatabaseUrl, redact } from '../lib/db/url';
import { flushLoginWrites } from '../lib/backend/builtin/services/auth/login-write-behind';
import type { Backend, CallContext } from '../lib/backend/types';
import { consoleCalls, type ConsoleCallName, type ConsoleInput } from '../lib/contracts/console';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../prisma/seed/users';
import { ROOT } from './lib/harness';
import { backendOn } from './lib/user-token';

const SQLITE_URL = process.env.BENCH_SQLITE_URL ?? 'file:./tmp/bench/console-lists.db';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test?schema=bench_console_lists';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const LOGIN_LOGS = Number(process.env.BENCH_LOGIN_LOGS ?? 1_000_000);
const PAGE = 20;

function migrate(url: string) {
  const r = spawnSync('npm', ['run', 'db:migrate'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
  if (r.status !== 0) throw new Error(`npm run db:migrate failed for ${redact(url)}`);
}

/** The statistics a running database has (autovacuum, or SQLite's ANALYZE) after a bulk load. */
async function settle(db: Db, url: string) {
  if (parseDatabaseUrl(url).provider === 'postgresql') await db.$executeRawUnsafe('VACUUM ANALYZE "User", "LoginLog"');
  else await db.$executeRawUnsafe('ANALYZE');
}

/** The seed's own bulk path (multi-row INSERTs, ~20,000 rows/s); rows already there are kept. */
function seed(url: string) {
  console.log(`Seeding ${redact(url)} (demo, ${USERS.toLocaleString('en-US')} users, ${LOGIN_LOGS.toLocaleString('en-US')} login logs)…`);
  for (const args of [['run', 'db:migrate'], ['run', 'db:seed', '--', '--users', String(USERS), '--login-logs', String(LOGIN_LOGS)]]) {
    const r = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, DEMO: 'true' } });
    if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed for ${redact(url)}`);
  }
}


/** A signed-in console caller: the context the BFF hands the backend, with the session's token. */
async function signIn(backend: Backend, unitCode: string, userCode: string, password: string): Promise<CallContext> {
  const ctx: CallContext = { locale: 'zh-CN', ip: '127.0.0.1', userAgent: 'bench', appCode: 'UC', host: 'localhost' };
  const result = await backend.auth.login(ctx, { unitCode, userCode, password, appCode: 'UC' });
  return { ...ctx, token: result.jwtToken };
}

/** One console call as the BFF makes it: the body parsed by the call's own schema, then the backend's console. */
function call<N extends ConsoleCallName>(backend: Backend, ctx: CallContext, name: N, body: Record<string, unknown>) {
  const input = consoleCalls[name].input.parse(body) as ConsoleInput<N>;
  const run = backend.console[name] as (c: CallContext, i: ConsoleInput<N>) => Promise<{ datas: unknown[]; totalRows: number }>;
  return () => run(ctx, input);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type ListRun = () => Promise<{ datas: unknown[]; totalRows: number }>;
type Measured = { label: string; p50: number; p95: number; rows: number; total: number };

/**
 * Every list measured in turn within each run (first page, deep page, search, first page, ...),
 * each warmed up first: a page and the first page it is compared with see the same moments of a
 * shared machine, as the HTTP benchmarks' alternation does.
 */
async function measureAlternately(lists: [string, ListRun][]): Promise<Measured[]> {
  // Warm-up: caches and prepared statements.
  const last: Awaited<ReturnType<ListRun>>[] = [];
  for (const [, run] of lists) last.push(await run());
  const times: number[][] = lists.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, [, run]] of lists.entries()) {
      const t = performance.now();
      last[k] = await run();
      times[k]!.push(performance.now() - t);
    }
  }
  return lists.map(([label], k) => {
    const sorted = times[k]!.sort((a, b) => a - b);
    return { label, p50: percentile(sorted, 50), p95: percentile(sorted, 95), rows: last[k]!.datas.length, total: last[k]!.totalRows };
  });
}

async function benchProvider(url: string) {
  // The services pick provider-specific filters (ILIKE on PostgreSQL) from DATABASE_URL.
  process.env.DATABASE_URL = url;
  const db = createPrismaClient(url);
  const { backend, close } = backendOn(db);
  try {
    const users = await db.user.count();
    const logs = await db.loginLog.count();
    if (users < USERS || logs < LOGIN_LOGS) throw new Error(`${redact(url)} has ${users} users and ${logs} login logs; run with --seed first`);
    await settle(db, url);
    const admin = await signIn(backend, DEMO_ACCOUNTS.admin.unit, DEMO_ACCOUNTS.admin.code, DEMO_ACCOUNTS.admin.password);
    const h001admin = await signIn(backend, 'H001', 'h001admin', DEFAULT_DEMO_PASSWORD);
    // The sign-ins' own log rows, written now rather than during the first measured call.
    await flushLoginWrites(db);
    const totalAll = await db.user.count();
    const totalOne = await db.user.count({ where: { unit: { code: 'H001' } } });
    const totalLogs = await db.loginLog.count();
    const totalUnitLogs = (await call(backend, h001admin, 'listUnitLoginLogs', { firstResult: 0, pageSize: 1 })()).totalRows;
    const deep = (total: number) => Math.floor((total * 0.9) / PAGE) * PAGE;
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const page = (firstResult: number, filters: Record<string, unknown> = {}) => ({ firstResult, pageSize: PAGE, ...filters });
    return measureAlternately([
      ['users, first page (every unit)', call(backend, admin, 'listUsers', page(0))],
      ['users, page 90% deep (every unit)', call(backend, admin, 'listUsers', page(deep(totalAll)))],
      ['users, name fragment 晓东 (every unit)', call(backend, admin, 'listUsers', page(0, { name: '晓东' }))],
      ['users, first page (H001 administrator)', call(backend, h001admin, 'listUsers', page(0))],
      ['users, page 90% deep (H001 administrator)', call(backend, h001admin, 'listUsers', page(deep(totalOne)))],
      ['users, name fragment 晓东 (H001 administrator)', call(backend, h001admin, 'listUsers', page(0, { name: '晓东' }))],
      ['login logs, first page (every unit)', call(backend, admin, 'listLoginLogs', page(0))],
      ['login logs, page 90% deep (every unit)', call(backend, admin, 'listLoginLogs', page(deep(totalLogs)))],
      ['login logs, H001 in the last 30 days', call(backend, admin, 'listLoginLogs', page(0, { unitCode: 'H001', atStart: since }))],
      ['login logs, first page (H001 administrator)', call(backend, h001admin, 'listUnitLoginLogs', page(0))],
      ['login logs, page 90% deep (H001 administrator)', call(backend, h001admin, 'listUnitLoginLogs', page(deep(totalUnitLogs)))],
    ]);
  } finally {
    await close();
    await db.$disconnect();
  }
}

async function main() {
  const { values } = parseArgs({ options: { seed: { type: 'boolean', default: false } } });
  const providers = (process.env.BENCH_PROVIDERS ?? 'sqlite,postgresql').split(',');
  const urls = providers.map((p) => (p === 'sqlite' ? SQLITE_URL : PG_URL));
  if (values.seed) for (const url of urls) seed(url);
  else for (const url of urls) migrate(url);
  for (const url of urls) {
    console.log(`\n${parseDatabaseUrl(url).provider}: ${redact(url)} (${RUNS} runs each, page size ${PAGE})`);
    const results = await benchProvider(url);
    console.log(['list'.padEnd(48), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'rows'.padStart(6), 'total'.padStart(10)].join(''));
    for (const r of results) console.log([r.label.padEnd(48), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), String(r.rows).padStart(6), r.total.toLocaleString('en-US').padStart(10)].join(''));
    const by = (label: string) => results.find((r) => r.label === label)!;
    for (const scope of ['every unit', 'H001 administrator']) {
      const first = by(`users, first page (${scope})`);
      const deepPage = by(`users, page 90% deep (${scope})`);
      const name = by(`users, name fragment 晓东 (${scope})`);
      console.log(`users (${scope}): 90% deep p95 ${deepPage.p95.toFixed(1)} ms = ${(deepPage.p95 / first.p95).toFixed(2)}x the first page's p95 (target ≤ 1.5x); name fragment p95 ${name.p95.toFixed(1)} ms (target < 100 ms)`);
    }
    for (const scope of ['every unit', 'H001 administrator']) {
      const first = by(`login logs, first page (${scope})`);
      const deepPage = by(`login logs, page 90% deep (${scope})`);
      console.log(`login logs (${scope}): 90% deep p95 ${deepPage.p95.toFixed(1)} ms = ${(deepPage.p95 / first.p95).toFixed(2)}x the first page's p95 (target ≤ 1.5x)`);
    }
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
