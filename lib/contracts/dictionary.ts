/** Schemas of the code-dictionary lookup (portal.md section 7: appCode GC, code UPDATE_HISTORY_URL, isHalt F). */
import { z } from 'zod';
import { flagSchema } from './envelope';

const code = z.string().trim().min(1).max(60);

export const dictionaryQuerySchema = z.object({ appCode: code, code, isHalt: flagSchema.optional() });

export const dictionaryEntrySchema = z.object({
  appCode: z.string(),
  code: z.string(),
  value: z.string(),
  descript: z.string(),
  isHalt: flagSchema,
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
