/**
 * Liveness and readiness (docs/operations.md). /healthz: the process answers (nothing else is
 * asked, so an orchestrator never restarts an instance because its database is down, which
 * would not help). /readyz: the database and Redis answer within READY_TIMEOUT_MS, so a load
 * balancer sends no new users to an instance that would only answer 50300.
 */
import { getPrisma } from '@/lib/db/client';
import { runtime } from './runtime';

export const READY_TIMEOUT_MS = 2_000;

export interface Check {
  ok: boolean;
  ms: number;
  /** A short reason (never a connection string). */
  error?: string;
}

export interface Readiness {
  ready: boolean;
  database: Check;
  /** null without REDIS_URL (one instance, in-memory store and bus). */
  redis: Check | null;
  /** false while this instance's bus subscription is down (its caches are not trusted meanwhile). */
  bus: boolean;
}

async function timed(fn: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (e) {
    const error = e instanceof Error ? (e.name === 'Error' ? e.message : e.name) : 'unavailable';
    return { ok: false, ms: Math.round(performance.now() - started), error: error.split('\n')[0]!.slice(0, 120) };
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(): Promise<Readiness> {
  const rt = runtime();
  const [database, redis] = await Promise.all([
    timed(() => getPrisma().$queryRawUnsafe('SELECT 1')),
    rt.store.kind === 'redis' ? timed(() => rt.store.ping()) : Promise.resolve(null),
  ]);
  return { ready: database.ok && (redis?.ok ?? true), database, redis, bus: rt.bus.healthy() };
}
