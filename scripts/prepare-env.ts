/**
 * What `npm start` and `npm run dev` do before serving: a session secret (generated once into
 * data/ when the environment has none), env and config checks that name the broken variable or
 * file, configured addresses the egress policy refuses, migrations, the demo seed when the
 * database is empty, and the parameters' secrets sealed under the current key (docs/decisions/092).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../lib/db/client';
import type { Env } from '../lib/env';

const SECRET_FILE = path.join(process.cwd(), 'data', '.session-secret');

export function ensureSessionSecret(): void {
  if (process.env.SESSION_SECRET) return;
  fs.mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
  if (!fs.existsSync(SECRET_FILE)) fs.writeFileSync(SECRET_FILE, randomBytes(36).toString('base64url'), { mode: 0o600 });
  process.env.SESSION_SECRET = fs.readFileSync(SECRET_FILE, 'utf8').trim();
}

/** The environment of a one-off command (secrets:reseal, oidc:rotate-keys): checked, or the broken variable named and exit 1. */
export async function scriptEnv(): Promise<Env> {
  ensureSessionSecret();
  const { parseEnv, EnvError } = await import('../lib/env');
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export async function prepareEnvironment(options: { seedWhenEmpty: boolean; production: boolean }): Promise<{ demo: boolean }> {
  ensureSessionSecret();
  const { parseEnv, EnvError } = await import('../lib/env');
  const { loadStaticConfig, ConfigError } = await import('../lib/config/static-config');
  let demo = false;
  let adminPassword: string | undefined;
  let e: Env;
  try {
    e = parseEnv(process.env);
    demo = e.DEMO;
    adminPassword = e.ADMIN_PASSWORD;
    loadStaticConfig(path.resolve(process.cwd(), e.CONFIG_DIR));
  } catch (error) {
    if (error instanceof EnvError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await checkConfiguredAddresses(e);
  const { applyMigrations } = await import('./db/migrate');
  const { redact, databaseUrlFromEnv } = await import('../lib/db/url');
  const result = await checkedMigrations(applyMigrations);
  console.log(
    result.applied.length
      ? `Applied ${result.applied.length} migration(s) to ${redact(databaseUrlFromEnv())}.`
      : `Database ${redact(databaseUrlFromEnv())} is up to date.`,
  );
  const { getPrisma } = await import('../lib/db/client');
  const seed = await import('../prisma/seed/index');
  const prisma = getPrisma();
  if (options.seedWhenEmpty) {
    if (demo) {
      // Demo data only when asked for (DEMO=true), never on an ordinary start.
      if (!(await seed.isSeeded(prisma))) {
        console.log('Demo mode (DEMO=true): seeding the demo data…');
        await seed.seedDemo(prisma, {});
      }
    } else if ((await prisma.user.count()) === 0) {
      console.log('Empty database: creating the reference data and the super administrator…');
      const created = await seed.seedReference(prisma, { adminPassword });
      const { unit, code } = seed.REFERENCE_ADMIN;
      if (created.generatedPassword) {
        console.log(`\n  Super administrator: unit ${unit}, account ${code}, password ${created.generatedPassword}\n  (shown this once; it must be changed at the first sign-in)\n`);
      } else if (created.createdAdmin) {
        console.log(`  Super administrator: unit ${unit}, account ${code}, password from ADMIN_PASSWORD (must be changed at the first sign-in).`);
      }
    }
  }
  await sealParameterSecrets(prisma, e);
  if (!demo) {
    const published = await seed.accountsWithDemoPasswords(prisma);
    if (published.length > 0) {
      const message = `These accounts still use a published demo password: ${published.join(', ')}.\nChange their passwords (or disable them), or start in demo mode with DEMO=true.`;
      if (options.production) {
        console.error(`Refusing to start in production mode. ${message}`);
        process.exit(1);
      }
      console.warn(`Warning: ${message}`);
    }
  }
  return { demo };
}

/**
 * Migrations after the checks that name what an operator must fix (issue 21): an SQLite file or
 * directory that cannot be written, or a database that is unavailable, stops the start with the
 * path or the (redacted) DATABASE_URL rather than the schema engine's trace.
 */
async function checkedMigrations<T>(apply: () => Promise<T>): Promise<T> {
  const { databaseUrlFromEnv, parseDatabaseUrl, redact } = await import('../lib/db/url');
  const { assertSqliteWritable, DatabaseNotWritableError } = await import('../lib/db/writable');
  const { unavailableDependency } = await import('../lib/infra/dependency-errors');
  const url = databaseUrlFromEnv();
  const db = parseDatabaseUrl(url);
  try {
    if (db.provider === 'sqlite') assertSqliteWritable(db.filePath, url);
    return await apply();
  } catch (error) {
    if (error instanceof DatabaseNotWritableError) {
      console.error(error.message);
      process.exit(1);
    }
    const dependency = unavailableDependency(error);
    if (!dependency) throw error;
    const where = db.provider === 'sqlite' ? `the SQLite database ${db.filePath}` : `PostgreSQL`;
    const reason = (error instanceof Error ? error.message : String(error)).split('\n').filter(Boolean).slice(-1)[0] ?? '';
    console.error(
      dependency === 'disk'
        ? `Cannot write ${where} (${reason.trim()}): free space on its disk or make it writable, or point DATABASE_URL (now ${redact(url)}) elsewhere.`
        : `Cannot reach ${where} (${reason.trim()}): check that it is running and that DATABASE_URL (now ${redact(url)}) is right.`,
    );
    process.exit(1);
  }
}

/** Plaintext secrets left in parameters (or sealed under an earlier key) are sealed under the current key; idempotent. */
export async function sealParameterSecrets(prisma: Db, e: Env): Promise<void> {
  const { resealStoredSecrets } = await import('../lib/backend/builtin/services/options/reseal-secrets');
  const { secretKeys } = await import('../lib/security/secret-box');
  const sealed = await resealStoredSecrets(prisma, secretKeys(e));
  if (sealed.rows > 0) console.log(`Sealed the secrets of ${sealed.rows} parameter(s) under the current key.`);
  if (sealed.unreadable > 0) {
    console.warn(
      `Warning: ${sealed.unreadable} parameter(s) hold secrets that no configured key opens. Put the earlier SECRETS_KEY (or, if none was set, the earlier SESSION_SECRET) in SECRETS_KEY_PREVIOUS and start again.`,
    );
  }
}

/**
 * Configured addresses on loopback or private networks must be on EGRESS_ALLOW (decision 091):
 * said at start rather than found in failed calls; the upstream backend is essential, so an
 * unlisted one stops the start.
 */
async function checkConfiguredAddresses(env: Env): Promise<void> {
  const { egressPolicyFromEnv } = await import('../lib/infra/egress/from-env');
  const { refusedConfiguredTargets } = await import('../lib/infra/egress/configured-targets');
  const refused = await refusedConfiguredTargets(env, egressPolicyFromEnv(env));
  for (const r of refused) {
    const line = `${r.variable} points at ${r.host}, a loopback, private or reserved address: outgoing calls to it are refused unless EGRESS_ALLOW lists it (e.g. EGRESS_ALLOW=${r.host}).`;
    if (r.essential) console.error(line);
    else console.warn(`Warning: ${line}`);
  }
  if (refused.some((r) => r.essential)) process.exit(1);
}

export function printUrls(port: number, elapsedMs: number, demo: boolean): void {
  const u = (host: string) => `http://${host}:${port}`;
  console.log(`
Concierge is ready (${(elapsedMs / 1000).toFixed(1)} s). Open:
  ${u('sso.localhost')}   single sign-on center (SSO)
  ${u('uc.localhost')}    user center (UC)
  ${u('demo.localhost')}  demo application (DEMO)
${
    demo
      ? 'DEMO MODE (DEMO=true): demo data and published demo passwords. Never use this mode in production.\nDemo accounts: unit HQ / admin / Admin@2026 · unit H001 / frontdesk / Hotel@2026 · unit H001 / newbie / Newbie@2026\n'
      : ''
  }`);
}

/**
 * SIGTERM / SIGINT: stop accepting connections, let requests in flight finish (10 s at most), close
 * the database, then exit, so a deploy or Ctrl-C never cuts a write in half.
 */
export function closeOnSignals(server: { close(): Promise<void> }): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close().catch(() => undefined);
    // Login-log rows and last-login times queued by the last requests (written behind, ADR 070).
    const { flushLoginWrites } = await import('../lib/backend/builtin/services/auth/login-write-behind');
    await flushLoginWrites().catch(() => undefined);
    const { getPrisma } = await import('../lib/db/client');
    await getPrisma().$disconnect().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
