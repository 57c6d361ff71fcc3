/**
 * The message calls (portal.md section 7, base /internal-message/api/backstage): the signed-in
 * user's receipts, notices and remind tone; publishing and the system tip for administrators
 * (permission 'message:publish'; the system tip 'message:system-tip'). Message HTML leaving here is sanitised whatever backend made it.
 */
import { z } from 'zod';
import { scope } from '@/lib/contracts/scope';
import { integerInput, INT32_MAX } from '@/lib/contracts/numbers';
import { defineEndpoint } from '@/lib/bff/endpoint';
import { pagedSchema } from '@/lib/contracts/envelope';
import {
  messageIdsRequestSchema,
  messageRowSchema,
  noticeListRequestSchema,
  postponeRequestSchema,
  publishRequestSchema,
  publishResultSchema,
  readStateRequestSchema,
  readStatesRequestSchema,
  remindToneRequestSchema,
  remindToneSchema,
  setRemindToneRequestSchema,
  systemTipRequestSchema,
  systemTipSchema,
  unreadNumRequestSchema,
  userMessageListRequestSchema,
  type MessageRow,
  type SystemTip,
} from '@/lib/contracts/messages';
import { sanitizeMessageHtml } from '@/lib/inmail/sanitize-html';

/** Administrators' permission to publish messages and notices and to set the system tip and tones. */
export const MESSAGE_PUBLISH_PERMISSION = 'message:publish';
/** The system tip reaches every user of every unit: a platform permission (lib/contracts/permissions.ts). */
export const SYSTEM_TIP_PERMISSION = 'message:system-tip';

const BASE = '/api/backstage';

function safeRow(row: MessageRow): MessageRow {
  return row.messageText === undefined ? row : { ...row, messageText: sanitizeMessageHtml(row.messageText) };
}
function safeTip(tip: SystemTip): SystemTip {
  return tip && { ...tip, messageText: sanitizeMessageHtml(tip.messageText) };
}

export const readState = defineEndpoint({
  base: 'message',
  method: 'PUT',
  path: `${BASE}/messageReciveList/readState`,
  auth: 'session',
  input: readStateRequestSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.messages.setReadState(ctx.call, input);
    return null;
  },
});

export const readStates = defineEndpoint({
  base: 'message',
  method: 'PUT',
  path: `${BASE}/messageReciveList/readStates`,
  auth: 'session',
  input: readStatesRequestSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.messages.setReadStates(ctx.call, input);
    return null;
  },
});

export const postponeNotices = defineEndpoint({
  base: 'message',
  method: 'PUT',
  path: `${BASE}/messageReciveList/postpone`,
  auth: 'session',
  input: postponeRequestSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.messages.dismissNotices(ctx.call, { messageIds: input.messageIds, minutes: input.minutes, action: 'postpone' });
    return null;
  },
});

export const closeNotices = defineEndpoint({
  base: 'message',
  method: 'PUT',
  path: `${BASE}/messageReciveList/close`,
  auth: 'session',
  input: messageIdsRequestSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.messages.dismissNotices(ctx.call, { messageIds: input.messageIds, action: 'close' });
    return null;
  },
});

export const unReadNum = defineEndpoint({
  base: 'message',
  method: 'GET',
  path: `${BASE}/messageReciveList/unReadNum`,
  auth: 'session',
  input: unreadNumRequestSchema,
  output: z.number().int().min(0),
  handler: ({ input, ctx }) => ctx.backend.messages.unreadCount(ctx.call, input),
});

export const userMessageList = defineEndpoint({
  base: 'message',
  method: 'GET',
  path: `${BASE}/messageReciveList/userMessageList`,
  auth: 'session',
  input: userMessageListRequestSchema,
  output: pagedSchema(messageRowSchema),
  async handler({ input, ctx }) {
    const page = await ctx.backend.messages.listUserMessages(ctx.call, input);
    return { ...page, datas: page.datas.map(safeRow) };
  },
});

export const messageDetail = defineEndpoint({
  base: 'message',
  method: 'GET',
  path: `${BASE}/messageReciveList/:messageId`,
  auth: 'session',
  input: z.object({ messageId: integerInput(1, INT32_MAX) }),
  output: messageRowSchema,
  async handler({ input, ctx }) {
    return safeRow(await ctx.backend.messages.detail(ctx.call, input));
  },
});

export const noticeList = defineEndpoint({
  base: 'message',
  method: 'GET',
  path: `${BASE}/noticeList`,
  auth: 'session',
  input: noticeListRequestSchema,
  output: pagedSchema(messageRowSchema),
  async handler({ input, ctx }) {
    const page = await ctx.backend.messages.listNotices(ctx.call, input);
    return { ...page, datas: page.datas.map(safeRow) };
  },
});

export const remindTone = defineEndpoint({
  base: 'message',
  method: 'GET',
  path: `${BASE}/sysOption/remindTone`,
  auth: 'session',
  input: remindToneRequestSchema,
  output: remindToneSchema,
  handler: ({ input, ctx }) => ctx.backend.messages.remindTone(ctx.call, input),
});

export const setRemindTone = defineEndpoint({
  base: 'message',
  method: 'PUT',
  path: `${BASE}/sysOption/remindTone`,
  auth: 'session',
  permission: MESSAGE_PUBLISH_PERMISSION,
  scope: scope.platform('the notice sound of the publisher\'s own unit or the system default, decided by the messages service'),
  input: setRemindToneRequestSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    await ctx.backend.messages.setRemindTone(ctx.call, input);
    return null;
  },
});

export const publishMessage = defineEndpoint({
  base: 'message',
  method: 'POST',
  path: `${BASE}/message/publish`,
  auth: 'session',
  permission: MESSAGE_PUBLISH_PERMISSION,
  scope: scope.list('targets narrowed to the publisher\'s reach by the messages service (docs/decisions/051)'),
  input: publishRequestSchema,
  output: publishResultSchema,
  handler: ({ input, ctx }) => ctx.backend.messages.publish(ctx.call, input),
});

export const systemTip = defineEndpoint({
  base: 'message',
  method: 'GET',
  path: `${BASE}/systemTip`,
  auth: 'session',
  input: z.object({}),
  output: systemTipSchema,
  async handler({ ctx }) {
    return safeTip(await ctx.backend.messages.systemTip(ctx.call));
  },
});

export const setSystemTip = defineEndpoint({
  base: 'message',
  method: 'PUT',
  path: `${BASE}/systemTip`,
  auth: 'session',
  permission: SYSTEM_TIP_PERMISSION,
  scope: scope.platform('the system tip is shown to everyone'),
  input: systemTipRequestSchema,
  output: systemTipSchema,
  async handler({ input, ctx }) {
    return safeTip(await ctx.backend.messages.setSystemTip(ctx.call, input));
  },
});

export const clearSystemTip = defineEndpoint({
  base: 'message',
  method: 'DELETE',
  path: `${BASE}/systemTip`,
  auth: 'session',
  permission: SYSTEM_TIP_PERMISSION,
  scope: scope.platform('the system tip is shown to everyone'),
  input: z.object({}),
  output: z.null(),
  async handler({ ctx }) {
    await ctx.backend.messages.clearSystemTip(ctx.call);
    return null;
  },
});
