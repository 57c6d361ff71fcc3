/**
 * The notice and message screen's calls (issue 18 item 2, /message/notice-list): what the caller's
 * units published, with how many received and read it, and withdrawing one (docs/decisions/099).
 * Composing goes through the message area's publishMessage (lib/bff/endpoints/messages.ts): the
 * screen's form sends that call's shape, so there is one publishing service.
 */
import { z } from 'zod';
import { pagedSchema, sortedPageQuery } from './envelope';
import { consoleCall, dateFilter, done, idSchema, textFilter } from './console-call';
import { messageLevelSchema } from './messages';
import { ref, scope } from './scope';


export const sentMessageFilters = z.object({
  titleKeyword: textFilter(100),
  messageLevel: messageLevelSchema.optional().or(z.literal('').transform(() => undefined)),
  /** From the search bar's TIME_AREA item `at` (publish time). */
  atStart: dateFilter,
  atEnd: dateFilter,
});

export const TARGET_KINDS = ['USER', 'UNIT', 'APP', 'APP_UNIT'] as const;

export const sentMessageRowSchema = z.object({
  id: z.number().int(),
  messageTitle: z.string(),
  messageType: z.string(),
  messageLevel: messageLevelSchema,
  /** How it was aimed; null for messages published before the screen existed. */
  targetKind: z.enum(TARGET_KINDS).nullable(),
  targetUnitCode: z.string().nullable(),
  targetUnitName: z.string().nullable(),
  targetAppCode: z.string().nullable(),
  targetUserCode: z.string().nullable(),
  srcUserCode: z.string(),
  srcUserName: z.string(),
  publishDate: z.string(),
  recipients: z.number().int().min(0),
  /** Recipients whose browser loaded it (a list, the ticker, a pop-up or its detail), or who read it. */
  received: z.number().int().min(0),
  read: z.number().int().min(0),
  withdrawn: z.boolean(),
  withdrawnAt: z.string().nullable(),
});
export type SentMessageRow = z.infer<typeof sentMessageRowSchema>;

export const noticeCalls = {
  listSentMessages: consoleCall({
    method: 'GET',
    path: '/message/sent-list',
    permission: 'message:publish',
    scope: scope.list('messages published by users of the units the caller administers'),
    input: sortedPageQuery(['publishDate']).extend(sentMessageFilters.shape),
    output: pagedSchema(sentMessageRowSchema),
  }),
  withdrawMessage: consoleCall({
    method: 'POST',
    path: '/message/withdraw/:id',
    permission: 'message:publish',
    scope: scope.of(ref.message('id')),
    input: z.object({ id: idSchema }),
    output: done,
  }),
};
