/**
 * Message calls forwarded to the upstream message service (UPSTREAM_MESSAGE_URL) at the spec's
 * paths under /internal-message/api/backstage (portal.md section 7): PUT stays PUT and no language
 * header is sent there. Who a live connection belongs to is asked of the user center.
 */
import { z } from 'zod';
import type { MessagesBackend } from '@/lib/backend/types';
import { pagedSchema, toFlag } from '@/lib/contracts/envelope';
import { messageRowSchema, publishResultSchema, remindToneSchema, systemTipSchema } from '@/lib/contracts/messages';
import type { UpstreamClient } from './client';
import { upstreamLoginResult } from './login-result';

const BASE = '/internal-message/api/backstage';
const ignored = z.unknown();
/** An unread count: a bare number, or an object carrying it. */
const countRetVal = z.union([z.coerce.number().int(), z.object({ count: z.coerce.number().int() }).transform((o) => o.count)]);

export function createUpstreamMessages(client: UpstreamClient, userCenter: UpstreamClient): MessagesBackend {
  return {
    listUserMessages: (ctx, input) =>
      client.call(ctx, { method: 'GET', path: `${BASE}/messageReciveList/userMessageList`, query: { ...input }, retVal: pagedSchema(messageRowSchema) }),
    listNotices: (ctx, input) => client.call(ctx, { method: 'GET', path: `${BASE}/noticeList`, query: { ...input }, retVal: pagedSchema(messageRowSchema) }),
    unreadCount: (ctx, input) => client.call(ctx, { method: 'GET', path: `${BASE}/messageReciveList/unReadNum`, query: { ...input }, retVal: countRetVal }),
    detail: (ctx, input) =>
      client.call(ctx, { method: 'GET', path: `${BASE}/messageReciveList/:messageId`, params: { messageId: String(input.messageId) }, retVal: messageRowSchema }),
    async setReadState(ctx, input) {
      await client.call(ctx, { method: 'PUT', path: `${BASE}/messageReciveList/readState`, body: input, retVal: ignored });
    },
    async setReadStates(ctx, input) {
      await client.call(ctx, { method: 'PUT', path: `${BASE}/messageReciveList/readStates`, body: input, retVal: ignored });
    },
    async dismissNotices(ctx, input) {
      const path = input.action === 'close' ? `${BASE}/messageReciveList/close` : `${BASE}/messageReciveList/postpone`;
      await client.call(ctx, { method: 'PUT', path, body: { messageIds: input.messageIds, minutes: input.minutes }, retVal: ignored });
    },
    remindTone: (ctx, input) => client.call(ctx, { method: 'GET', path: `${BASE}/sysOption/remindTone`, query: { unitCode: input.unitCode }, retVal: remindToneSchema }),
    async setRemindTone(ctx, input) {
      await client.call(ctx, { method: 'PUT', path: `${BASE}/sysOption/remindTone`, body: input, retVal: ignored });
    },
    publish: (ctx, input) => client.call(ctx, { method: 'POST', path: `${BASE}/message/publish`, body: input, retVal: publishResultSchema }),
    systemTip: (ctx) => client.call(ctx, { method: 'GET', path: `${BASE}/systemTip`, retVal: systemTipSchema }),
    setSystemTip: (ctx, input) => client.call(ctx, { method: 'PUT', path: `${BASE}/systemTip`, body: input, retVal: systemTipSchema }),
    async clearSystemTip(ctx) {
      await client.call(ctx, { method: 'DELETE', path: `${BASE}/systemTip`, retVal: ignored });
    },
    async connectionPrincipal(ctx) {
      const login = await userCenter.call(ctx, { method: 'GET', path: '/user/getLoginByToken', retVal: upstreamLoginResult(ctx.token) });
      return {
        userId: login.userPkId,
        userCode: login.userCode,
        unitId: login.unitPkId,
        unitCode: login.unitCode,
        appCode: ctx.appCode,
        receiveMessage: toFlag(login.user.receiveMessage === 'T'),
      };
    },
  };
}
