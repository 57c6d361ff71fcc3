/**
 * What travels on the bus for the caches, and the tags entries carry. A revocation is published on
 * the live channel's `auth.revoked` (lib/realtime ends the matching STOMP connections with it), so
 * one publication both logs browsers out and drops cached principals on every instance.
 */
import { AUTH_REVOKED_CHANNEL } from '@/lib/realtime/destinations';

export { AUTH_REVOKED_CHANNEL };
/** Writes that change what caches derive from the database: `{origin, tags}` or `{origin, clear: true}`. */
export const CACHE_CHANNEL = 'cache.invalidate';
/** Each instance's own heartbeat through Redis, proof that it would hear an invalidation. */
export const HEARTBEAT_CHANNEL = 'cache.heartbeat';

export type RevokeReason = 'LOGOUT' | 'PASSWORD_CHANGED' | 'LOCKED' | 'ADMIN' | 'REPLACED' | 'OVERWRITTEN';

/** The `auth.revoked` message (the shape lib/realtime/stomp-server.ts reads). */
export type Revocation = ({ scope: 'family'; familyId: string } | { scope: 'user'; userId: number } | { scope: 'session'; sessionId: string }) & { reason?: string };

/**
 * Tags. Per object: a user, a unit, a department, a sign-in family, a session. Per kind, for data
 * whose dependants cannot be listed cheaply: the unit tree, applications with their menus and
 * openings, grants (roles and their contents), settings (options and login security).
 */
export const tag = {
  user: (id: number) => `user:${id}`,
  /** Only the principals of a user (a write to the user row: lock, state, last login). */
  principalsOf: (userId: number) => `principals:${userId}`,
  unit: (id: number) => `unit:${id}`,
  dept: (id: number) => `dept:${id}`,
  family: (id: string) => `family:${id}`,
  session: (id: string) => `session:${id}`,
  units: 'units',
  depts: 'depts',
  apps: 'apps',
  grants: 'grants',
  settings: 'settings',
} as const;

export function tagsOfRevocation(r: Revocation): string[] {
  if (r.scope === 'family') return [tag.family(r.familyId)];
  if (r.scope === 'user') return [tag.user(r.userId)];
  return [tag.session(r.sessionId)];
}
