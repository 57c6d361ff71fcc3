/**
 * Console lists at scale (issues 10 and 20): EVERY console list call (the calls of
 * lib/contracts/console.ts whose input takes firstResult and pageSize), for two callers, on SQLite
 * and PostgreSQL, at the scale seed (100,000 users, 1,000,000 login logs, 200,000 audit rows,
 * 200,000 role-tree changes, 50,000 sent notices). For each list: p50 and p95 of the first page and
 * of a page 90% deep; and, as before, filtered searches (users by a name fragment; login logs by
 * unit and a month). Targets: the 90%-deep page within 1.5x the first page's p95 (meaningful for
 * the lists the seed makes large; the small ones are printed too and marked so); the name-fragment
 * search under 100 ms p95.
 *
 * Every figure is a console call of the product as the BFF makes it: the built-in backend's
 * console (backend.console.<call>) with the token of a real sign-in, so the call's permission and
 * scope checks, the caller's Access and the list service (its page reader, services/paging.ts)
 * are all in what is measured. The callers: the super administrator (admin@HQ) and one hotel's
 * administrator (h001admin@H001). A call the caller may not make is printed as refused.
 *
 *   npx tsx bench/console-lists.ts --seed      # migrate and seed both databases (once; minutes)
 *   npx tsx bench/console-lists.ts             # migrate, settle (VACUUM ANALYZE / ANALYZE), measure
 * BENCH_SQLITE_URL (default file:./tmp/bench/console-lists.db), BENCH_PG_URL (default
 * postgresql://postgres@127.0.0.1:5432/test?schema=bench_console_lists), BENCH_RUNS (default 40),
 * BENCH_PROVIDERS (default sqlite,postgresql), BENCH_LISTS (some list calls only, comma-separated),
 * BENCH_USERS, BENCH_LOGIN_LOGS, BENCH_AUDIT_LOGS, BENCH_OPERATION_LOGS, BENCH_MESSAGES (the
 * scale; a smaller one is for a quick run, its figures are not the target's).
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
import { STYLE_KINDS } from '../lib/style/kinds';
import { ROOT } from './lib/harness';
import { backendOn } from './lib/user-token';

const SQLITE_URL = process.env.BENCH_SQLITE_URL ?? 'file:./tmp/bench/console-lists.db';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test?schema=bench_console_lists';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SCALE = {
  users: Number(process.env.BENCH_USERS ?? 100_000),
  'login-logs': Number(process.env.BENCH_LOGIN_LOGS ?? 1_000_000),
  'audit-logs': Number(process.env.BENCH_AUDIT_LOGS ?? 200_000),
  'operation-logs': Number(process.env.BENCH_OPERATION_LOGS ?? 200_000),
  messages: Number(process.env.BENCH_MESSAGES ?? 50_000),
};
const ONLY = process.env.BENCH_LISTS?.split(',').filter(Boolean);
const PAGE = 20;
/** Below this many rows a list is small at scale: its deep page is a few pages in, and its ratio is printed for completeness only. */
const LARGE = 2_000;

function migrate(url: string) {
  const r = spawnSync('npm', ['run', 'db:migrate'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
  if (r.status !== 0) throw new Error(`npm run db:migrate failed for ${redact(url)}`);
}

/** The statistics a running database has (autovacuum, or SQLite's ANALYZE) after a bulk load. */
async function settle(db: Db, url: string) {
  if (parseDatabaseUrl(url).provider === 'postgresql') await db.$executeRawUnsafe('VACUUM ANALYZE "User", "LoginLog", "AuditLog", "OperationLog", "Message"');
  else await db.$executeRawUnsafe('ANALYZE');
}

/** The seed's own bulk path (multi-row INSERTs, ~20,000 rows/s); rows already there are kept. */
function seed(url: string) {
  console.log(`Seeding ${redact(url)} (demo, ${Object.entries(SCALE).map(([k, n]) => `${n.toLocaleString('en-US')} ${k}`).join(', ')})…`);
  const scale = Object.entries(SCALE).flatMap(([k, n]) => [`--${k}`, String(n)]);
  for (const args of [['run', 'db:migrate'], ['run', 'db:seed', '--', ...scale]]) {
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

type ListRun = () => Promise<{ datas: unknown[]; totalRows: number }>;

/** One console call as the BFF makes it: the body parsed by the call's own schema, then the backend's console. */
function call<N extends ConsoleCallName>(backend: Backend, ctx: CallContext, name: N, body: Record<string, unknown>): ListRun {
  const input = consoleCalls[name].input.parse(body) as ConsoleInput<N>;
  const run = backend.console[name] as (c: CallContext, i: ConsoleInput<N>) => Promise<{ datas: unknown[]; totalRows: number }>;
  return () => run(ctx, input);
}

/** The console's list calls, from the contracts: every call whose input takes firstResult and pageSize. */
function listCalls(): ConsoleCallName[] {
  return (Object.keys(consoleCalls) as ConsoleCallName[]).filter((name) => {
    const shape = (consoleCalls[name].input as { shape?: Record<string, unknown> }).shape;
    return !!shape && 'firstResult' in shape && 'pageSize' in shape;
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Measured = { label: string; p50: number; p95: number; rows: number; total: number };

/**
 * Every list measured in turn within each run (first page, deep page, first page, ...), each
 * warmed up first: a page and the first page it is compared with see the same moments of a
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

type Caller = { name: string; ctx: CallContext; unitId: number; roleId: number };
type ListCase = { list: ConsoleCallName; caller: string; total: number; refused?: string; first?: Measured; deep?: Measured };

/** What a list needs besides paging (its required filters), for one caller: its own unit, a role of it, the console's application. */
function required(list: ConsoleCallName, caller: Caller, ucAppId: number): Record<string, unknown> {
  switch (list) {
    case 'roleUsers':
    case 'roleTreeLog':
      return { roleId: caller.roleId };
    case 'resourceTreeLog':
      return { appId: ucAppId };
    case 'listIpWhiteGroups':
    case 'listExemptUsers':
    case 'listSmsUsers':
      return { unitId: caller.unitId };
    case 'listStyles':
      return { kind: STYLE_KINDS[0] };
    default:
      return {};
  }
}

async function benchProvider(url: string) {
  // The services pick provider-specific filters (ILIKE on PostgreSQL) from DATABASE_URL.
  process.env.DATABASE_URL = url;
  const db = createPrismaClient(url);
  const { backend, close } = backendOn(db);
  try {
    const users = await db.user.count();
    const logs = await db.loginLog.count();
    if (users < SCALE.users || logs < SCALE['login-logs']) throw new Error(`${redact(url)} has ${users} users and ${logs} login logs; run with --seed first`);
    await settle(db, url);
    const admin = await signIn(backend, DEMO_ACCOUNTS.admin.unit, DEMO_ACCOUNTS.admin.code, DEMO_ACCOUNTS.admin.password);
    const h001admin = await signIn(backend, 'H001', 'h001admin', DEFAULT_DEMO_PASSWORD);
    // The sign-ins' own log rows, written now rather than during the first measured call.
    await flushLoginWrites(db);
    const unitOf = async (code: string) => (await db.unit.findUniqueOrThrow({ where: { code }, select: { id: true } })).id;
    const roleOf = async (unitId: number) => (await db.role.findFirstOrThrow({ where: { unitId }, orderBy: { id: 'asc' }, select: { id: true } })).id;
    const [hq, h001] = [await unitOf(DEMO_ACCOUNTS.admin.unit), await unitOf('H001')];
    const callers: Caller[] = [
      { name: 'super admin', ctx: admin, unitId: hq, roleId: await roleOf(hq) },
      { name: 'H001 admin', ctx: h001admin, unitId: h001, roleId: await roleOf(h001) },
    ];
    const ucAppId = (await db.application.findUniqueOrThrow({ where: { code: 'UC' }, select: { id: true } })).id;
    const deep = (total: number) => Math.max(0, Math.min(total - 1, Math.floor((total * 0.9) / PAGE) * PAGE));
    const page = (firstResult: number, filters: Record<string, unknown> = {}) => ({ firstResult, pageSize: PAGE, ...filters });

    // Each list's size for each caller (a probe of one row), or why the caller may not list it.
    const cases: ListCase[] = [];
    const runs: [string, ListRun][] = [];
    for (const list of listCalls().filter((l) => !ONLY || ONLY.includes(l))) {
      for (const caller of callers) {
        const base = required(list, caller, ucAppId);
        let total: number;
        try {
          total = (await call(backend, caller.ctx, list, page(0, { ...base, pageSize: 1 }))()).totalRows;
        } catch (e) {
          const code = (e as { code?: unknown }).code;
          cases.push({ list, caller: caller.name, total: 0, refused: code === undefined ? String(e) : `refused (${String(code)})` });
          continue;
        }
        cases.push({ list, caller: caller.name, total });
        runs.push([`${list}|${caller.name}|first`, call(backend, caller.ctx, list, page(0, base))]);
        runs.push([`${list}|${caller.name}|deep`, call(backend, caller.ctx, list, page(deep(total), base))]);
      }
    }
    // The searches of the earlier targets.
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const searches: [string, ListRun][] = [
      ['users, name fragment 晓东 (super admin)', call(backend, admin, 'listUsers', page(0, { name: '晓东' }))],
      ['users, name fragment 晓东 (H001 admin)', call(backend, h001admin, 'listUsers', page(0, { name: '晓东' }))],
      ['login logs, H001 in the last 30 days (super admin)', call(backend, admin, 'listLoginLogs', page(0, { unitCode: 'H001', atStart: since }))],
    ];
    const measured = await measureAlternately([...runs, ...searches]);
    const by = new Map(measured.map((m) => [m.label, m]));
    for (const c of cases) {
      c.first = by.get(`${c.list}|${c.caller}|first`);
      c.deep = by.get(`${c.list}|${c.caller}|deep`);
    }
    return { cases, searches: measured.slice(runs.length) };
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
    console.log(`\n${parseDatabaseUrl(url).provider}: ${redact(url)} (${RUNS} runs each, page size ${PAGE}, a deep page at 90% of the list)`);
    const { cases, searches } = await benchProvider(url);
    const cols = [['list', 20], ['caller', 12], ['rows', 10], ['first p50', 10], ['first p95', 10], ['deep p50', 10], ['deep p95', 10], ['ratio', 7], ['', 0]] as const;
    console.log(cols.map(([h, w], i) => (i < 2 ? h.padEnd(w) : h.padStart(w))).join(''));
    const ms = (v?: number) => (v === undefined ? '' : v.toFixed(1));
    const large: ListCase[] = [];
    for (const c of cases) {
      if (c.refused) {
        console.log(`${c.list.padEnd(20)}${c.caller.padEnd(12)}${''.padStart(10)}  ${c.refused}`);
        continue;
      }
      const ratio = c.first && c.deep ? c.deep.p95 / c.first.p95 : NaN;
      const small = c.total < LARGE;
      if (!small) large.push(c);
      const note = small ? `small at scale (${c.total} rows)` : ratio <= 1.5 ? 'met' : 'MISSED';
      console.log(
        [c.list.padEnd(20), c.caller.padEnd(12), c.total.toLocaleString('en-US').padStart(10), ms(c.first?.p50).padStart(10), ms(c.first?.p95).padStart(10), ms(c.deep?.p50).padStart(10), ms(c.deep?.p95).padStart(10), (Number.isNaN(ratio) ? '' : `${ratio.toFixed(2)}x`).padStart(7), `  ${note}`].join(''),
      );
    }
    for (const s of searches) console.log(`${s.label}: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${s.total.toLocaleString('en-US')} rows)`);
    const missed = large.filter((c) => c.deep!.p95 / c.first!.p95 > 1.5);
    console.log(`deep-page target (90% deep p95 ≤ 1.5x the first page's p95) on the ${large.length} list/caller pairs of ${LARGE.toLocaleString('en-US')} rows or more: ${missed.length === 0 ? 'met by all' : `missed by ${missed.map((c) => `${c.list} (${c.caller})`).join(', ')}`}`);
    const names = searches.filter((s) => s.label.includes('name fragment'));
    console.log(`name-fragment search p95 < 100 ms: ${names.map((s) => `${s.label.replace('users, name fragment 晓东 ', '')} ${s.p95.toFixed(1)} ms`).join(', ')} — ${names.every((s) => s.p95 < 100) ? 'met' : 'MISSED'}`);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
