/**
 * Accounts for the login benchmark: `count` ordinary users spread over the demo hotels (the scale
 * seed's bench000001..., one shared password), added to the benchmark's database once. Concurrent
 * logins rotate over them: a burst on one account is what the lock-out reservation treats as an
 * attack (ADR 070), not a fair measure of sign-in throughput.
 */
import { createPrismaClient } from '../../lib/db/client';
import { BENCH_PASSWORD, BENCH_PREFIX, seedBenchUsers } from '../../prisma/seed/scale';

export interface BenchAccount {
  unitCode: string;
  userCode: string;
}

export async function seedBenchAccounts(databaseUrl: string, count: number): Promise<{ accounts: BenchAccount[]; password: string }> {
  const db = createPrismaClient(databaseUrl);
  try {
    await seedBenchUsers(db, count, { provider: databaseUrl.startsWith('file:') ? 'sqlite' : 'postgresql' });
    const rows = await db.user.findMany({
      where: { code: { startsWith: BENCH_PREFIX } },
      select: { code: true, unit: { select: { code: true } } },
      orderBy: { code: 'asc' },
      take: count,
    });
    return { accounts: rows.map((r) => ({ unitCode: r.unit.code, userCode: r.code })), password: BENCH_PASSWORD };
  } finally {
    await db.$disconnect();
  }
}

/** An autocannon client as far as the rotation needs it. */
interface RotatingClient {
  setBody(body: string): void;
  on(event: 'response', f: () => void): void;
}

/**
 * The options of a password-login load on `port`: same-origin POSTs to /api/uc/login, each request
 * signing in the next account of the rotation.
 */
export function rotatingLogins(port: number, accounts: readonly BenchAccount[], password: string, connections: number) {
  const host = `localhost:${port}`;
  let next = 0;
  return {
    url: `http://127.0.0.1:${port}/api/uc/login`,
    method: 'POST' as const,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', language: 'zh-CN' },
    connections,
    setupClient: (client: RotatingClient) => {
      const advance = () => {
        const a = accounts[next++ % accounts.length]!;
        client.setBody(JSON.stringify({ unitCode: a.unitCode, userCode: a.userCode, password }));
      };
      advance();
      client.on('response', advance);
    },
  };
}
