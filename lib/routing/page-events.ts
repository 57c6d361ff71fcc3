/**
 * The sign-in pages are rendered once per host and kept by each instance (decision 021). When a
 * domain record or a style resource on them changes, the instance that made the change renders its
 * own copies anew at once; this tells the others through the message bus (Redis pub/sub across
 * instances, in process otherwise), so they follow within a moment instead of the pages' five
 * minutes. A message names the host (none: every host) and the instance it came from: an instance
 * ignores its own, and refreshing never announces again, so nothing echoes.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { MessageBus } from '@/lib/infra/bus';
import { log } from '@/lib/infra/log';

export const PAGES_CHANNEL = 'pages.changed';

/**
 * This process's name on the channel, on globalThis like the runtime: server.ts and Next's bundle
 * each load this module, and both must answer to one name.
 */
const KEY = Symbol.for('concierge.instanceId');
const holder = globalThis as { [KEY]?: string };
export const INSTANCE_ID: string = (holder[KEY] ??= randomUUID());

const messageSchema = z.object({ origin: z.string().min(1).max(100), host: z.string().min(1).max(253).nullable() });

/** Tells the other instances that the sign-in pages of `host` (none: every host) changed. */
export async function announcePagesChanged(bus: MessageBus, host: string | undefined, origin = INSTANCE_ID): Promise<void> {
  await bus.publish(PAGES_CHANNEL, JSON.stringify({ origin, host: host ?? null })).catch((e: unknown) => {
    // The pages' own revalidation (5 minutes) still applies on the others.
    log.warn('static_pages.announce_failed', { error: e instanceof Error ? e.name : 'unknown' });
  });
}

/** Calls `refresh` for every change another instance announces; returns the unsubscribe. */
export function followPageChanges(bus: MessageBus, refresh: (host: string | undefined) => Promise<void>, origin = INSTANCE_ID): () => void {
  return bus.subscribe(PAGES_CHANNEL, (raw) => {
    let parsed: z.infer<typeof messageSchema>;
    try {
      parsed = messageSchema.parse(JSON.parse(raw));
    } catch {
      return log.warn('static_pages.bad_announcement');
    }
    if (parsed.origin === origin) return;
    void refresh(parsed.host ?? undefined).catch((e: unknown) => log.warn('static_pages.refresh_failed', { error: e instanceof Error ? e.name : 'unknown' }));
  });
}
