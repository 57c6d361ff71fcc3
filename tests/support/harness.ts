/**
 * Integration-test harness: a migrated, seeded database (SQLite file per test file, or a
 * PostgreSQL schema with TEST_DATABASE=postgresql), the built-in backend on it, a captured
 * mailbox and SMS box, and a BFF runtime wired to them so route handlers can be called directly.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { createBuiltinBackend } from '@/lib/backend/builtin';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Backend, CallContext } from '@/lib/backend/types';
import { loadStaticConfig } from '@/lib/config/static-config';
import { parseEnv } from '@/lib/env';
import { MemoryStore, RedisStore, type EphemeralStore } from '@/lib/infra/ephemeral-store';
import { MemoryBus, RedisBus, type MessageBus } from '@/lib/infra/bus';
import type { MailMessage, Mailer } from '@/lib/infra/mail';
import type { SmsSender } from '@/lib/infra/sms';
import type { Egress } from '@/lib/infra/egress';
import { egressAllowing } from './egress';
import { setRuntimeForTests, type Runtime } from '@/lib/server/runtime';
import { secretKeys } from '@/lib/security/secret-box';
import { seedDemo } from '@/prisma/seed/index';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface Harness {
  db: TestDatabase;
  deps: BuiltinDeps;
  backend: Backend;
  runtime: Runtime;
  mails: MailMessage[];
  sms: { mobile: string; text: string }[];
  /** Moves the backend's clock (and the memory store's). */
  advance(ms: number): void;
  /**
   * Runs `fn` with SSO tickets that live 1 s (the configured minimum is 5), and gives it `expire()`,
   * which lets them run out: on the memory store the clock moves past it; Redis expires keys in
   * real time and its clock cannot be moved, so there 1.1 s really pass. Expiry is then tested on
   * both stores.
   */
  withShortTickets<T>(fn: (expire: () => Promise<void>) => Promise<T>): Promise<T>;
  call(overrides?: Partial<CallContext>): CallContext;
  close(): Promise<void>;
}

/**
 * `egress`: the client for calls to addresses from data (OAuth provider, opening steps); by default
 * the production policy with nothing allow-listed, so a test's local server must be named
 * (`egressAllowing(url)`).
 */
export async function createHarness(options: { mailer?: Mailer; egress?: Egress } = {}): Promise<Harness> {
  process.env.SESSION_SECRET ??= TEST_SECRET;
  process.env.LOG_LEVEL ??= 'silent';
  const db = await createTestDatabase();
  await seedDemo(db.prisma, {});
  const mails: MailMessage[] = [];
  const sms: { mobile: string; text: string }[] = [];
  let offset = 0;
  // TEST_STORE=redis runs the suite on the at-scale store (Redis); its clock cannot be moved.
  const store: EphemeralStore =
    process.env.TEST_STORE === 'redis'
      ? RedisStore.connect(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', `concierge-test:${process.pid}:${Date.now()}:`)
      : new MemoryStore(() => Date.now() + offset);
  const bus: MessageBus =
    process.env.TEST_STORE === 'redis' ? RedisBus.connect(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', `concierge-test:${process.pid}:${Date.now()}:`) : new MemoryBus();
  const config = loadStaticConfig(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../config'));
  const env = parseEnv({ ...process.env, SESSION_SECRET: TEST_SECRET, DATABASE_URL: db.url });
  const deps: BuiltinDeps = {
    db: db.prisma,
    store,
    bus,
    mailer: options.mailer ?? { kind: 'outbox', send: async (m) => void mails.push(m) },
    sms: { kind: 'outbox', send: async (mobile, text) => void sms.push({ mobile, text }) } satisfies SmsSender,
    config,
    now: () => new Date(Date.now() + offset),
    secret: TEST_SECRET,
    secrets: secretKeys({ SESSION_SECRET: TEST_SECRET }),
    egress: options.egress ?? egressAllowing(),
    importMaxRows: env.IMPORT_MAX_ROWS,
  };
  const backend = createBuiltinBackend({ deps });
  const runtime: Runtime = {
    env,
    config,
    store,
    bus,
    backend,
    trustedProxies: new Set(['10.9.9.9']),
    egress: deps.egress,
  };
  setRuntimeForTests(runtime);
  return {
    db,
    deps,
    backend,
    runtime,
    mails,
    sms,
    advance: (ms) => {
      offset += ms;
    },
    withShortTickets: async (fn) => {
      const saved = runtime.config;
      runtime.config = { ...saved, loginSystem: { ...saved.loginSystem, ticketTtlSeconds: 1 } };
      let moved = 0;
      try {
        return await fn(async () => {
          if (store.kind === 'memory') {
            offset += 1_001;
            moved += 1_001;
          } else {
            await new Promise((resolve) => setTimeout(resolve, 1_100));
          }
        });
      } finally {
        runtime.config = saved;
        offset -= moved;
      }
    },
    call: (overrides = {}) => ({ locale: 'zh-CN', ip: '127.0.0.1', userAgent: 'vitest', appCode: 'SSO', host: 'sso.localhost:3000', ...overrides }),
    close: async () => {
      setRuntimeForTests(undefined);
      await store.close();
      await bus.close();
      await db.cleanup();
    },
  };
}
