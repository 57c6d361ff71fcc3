/**
 * The code box (dictionary) behind brand management (/code/{code}): entries of an application's
 * dictionary such as GC / UPDATE_HISTORY_URL, which the shell reads. Paths are not shown by the
 * spec (docs/decisions/065).
 */
import { z } from 'zod';
import { integerOr } from './numbers';
import { pagedSchema, pageQuerySchema, sortedPageQuery } from './envelope';
import { consoleCall, done, idSchema, optionalText, textFilter } from './console-call';
import { ref, scope } from './scope';

const boxCode = z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9_.-]+$/);

export const codeBoxRowSchema = z.object({
  id: z.number().int(),
  appCode: z.string(),
  code: z.string(),
  value: z.string(),
  descript: z.string(),
  isHalt: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type CodeBoxRow = z.infer<typeof codeBoxRowSchema>;

export const codeBoxCalls = {
  listCodeBox: consoleCall({
    method: 'POST',
    path: '/codeBox/list',
    permission: 'uc:brand:list',
    scope: scope.platform('the shell\'s dictionary is the platform\'s (uc:brand:*)'),
    input: sortedPageQuery(['appCode', 'code', 'updatedAt']).extend({ appCode: textFilter(60), code: textFilter(60) }),
    output: pagedSchema(codeBoxRowSchema),
  }),
  saveCodeBox: consoleCall({
    method: 'POST',
    path: '/codeBox/save',
    permission: 'uc:brand:edit',
    scope: scope.platform('the shell\'s dictionary is the platform\'s (uc:brand:*)', ref.codeBox('id')),
    input: z.object({
      id: idSchema.optional(),
      appCode: boxCode,
      code: boxCode,
      value: z.string().max(2000).default(''),
      descript: optionalText(200),
      isHalt: z.boolean().default(false),
      sort: integerOr(0, 999_999, 0),
    }),
    output: codeBoxRowSchema,
  }),
  deleteCodeBox: consoleCall({ method: 'DELETE', path: '/codeBox/:id', permission: 'uc:brand:edit', scope: scope.platform('the shell\'s dictionary is the platform\'s (uc:brand:*)', ref.codeBox('id')), input: z.object({ id: idSchema }), output: done }),
};
