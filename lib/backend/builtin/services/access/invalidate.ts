/**
 * Telling the session layer that what signed-in users carry has changed (user fields, grants,
 * roles, menus, units, opened applications). Today the principal cache keeps users and units for a
 * few seconds and is dropped per user; the core's bus-wide invalidation will be called from here.
 */
import { forgetPrincipal } from '@/lib/backend/builtin/services/session/authenticate';

export function usersChanged(userIds: Iterable<number>): void {
  for (const id of userIds) forgetPrincipal(id);
}
