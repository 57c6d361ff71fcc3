/** Picks the backend implementation from the environment: built-in (default) or upstream HTTP. */
import type { Env } from '@/lib/env';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';
import type { MessageBus } from '@/lib/infra/bus';
import type { Egress } from '@/lib/infra/egress';
import type { Backend } from './types';
import { createBuiltinBackend } from './builtin';
import { createUpstreamBackend } from './upstream';

export function createBackend(env: Env, store: EphemeralStore, bus: MessageBus, egress: Egress): Backend {
  if (env.BACKEND === 'upstream') {
    return createUpstreamBackend({
      userCenterUrl: env.UPSTREAM_UC_URL!,
      // The message service (portal.md section 7, base /internal-message); the user center's host when unset.
      messageUrl: env.UPSTREAM_MESSAGE_URL ?? env.UPSTREAM_UC_URL!,
      translateUrl: env.UPSTREAM_TRANSLATE_URL,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      egress,
    });
  }
  return createBuiltinBackend({ store, bus, egress });
}
