/**
 * Derived data (units by code, settings, opened applications, menus, grants) kept in the instance's
 * cache with the tags whose change must drop it. Values are shared between callers: never mutate one.
 */
import type { MessageBus } from '@/lib/infra/bus';
import { cachesOf } from './caches';

/**
 * `readSince`: the loader builds on rows read before it was called (a sign-in's account read);
 * pass `memoGeneration(deps)` taken before that read, so an invalidation heard in between keeps
 * the value out of the cache.
 */
export async function memo<V>(deps: { bus: MessageBus }, key: string, tags: readonly string[], loader: () => Promise<V>, readSince?: number): Promise<V> {
  const caches = cachesOf(deps.bus);
  // While invalidations could be missed, read the database (see caches.ts).
  if (!caches.trusted()) return loader();
  return caches.derived.load(key, async () => ({ value: await loader(), tags }), readSince) as Promise<V>;
}

/** The derived cache's count of invalidations, for `memo`'s `readSince`. */
export function memoGeneration(deps: { bus: MessageBus }): number {
  return cachesOf(deps.bus).derived.generationNow;
}
