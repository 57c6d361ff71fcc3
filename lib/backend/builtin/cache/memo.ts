/**
 * Derived data (units by code, settings, opened applications, menus, grants) kept in the instance's
 * cache with the tags whose change must drop it. Values are shared between callers: never mutate one.
 */
import type { MessageBus } from '@/lib/infra/bus';
import { cachesOf } from './caches';

export async function memo<V>(deps: { bus: MessageBus }, key: string, tags: readonly string[], loader: () => Promise<V>): Promise<V> {
  const caches = cachesOf(deps.bus);
  // While invalidations could be missed, read the database (see caches.ts).
  if (!caches.trusted()) return loader();
  return caches.derived.load(key, async () => ({ value: await loader(), tags })) as Promise<V>;
}
