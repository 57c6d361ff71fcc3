/**
 * Files, disks and an unreachable database at start (issue 21, case 5): the start stops with a
 * message naming the path or DATABASE_URL, never a stack trace alone. The start runs as an
 * unprivileged user (root writes through file modes, so the read-only case needs another user).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFaultProxy } from '@/tests/support/fault-proxy';
import { report } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-faults-'));
fs.chmodSync(scratch, 0o755);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm start`'s script with DATABASE_URL; as nobody when we are root. */
function start(databaseUrl: string): { status: number | null; out: string; ms: number } {
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    ...asNobody,
    env: { ...process.env, HOME: scratch, DATABASE_URL: databaseUrl, SESSION_SECRET: 'faults-secret-faults-secret-faults-0123', NODE_ENV: 'production', REDIS_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}`, ms: Date.now() - started };
}

const noStackTrace = (out: string) => expect(out).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('a database that cannot be used stops the start with a message naming it', () => {
  it('a read-only database directory names the directory and DATABASE_URL', () => {
    const dir = path.join(scratch, 'read-only');
    fs.mkdirSync(dir, { mode: 0o555 });
    fs.chmodSync(dir, 0o555);
    const r = start(`file:${dir}/concierge.db`);
    report('start on a read-only directory', { exit: r.status, ms: r.ms, message: r.out.trim().split('\n')[0] });
    expect(r.status).toBe(1);
    expect(r.out).toContain(dir);
    expect(r.out).toContain('DATABASE_URL');
    noStackTrace(r.out);
  });

  it('a database file that cannot be written names the file', () => {
    const dir = path.join(scratch, 'writable-dir');
    fs.mkdirSync(dir, { mode: 0o777 });
    fs.chmodSync(dir, 0o777);
    const file = path.join(dir, 'concierge.db');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o444);
    const r = start(`file:${file}`);
    report('start on a read-only database file', { exit: r.status, ms: r.ms, message: r.out.trim().split('\n')[0] });
    expect(r.status).toBe(1);
    expect(r.out).toContain(`${file} (permission denied)`);
    expect(r.out).toContain('DATABASE_URL');
    noStackTrace(r.out);
  });

  it('an unreachable PostgreSQL names DATABASE_URL (without its password)', async () => {
    const proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: 5432 } });
    await proxy.set('refuse');
    try {
      const r = start(`postgresql://postgres:s3cret@127.0.0.1:${proxy.port}/concierge?schema=faults_unreachable`);
      report('start with PostgreSQL refusing', { exit: r.status, ms: r.ms, message: r.out.trim().split('\n').slice(-2).join(' ') });
      expect(r.status).toBe(1);
      expect(r.out).toContain('Cannot reach PostgreSQL');
      expect(r.out).toContain(`127.0.0.1:${proxy.port}`);
      expect(r.out).not.toContain('s3cret');
      noStackTrace(r.out);
    } finally {
      await proxy.close();
    }
  });
});
