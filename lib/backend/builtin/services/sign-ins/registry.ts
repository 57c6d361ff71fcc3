/**
 * Who tells an application that a sign-in ended: one deliverer per protocol (CAS single logout,
 * OIDC back-channel logout, ...), registered by the protocol's own module so the outbox needs no
 * knowledge of any protocol (docs/decisions/107).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { AppSignIn, LogoutDelivery } from '@/lib/db/generated/sqlite/client';

export const SIGN_IN_PROTOCOLS = ['SPEC', 'OIDC', 'CAS'] as const;
export type SignInProtocol = (typeof SIGN_IN_PROTOCOLS)[number];

/**
 * Sends one logout notification. Resolves when the application took it; throws (an EgressError or
 * any Error whose message is a short reason, never a body or a token) to have it retried later.
 */
export type LogoutDeliverer = (deps: BuiltinDeps, signIn: AppSignIn, delivery: LogoutDelivery) => Promise<void>;

const KEY = Symbol.for('concierge.logoutDeliverers');
type Holder = { [KEY]?: Map<SignInProtocol, LogoutDeliverer> };

/** Kept on globalThis: Next's bundles may hold two copies of this module, both must see one table. */
function table(): Map<SignInProtocol, LogoutDeliverer> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

/** A later registration for the same protocol replaces the earlier one (tests swap deliverers). */
export function registerLogoutDeliverer(protocol: SignInProtocol, deliver: LogoutDeliverer): void {
  table().set(protocol, deliver);
}

export function logoutDelivererOf(protocol: string): LogoutDeliverer | undefined {
  return table().get(protocol as SignInProtocol);
}
