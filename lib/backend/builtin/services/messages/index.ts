/** The built-in backend's message area (lib/backend/types.ts MessagesBackend) on Prisma. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { MessagesBackend } from '@/lib/backend/types';
import { connectionPrincipal } from './connection-principal';
import { countUnread } from './count-unread';
import { dismissNotices } from './dismiss-notices';
import { findReceivedMessage } from './find-received-message';
import { listNotices } from './list-notices';
import { listUserMessages } from './list-user-messages';
import { publishMessage } from './publish-message';
import { findRemindTone, setRemindTone } from './remind-tone';
import { setReadState } from './set-read-state';
import { clearSystemTip, findSystemTip, setSystemTip } from './system-tip';

export function createBuiltinMessages(deps: () => BuiltinDeps): MessagesBackend {
  return {
    listUserMessages: (ctx, input) => listUserMessages(deps(), ctx, input),
    listNotices: (ctx, input) => listNotices(deps(), ctx, input),
    unreadCount: (ctx, input) => countUnread(deps(), ctx, input),
    detail: (ctx, input) => findReceivedMessage(deps(), ctx, input),
    setReadState: (ctx, { messageId, ...rest }) => setReadState(deps(), ctx, { ...rest, messageIds: [messageId] }),
    setReadStates: (ctx, input) => setReadState(deps(), ctx, input),
    dismissNotices: (ctx, input) => dismissNotices(deps(), ctx, input),
    remindTone: (ctx, input) => findRemindTone(deps(), ctx, input),
    setRemindTone: (ctx, input) => setRemindTone(deps(), ctx, input),
    publish: (ctx, input) => publishMessage(deps(), ctx, input),
    systemTip: (ctx) => findSystemTip(deps(), ctx),
    setSystemTip: (ctx, input) => setSystemTip(deps(), ctx, input),
    clearSystemTip: (ctx) => clearSystemTip(deps(), ctx),
    connectionPrincipal: (ctx) => connectionPrincipal(deps(), ctx),
  };
}
