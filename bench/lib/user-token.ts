/**
 * The built-in backend of a benchmark, and a user's jwtToken for the token-check benchmarks: a sign-in done by the built-in backend on the
 * benchmark server's own database (the token a server-to-server ticket redemption would return;
 * the benchmark measures the check, not how the token was minted).
 */
import path from 'node:path';
import { createPrismaClient, type Db } from '../../lib/db/client';
import type { Backend } from '../../lib/backend/types';
import { createBuiltinBackend } from '../../lib/backend/builtin';
import { loadStaticConfig } from '../../lib/config/static-config';
import { MemoryStore } from '../../lib/infra/ephemeral-store';
import { MemoryBus } from '../../lib/infra/bus';
import { createEgress } from '../../lib/infra/egress';
import { flushLoginWrites } from '../../lib/backend/builtin/services/auth/login-write-behind';
import { secretKeys } from '../../lib/security/secret-box';
import { ROOT, SECRET } from './harness';

/** The built-in backend on a benchmark's database, as the server builds it (in-memory store and bus). */
export function backendOn(db: Db): { backend: Backend; close: () => Promise<void> } {
  const store = new MemoryStore();
  const bus = new MemoryBus();
  const backend = createBuiltinBackend({
    deps: {
      db,
      store,
      bus,
      mailer: { kind: 'outbox', send: async () => undefined },
      sms: { kind: 'outbox', send: async () => undefined },
      config: loadStaticConfig(path.join(ROOT, 'config')),
      now: () => new Date(),
      secret: SECRET,
      secrets: secretKeys({ SESSION_SECRET: SECRET }),
      egress: createEgress({ allow: [] }),
      importMaxRows: 5000,
    },
  });
  return { backend, close: async () => (await store.close(), await bus.close()) };
}

export async function userToken(databaseUrl: string, account: { unitCode: string; userCode: string; password: string }, appCode: string): Promise<string> {
  const db = createPrismaClient(databaseUrl);
  const { backend, close } = backendOn(db);
  try {
    const result = await backend.auth.login({ locale: 'zh-CN', ip: '127.0.0.1', userAgent: 'bench', appCode, host: 'localhost' }, { ...account, appCode });
    return result.jwtToken;
  } finally {
    // The sign-in's log rows are written behind: write them now, or they would be written after
    // the disconnect and hold the database while the next benchmark's server migrates it.
    await flushLoginWrites(db);
    await close();
    await db.$disconnect();
  }
}
