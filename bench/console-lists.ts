/**
 * Console lists at scale (issue 10): users and login logs at the scale seed (100,000 users,
 * 1,000,000 login logs) on SQLite and PostgreSQL. For each list: p50 and p95 of the first page,
 * of a page 90% deep and of a filtered search (users by a name fragment; login logs by unit and a
 * month). Targets: the 90%-deep page within 1.5x the first page's p95; the name-fragment search
 * under 100 ms p95.
 *
 * The user list is the console's own service (listUsers, as a super administrator and as the
 * administrator of one hotel); the login-log list is the query its screen makes (newest first,
 * through the same page reader).
 *
 *   npx tsx bench/console-lists.ts --seed      # migrate and seed both databases (once; minutes)
 *   npx tsx bench/console-lists.ts             # migrate, settle (VACUUM ANALYZE / ANALYZE), measure
 * BENCH_SQLITE_URL (default file:./tmp/bench/console-lists.db), BENCH_PG_URL (default
 * postgresql://postgres@127.0.0.1:5432/test?schema=bench_console_lists), BENCH_RUNS (default 40),
 * BENCH_PROVIDERS (default sqlite,postgresql).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createPrismaClient, type Db } from '../lib/db/client';
import { parseDatabaseUrl, redact } from '../lib/db/url';
import type { BuiltinDeps } from '../lib/backend/builtin/deps';
import type { Access } from '../lib/backend/builtin/services/access/access';
import { listUsers } from '../lib/backend/builtin/services/users/list-users';
import { readPage } from '../lib/backend/builtin/services/paging';
import { ALL_PERMISSIONS } from '../lib/contracts/permissions';
import { consoleCalls } from '../lib/contracts/console';

/** The list call's input as the BFF hands it over (parsed by the call's own schema). */
const usersInput = (body: Record<string, unknown>) => consoleCalls.listUsers.input.parse(body);

const SQLITE_URL = process.env.BENCH_SQLITE_URL ?? 'file:./tmp/bench/console-lists.db';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test?schema=bench_console_lists';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
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

function seed(url: string) {
  console.log(`Seeding ${redact(url)} (demo, 100,000 users, 1,000,000 login logs)…`);
  for (const args of [['run', 'db:migrate'], ['run', 'db:seed', '--', '--users', '100000', '--login-logs', '1000000']]) {
    const r = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, DEMO: 'true' } });
    if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed for ${redact(url)}`);
  }
}

/** A console caller without a session: the super administrator (every unit) or the administrator of one unit. */
function accessOf(unitId: number | null): Access {
  const scope: Access['scope'] = unitId === null ? 'ALL' : new Set([unitId]);
  const inScope = (id: number | null | undefined) => scope === 'ALL' || (id !== null && id !== undefined && scope.has(id));
  return {
    principal: { user: { id: 1, code: 'admin', type: unitId === null ? 'SUPER_ADMIN' : 'UNIT_ADMIN' }, unit: { id: unitId ?? 1, code: 'HQ' } },
    ctx: { locale: 'zh-CN', ip: '127.0.0.1', userAgent: 'bench', appCode: 'UC', host: 'uc.localhost' },
    permissions: new Set(ALL_PERMISSIONS),
    scope,
    adminMode: true,
    isSuper: unitId === null,
    has: () => true,
    require: () => undefined,
    inScope,
    requireUnit: (id: number | null | undefined) => {
      if (!inScope(id)) throw new Error('out of scope');
    },
    unitIdFilter: () => (scope === 'ALL' ? undefined : { in: [...scope] }),
  } as unknown as Access;
}

/** The login-log list as its screen asks for it: newest first, optional unit, user, result and period. */
async function listLoginLogs(db: Db, input: { firstResult: number; pageSize: number; unitCode?: string; from?: Date; to?: Date }) {
  const where = { unitCode: input.unitCode, at: input.from || input.to ? { gte: input.from, lt: input.to } : undefined };
  const totalRows = await db.loginLog.count({ where });
  const datas = await readPage({
    total: totalRows,
    firstResult: input.firstResult,
    pageSize: input.pageSize,
    read: ({ skip, take, reverse }) =>
      db.loginLog.findMany({ where, orderBy: reverse ? [{ at: 'asc' }, { id: 'asc' }] : [{ at: 'desc' }, { id: 'desc' }], skip, take }),
  });
  return { datas, totalRows };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, run: () => Promise<{ datas: unknown[]; totalRows: number }>): Promise<{ label: string; p50: number; p95: number; rows: number; total: number }> {
  let last = await run(); // warm-up: caches and prepared statements
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    last = await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), rows: last.datas.length, total: last.totalRows };
}

async function benchProvider(url: string) {
  // The services pick provider-specific filters (ILIKE on PostgreSQL) from DATABASE_URL.
  process.env.DATABASE_URL = url;
  const db = createPrismaClient(url);
  const deps = { db } as unknown as BuiltinDeps;
  try {
    const users = await db.user.count();
    const logs = await db.loginLog.count();
    if (users < 100_000 || logs < 1_000_000) throw new Error(`${redact(url)} has ${users} users and ${logs} login logs; run with --seed first`);
    await settle(db, url);
    const hotel = await db.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    const all = accessOf(null);
    const one = accessOf(hotel.id);
    const totalAll = await db.user.count();
    const totalOne = await db.user.count({ where: { unitId: hotel.id } });
    const deep = (total: number) => Math.floor((total * 0.9) / PAGE) * PAGE;
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const results = [
      await measure('users, first page (every unit)', () => listUsers(deps, all, usersInput({ firstResult: 0, pageSize: PAGE }))),
      await measure('users, page 90% deep (every unit)', () => listUsers(deps, all, usersInput({ firstResult: deep(totalAll), pageSize: PAGE }))),
      await measure('users, name fragment 晓东 (every unit)', () => listUsers(deps, all, usersInput({ firstResult: 0, pageSize: PAGE, name: '晓东' }))),
      await measure('users, first page (H001 administrator)', () => listUsers(deps, one, usersInput({ firstResult: 0, pageSize: PAGE }))),
      await measure('users, page 90% deep (H001 administrator)', () => listUsers(deps, one, usersInput({ firstResult: deep(totalOne), pageSize: PAGE }))),
      await measure('users, name fragment 晓东 (H001 administrator)', () => listUsers(deps, one, usersInput({ firstResult: 0, pageSize: PAGE, name: '晓东' }))),
      await measure('login logs, first page', () => listLoginLogs(db, { firstResult: 0, pageSize: PAGE })),
      await measure('login logs, page 90% deep', () => listLoginLogs(db, { firstResult: deep(logs), pageSize: PAGE })),
      await measure('login logs, H001 in the last 30 days', () => listLoginLogs(db, { firstResult: 0, pageSize: PAGE, unitCode: 'H001', from: since })),
    ];
    return results;
  } finally {
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
    const lf = by('login logs, first page');
    const ld = by('login logs, page 90% deep');
    console.log(`login logs: 90% deep p95 ${ld.p95.toFixed(1)} ms = ${(ld.p95 / lf.p95).toFixed(2)}x the first page's p95 (target ≤ 1.5x)`);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
