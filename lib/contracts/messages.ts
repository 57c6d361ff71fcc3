/**
 * Schemas of the message calls (portal.md sections 3, 5 and 7): receipts, lists and their search
 * rules, read state, notices, the remind tone, publishing and the system tip. The same schemas
 * check what the browser sends, what the built-in backend returns and what an upstream answers.
 */
import { z } from 'zod';
import { integerInput, INT32_MAX } from './numbers';
import { flagSchema, pageQuerySchema } from './envelope';

export const messageTypeSchema = z.enum(['PRIVATE', 'NOTICE', 'SYSTEM', 'PUBLIC']);
export type MessageType = z.infer<typeof messageTypeSchema>;
export const messageLevelSchema = z.enum(['INFO', 'WARN', 'SERIOUS']);
export type MessageLevel = z.infer<typeof messageLevelSchema>;

/** Search range limit (portal.md sections 5 and 9): seven days. */
export const MESSAGE_RANGE_MAX_DAYS = 7;
export const MESSAGE_PAGE_SIZE = 10;

/** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD', or ISO) in the product's time zone. */
const dateTimeText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/, 'datetime');

/** Parses an API date-time in the product's time zone (Asia/Shanghai, UTC+8 all year). */
export function parseApiDateTime(text: string, endOfDay = false): Date {
  const [date, time] = text.trim().split(/[ T]/);
  const clock = time ? (time.length === 5 ? `${time}:00` : time) : endOfDay ? '23:59:59' : '00:00:00';
  return new Date(`${date}T${clock}+08:00`);
}

const code = (max: number) => z.string().trim().min(1).max(max);
/** An optional filter: '' counts as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/** A message as the receiving user sees it (their receipt joined with the message). */
export const messageRowSchema = z.object({
  messageId: z.number().int(),
  messageTitle: z.string(),
  /** Sanitised HTML. Lists leave it out; the detail and the notice list carry it. */
  messageText: z.string().optional(),
  messageLevel: messageLevelSchema,
  /** The level's name in the caller's language (the shared priority table). */
  messageLevelName: z.string(),
  messageType: messageTypeSchema,
  readState: flagSchema,
  srcUsername: z.string(),
  srcUsercode: z.string(),
  srcOrgname: z.string(),
  publishDate: z.string(),
  createDatetime: z.string(),
  isShow: flagSchema,
});
export type MessageRow = z.infer<typeof messageRowSchema>;

/** The receiving context the spec's calls carry: the caller's own app, unit and user. */
const targetSchema = z.object({
  targetAppcode: optionalText(60),
  targetUsercode: optionalText(30),
  targetOrgcode: optionalText(60),
});

/**
 * GET /messageReciveList/userMessageList. Search rules (portal.md section 5): when any of read
 * state, publisher code or name, or title keyword is set, a publish range is required; a range
 * spans at most seven days. The client applies the same rules with the spec's texts.
 */
export const userMessageListRequestSchema = pageQuerySchema
  .extend({
    sort: z.enum(['publish_date:desc', 'publish_date:asc']).default('publish_date:desc'),
    messageType: messageTypeSchema.optional(),
    readState: flagSchema.optional().or(z.literal('').transform(() => undefined)),
    srcUsername: optionalText(60),
    srcUsercode: optionalText(30),
    titleKeyword: optionalText(100),
    publishStartDate: dateTimeText.optional().or(z.literal('').transform(() => undefined)),
    publishEndDate: dateTimeText.optional().or(z.literal('').transform(() => undefined)),
  })
  .extend(targetSchema.shape);
export type UserMessageListRequest = z.infer<typeof userMessageListRequestSchema>;

export const noticeListRequestSchema = pageQuerySchema.extend({
  readState: flagSchema.optional(),
  /** T: only notices waiting as pop-ups (unread, shown, not closed, not postponed). */
  popup: flagSchema.optional(),
  targetAppcode: optionalText(60),
});
export type NoticeListRequest = z.infer<typeof noticeListRequestSchema>;

export const readStateRequestSchema = z
  .object({
    messageId: integerInput(1, INT32_MAX),
    readState: flagSchema,
  })
  .extend(targetSchema.shape);

export const readStatesRequestSchema = z
  .object({
    messageIds: z.array(integerInput(1, INT32_MAX)).min(1).max(500),
    readState: flagSchema,
  })
  .extend(targetSchema.shape);

export const messageIdsRequestSchema = z.object({
  messageIds: z.array(integerInput(1, INT32_MAX)).min(1).max(500),
});

/** Postponed notices pop up again after this many minutes (decision 051). */
export const POSTPONE_MINUTES_DEFAULT = 10;
export const postponeRequestSchema = messageIdsRequestSchema.extend({
  minutes: integerInput(1, 24 * 60).default(POSTPONE_MINUTES_DEFAULT),
});

export const unreadNumRequestSchema = targetSchema.extend({
  messageType: messageTypeSchema.optional(),
});

export const remindToneRequestSchema = z.object({ unitCode: optionalText(60) });
/** portal.md section 3: toneUrl and time (repeat count; 999 means endless). */
export const remindToneSchema = z.object({ toneUrl: z.string(), time: z.number().int().min(0).max(999) });
export type RemindTone = z.infer<typeof remindToneSchema>;
export const REMIND_TONE_ENDLESS = 999;

export const setRemindToneRequestSchema = z.object({
  unitCode: code(60),
  toneUrl: z
    .string()
    .trim()
    .min(1)
    .max(500)
    // A same-site path or an http(s) address; never javascript: or data:.
    .regex(/^(\/[^/\\]|https?:\/\/)/, 'url'),
  time: integerInput(1, REMIND_TONE_ENDLESS),
});

/** Who a publication goes to (issue 9, Publishing). */
export const publishTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('USER'), unitCode: code(60), userCode: code(30) }),
  z.object({ kind: z.literal('UNIT'), unitCode: code(60) }),
  z.object({ kind: z.literal('APP'), appCode: code(60) }),
  z.object({ kind: z.literal('APP_UNIT'), appCode: code(60), unitCode: code(60) }),
]);
export type PublishTarget = z.infer<typeof publishTargetSchema>;

export const MESSAGE_TITLE_MAX = 200;
/** Stored HTML stays well under the push frame limit once sanitised (decision 050). */
export const MESSAGE_TEXT_MAX = 20_000;

export const publishRequestSchema = z.object({
  messageType: z.enum(['PRIVATE', 'NOTICE', 'PUBLIC']),
  messageTitle: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  messageText: z.string().max(MESSAGE_TEXT_MAX).default(''),
  messageLevel: messageLevelSchema.default('INFO'),
  /** Shown as a pop-up notice (notices only). */
  isShow: flagSchema.default('T'),
  target: publishTargetSchema,
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const publishResultSchema = z.object({ messageId: z.number().int(), recipients: z.number().int().min(0) });
export type PublishResult = z.infer<typeof publishResultSchema>;

export const systemTipRequestSchema = z.object({
  messageTitle: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  messageText: z.string().max(MESSAGE_TEXT_MAX).default(''),
  messageLevel: messageLevelSchema.default('INFO'),
});
export const systemTipSchema = z
  .object({
    messageId: z.number().int(),
    messageTitle: z.string(),
    messageText: z.string(),
    messageLevel: messageLevelSchema,
    publishDate: z.string(),
  })
  .nullable();
export type SystemTip = z.infer<typeof systemTipSchema>;

/** What a live connection knows about its user (from the session cookie or a token). */
export const connectionPrincipalSchema = z.object({
  userId: z.number().int(),
  userCode: z.string(),
  unitId: z.number().int(),
  unitCode: z.string(),
  appCode: z.string(),
  receiveMessage: flagSchema,
  /** Server-side session and sign-in family (the built-in backend); for forced logout. */
  sessionId: z.string().optional(),
  familyId: z.string().optional(),
});
export type ConnectionPrincipal = z.infer<typeof connectionPrincipalSchema>;
