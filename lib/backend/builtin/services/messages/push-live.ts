/**
 * Hands a push to the bus; every server instance's STOMP server delivers it to its own
 * connections. A failed push never fails the call that stored the message: the browser's
 * 120-second poll picks the change up.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { log, errorFields } from '@/lib/infra/log';
import { INMAIL_CHANNEL, USER_REFRESH_QUEUE, type LiveEvent, type LivePush } from '@/lib/realtime/destinations';

export async function pushLive(deps: BuiltinDeps, push: Omit<LivePush, 'body'> & { event: LiveEvent }): Promise<void> {
  const { event, ...rest } = push;
  const message: LivePush = { ...rest, body: JSON.stringify(event) };
  try {
    await deps.bus.publish(INMAIL_CHANNEL, JSON.stringify(message));
  } catch (e) {
    log.warn('inmail.push_failed', { destination: push.destination, ...errorFields(e) });
  }
}

/** Tells a user's other tabs and devices that their unread count changed. */
export function pushUnreadRefresh(deps: BuiltinDeps, userId: number): Promise<void> {
  return pushLive(deps, { destination: USER_REFRESH_QUEUE, userIds: [userId], event: { event: 'refresh', what: 'unread' } });
}
