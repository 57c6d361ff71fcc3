/**
 * `npm test`: every test layer, then one summary line `N passed, N failed[, N skipped]`.
 *   1. checks: TypeScript, schema drift between the providers and their migrations
 *   2. unit + integration tests (vitest) on SQLite
 *   3. the integration tests again on PostgreSQL and Redis (TEST_DATABASE=postgresql TEST_STORE=redis),
 *      and the multi-instance tests (two servers on one PostgreSQL and one Redis)
 *   4. end-to-end tests (Playwright, Debian's Chromium) against the server `npm start` runs
 *   5. fault tests (faults/, issue 21): production instances killed, their PostgreSQL and Redis cut
 *      through a proxy, bad database paths, several instances behind nginx; after the e2e layer,
 *      whose `npm start` leaves the production build they reuse (`npm test -- faults` alone builds
 *      it when missing or older than the sources)
 * A missing Chromium or CJK font is installed when we are root with apt; otherwise the run stops
 * with the exact command to install them.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): SpawnSyncReturns<Buffer> {
  console.log(`\n=== ${label}: ${[path.basename(cmd), ...args].join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

function check(label: string, cmd: string, args: string[], env?: Record<string, string>): void {
  const ok = run(label, cmd, args, env).status === 0;
  if (ok) total.passed++;
  else total.failed++;
  console.log(`--- ${label}: ${ok ? 'passed' : 'FAILED'}`);
}

function vitestLayer(label: string, files: string[], env: Record<string, string> = {}): void {
  const out = path.join(root, 'tmp', `vitest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const result = run(label, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...files], env);
  if (!fs.existsSync(out)) {
    total.failed++;
    console.log(`--- ${label}: no report (exit ${result.status})`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
  total.skipped += report.numPendingTests + report.numTodoTests;
  console.log(`--- ${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

function commandExists(c: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${c}`]).status === 0;
}

/** Debian's Chromium and a CJK font: Playwright cannot download browsers here. */
function ensureBrowser(): boolean {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasFont = spawnSync('sh', ['-c', 'fc-list :lang=zh 2>/dev/null | grep -q .']).status === 0;
  if (fs.existsSync(chromium) && hasFont) return true;
  const install = 'apt-get install -y chromium fonts-wqy-microhei';
  if (process.getuid?.() === 0 && commandExists('apt-get')) {
    console.log(`Installing Chromium and a CJK font: ${install}`);
    spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install} || (apt-get update && DEBIAN_FRONTEND=noninteractive ${install})`], { stdio: 'inherit' });
    if (fs.existsSync(chromium)) return true;
  }
  console.error(`\nThe end-to-end tests need Chromium and a CJK font. Install them with:\n  sudo ${install}\n`);
  return false;
}

/** Debian's nginx for the fault tests' instances behind a real proxy (run as a child with its own config, not the service). */
function ensureNginx(): boolean {
  if (fs.existsSync('/usr/sbin/nginx')) return true;
  const install = 'apt-get install -y nginx';
  if (process.getuid?.() === 0 && commandExists('apt-get')) {
    console.log(`Installing nginx: ${install}`);
    spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install} || (apt-get update && DEBIAN_FRONTEND=noninteractive ${install})`], { stdio: 'inherit' });
    if (fs.existsSync('/usr/sbin/nginx')) return true;
  }
  console.error(`\nThe fault tests need nginx. Install it with:\n  sudo ${install}\n`);
  return false;
}

/** The production build the fault tests start instances from (the e2e layer's `npm start` made it already). */
async function ensureBuild(): Promise<boolean> {
  const { buildIsCurrent } = await import('./build-current');
  if (buildIsCurrent()) return true;
  const result = run('production build for the fault tests', process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { NODE_ENV: 'production' });
  return result.status === 0;
}

async function postgresReachable(): Promise<boolean> {
  const { isPostgresReachable } = await import('./db/postgres');
  return isPostgresReachable();
}

async function main() {
  const only = process.argv.slice(2);
  const want = (layer: string) => only.length === 0 || only.includes(layer);
  if (want('checks')) {
    check('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
    check('schema drift', process.execPath, [bin('tsx'), 'scripts/db/check.ts']);
  }
  if (want('unit')) vitestLayer('vitest (SQLite)', []);
  if (want('postgres')) {
    if (await postgresReachable()) {
      // The at-scale path: PostgreSQL for data, Redis for tickets, limits and captchas.
      // Also the multi-instance tests: two servers on one PostgreSQL and one Redis (*.multi-instance.test.ts).
      vitestLayer('integration (PostgreSQL + Redis)', ['integration', 'multi-instance', 'lib/db', 'tests/checks/db-client', 'prisma/seed'], { TEST_DATABASE: 'postgresql', TEST_STORE: 'redis', TEST_MULTI_INSTANCE: '1' });
    } else {
      console.log('\n=== integration (PostgreSQL): PostgreSQL is not reachable at 127.0.0.1:5432 (TEST_POSTGRES_URL); layer not run');
      total.skipped++;
    }
  }
  if (want('e2e')) {
    if (!ensureBrowser()) process.exit(1);
    // A fresh database and mailbox for every run.
    fs.rmSync(path.join(root, 'tmp', 'e2e'), { recursive: true, force: true });
    const report = path.join(root, 'tmp', 'e2e', 'report.json');
    const result = run('end-to-end (Playwright)', bin('playwright'), ['test']);
    if (fs.existsSync(report)) {
      const r = JSON.parse(fs.readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; skipped: number; flaky: number } };
      total.passed += r.stats.expected + r.stats.flaky;
      total.failed += r.stats.unexpected;
      total.skipped += r.stats.skipped;
    } else {
      total.failed++;
      console.log(`--- end-to-end: no report (exit ${result.status})`);
    }
  }
  if (want('faults')) {
    if (await postgresReachable()) {
      if (!ensureNginx() || !(await ensureBuild())) process.exit(1);
      vitestLayer('faults', ['faults'], { TEST_FAULTS: '1' });
    } else {
      console.log('\n=== faults: PostgreSQL is not reachable at 127.0.0.1:5432 (TEST_POSTGRES_URL); layer not run');
      total.skipped++;
    }
  }
  const summary = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
  console.log(`\n${summary}`);
  process.exit(total.failed > 0 ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error(e);
  console.log(`\n${total.passed} passed, ${total.failed + 1} failed`);
  process.exit(1);
});
