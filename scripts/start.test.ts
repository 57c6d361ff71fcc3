/** `npm start` refuses to start on a broken environment or configuration, and says which. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: 'file:./tmp/start-test.db', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm start with a broken set-up', () => {
  it('names a bad environment variable and exits before serving', () => {
    const r = start({ SESSION_SECRET: 'too-short', PORT: '3999' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/SESSION_SECRET: SESSION_SECRET must be at least 32 characters/);
  });

  it('names a broken configuration file and field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-config-'));
    for (const f of fs.readdirSync(path.join(root, 'config'))) fs.copyFileSync(path.join(root, 'config', f), path.join(dir, f));
    const broken = JSON.parse(fs.readFileSync(path.join(dir, 'app-config.json'), 'utf8')) as Record<string, { sso?: unknown }>;
    broken['sso.localhost']!.sso = 'yes';
    fs.writeFileSync(path.join(dir, 'app-config.json'), JSON.stringify(broken));
    try {
      const r = start({ SESSION_SECRET: 'x'.repeat(40), CONFIG_DIR: dir, PORT: '3999' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/app-config\.json sso\.localhost\.sso/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says 'loginSystemConfig is missing' without that file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-config-'));
    try {
      const r = start({ SESSION_SECRET: 'x'.repeat(40), CONFIG_DIR: dir, PORT: '3999' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/loginSystemConfig is missing/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
