/**
 * Process-wide services, created on first use and kept on globalThis so Next's dev hot reload does
 * not open a second database or Redis connection.
 */
import { env, type Env } from '@/lib/env';
import { staticConfig, type StaticConfig } from '@/lib/config/static-config';
import { MemoryStore, RedisStore, type EphemeralStore } from '@/lib/infra/ephemeral-store';
import { MemoryBus, RedisBus, type MessageBus } from '@/lib/infra/bus';
import { parseTrustedProxies } from '@/lib/security/client-ip';
import { createEgress, egressPolicyFromEnv, type Egress } from '@/lib/infra/egress';
import type { Backend } from '@/lib/backend/types';
import { createBackend } from '@/lib/backend/create-backend';

export interface Runtime {
  env: Env;
  config: StaticConfig;
  store: EphemeralStore;
  /** Revocations, cache invalidations and live messages between the parts of this process and other instances. */
  bus: MessageBus;
  backend: Backend;
  trustedProxies: Set<string>;
  /** The one client for calls to addresses from data or configuration, with the start-up allow-list (decision 091). */
  egress: Egress;
}

const KEY = Symbol.for('concierge.runtime');
type Holder = { [KEY]?: Runtime };

export function runtime(): Runtime {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const e = env();
    const config = staticConfig();
    const store: EphemeralStore = e.REDIS_URL ? RedisStore.connect(e.REDIS_URL, e.REDIS_PREFIX) : new MemoryStore();
    const bus: MessageBus = e.REDIS_URL ? RedisBus.connect(e.REDIS_URL, e.REDIS_PREFIX) : new MemoryBus();
    const egress = createEgress(egressPolicyFromEnv(e));
    holder[KEY] = {
      env: e,
      config,
      store,
      bus,
      backend: createBackend(e, store, bus, egress),
      trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
      egress,
    };
  }
  return holder[KEY];
}

/** Tests swap pieces (a backend, a store) for one case. */
export function setRuntimeForTests(r: Runtime | undefined): void {
  (globalThis as Holder)[KEY] = r;
}
