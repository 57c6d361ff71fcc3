/**
 * Every row of every table, for tests that must prove a refused call changed nothing: take one
 * before, one after, and compare. Tables that record the test's own sign-ins and visits (sessions'
 * last-seen time, the login log) are left out.
 */
import type { Db } from '@/lib/db/client';

const VOLATILE = new Set(['Session', 'LoginLog', '_prisma_migrations']);

export type Snapshot = Map<string, string>;

async function tableNames(db: Db): Promise<string[]> {
  const sqlite = await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).catch(() => null);
  const rows = sqlite ?? (await db.$queryRawUnsafe<{ name: string }[]>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`));
  return rows.map((r) => r.name).filter((n) => !VOLATILE.has(n)).sort();
}

const stable = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v));

export async function snapshotDatabase(db: Db): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of await tableNames(db)) {
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${table}"`);
    out.set(table, rows.map(stable).sort().join('\n'));
  }
  return out;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
