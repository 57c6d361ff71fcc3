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

  it('names EGRESS_ALLOW when it cannot be read, and an upstream backend on loopback that it does not list', () => {
    const bad = start({ SESSION_SECRET: 'x'.repeat(40), EGRESS_ALLOW: '10.0.0.0/99', PORT: '3999' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/EGRESS_ALLOW: "10\.0\.0\.0\/99" is not an address range/);
    const r = start({ SESSION_SECRET: 'x'.repeat(40), BACKEND: 'upstream', UPSTREAM_UC_URL: 'http://127.0.0.1:9/uc', PORT: '3999' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/UPSTREAM_UC_URL points at 127\.0\.0\.1:9.*EGRESS_ALLOW=127\.0\.0\.1:9/);
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
    // Migrating, seeding the demo data and a start in three processes: well over the default 30 s on a busy machine.
  }, 180_000);
});

describe('npm start and demo passwords', () => {
  it('refuses a production start while an account still has a published demo password, and says which', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-demo-'));
    const url = `file:${path.join(dir, 'demo.db')}`;
    try {
      // A database migrated and seeded with the demo data, as a DEMO=true start leaves it.
      const seeded = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'db', 'migrate.ts')], {
        cwd: root,
        env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: url },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(seeded.status).toBe(0);
      const { createPrismaClient } = await import('../lib/db/client');
      const { seedDemo } = await import('../prisma/seed/index');
      const prisma = createPrismaClient(url);
      try {
        await seedDemo(prisma, {});
      } finally {
        await prisma.$disconnect();
      }
      const r = start({ SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: url, PORT: '3999' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/Refusing to start in production mode/);
      expect(r.stderr).toMatch(/HQ\/admin/);
      expect(r.stderr).toMatch(/H001\/frontdesk/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Migrating, seeding the demo data and a start in three processes: well over the default 30 s on a busy machine.
  }, 180_000);
});
