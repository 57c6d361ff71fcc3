/** The code-dictionary lookup the shell's update-history entry uses (appCode GC, code UPDATE_HISTORY_URL, isHalt F). */
import { z } from 'zod';
import { defineEndpoint } from '@/lib/bff/endpoint';
import { dictionaryEntrySchema, dictionaryQuerySchema } from '@/lib/contracts/dictionary';

export const dictionaryList = defineEndpoint({
  base: 'uc',
  method: 'GET',
  path: '/dictionary/list',
  auth: 'session',
  input: dictionaryQuerySchema,
  output: z.array(dictionaryEntrySchema),
  async handler({ input, ctx }) {
    return ctx.backend.dictionary.list(ctx.call, input);
  },
});
