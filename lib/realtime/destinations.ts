/**
 * STOMP destinations of the live message channel and the bus publication that carries a push
 * between server instances. Shared by the publisher (services), the STOMP server and the browser.
 *
 * A connection may subscribe only to its own destinations:
 *   /topic/app/{appCode}                  everyone signed in to the connection's application
 *   /topic/app/{appCode}/user/{userId}    the connection's user in that application
 *   /topic/unit/{unitCode}                everyone of the connection's unit
 *   /user/queue/message                   the connection's user, any application
 *   /user/queue/refresh                   the connection's user: counts to refresh, system tip, forced logout
 */

/** Bus channel of live pushes (in process, or Redis pub/sub across instances). */
export const INMAIL_CHANNEL = 'inmail.push';
/** Bus channel on which session revocations are published (owned by the session code). */
export const AUTH_REVOKED_CHANNEL = 'auth.revoked';

/**
 * The ERROR frame's message when a session opened more live connections than allowed and this, its
 * oldest, was closed: the browser does not reconnect it (it would close the next oldest in turn).
 */
export const TOO_MANY_CONNECTIONS = 'too many connections';

export const USER_MESSAGE_QUEUE = '/user/queue/message';
export const USER_REFRESH_QUEUE = '/user/queue/refresh';

export const destinations = {
  app: (appCode: string) => `/topic/app/${appCode}`,
  appUser: (appCode: string, userId: number) => `/topic/app/${appCode}/user/${userId}`,
  unit: (unitCode: string) => `/topic/unit/${unitCode}`,
  userMessages: USER_MESSAGE_QUEUE,
  userRefresh: USER_REFRESH_QUEUE,
} as const;

/** The destinations a connection of this user may subscribe to. */
export function ownDestinations(p: { appCode: string; userId: number; unitCode: string }): string[] {
  return [destinations.app(p.appCode), destinations.appUser(p.appCode, p.userId), destinations.unit(p.unitCode), USER_MESSAGE_QUEUE, USER_REFRESH_QUEUE];
}

/**
 * One push as it travels on the bus. For /user/ destinations `userIds` names the users (absent:
 * every connected user); `appCode` restricts delivery to connections of that application.
 */
export interface LivePush {
  destination: string;
  userIds?: number[];
  appCode?: string;
  /** JSON text of a LiveEvent. */
  body: string;
}

/** What the browser receives in a MESSAGE frame's body. */
export type LiveEvent =
  | {
      event: 'message';
      messageId: number;
      messageType: 'PRIVATE' | 'NOTICE' | 'SYSTEM' | 'PUBLIC';
      messageTitle: string;
      messageLevel: 'INFO' | 'WARN' | 'SERIOUS';
      srcUsername: string;
      srcOrgname: string;
      publishDate: string;
      isShow: 'T' | 'F';
      /** Sanitised HTML when small enough for one frame; otherwise the client loads the detail. */
      messageText?: string;
    }
  | { event: 'refresh'; what: 'unread' | 'systemTip' }
  | { event: 'logout'; reason: string };
