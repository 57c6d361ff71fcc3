/** Schemas of the translation calls (portal.md section 7: /kv_translate/kv_translates and /kv_translate/batch). */
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

export const localeSchema = z.enum(locales);

const appCode = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/);

export const translationEntrySchema = z.object({
  /** Object group (menu, button, report, ...), the editor's filter. */
  group: z.string(),
  code: z.string(),
  value: z.string(),
  /** Page the key was collected from. */
  page: z.string(),
});
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

export const kvTranslatesQuerySchema = z.object({
  /** Only entries changed at or after this instant (the previous answer's lastPullDate). */
  lastPullDate: z.iso.datetime({ offset: true }).optional(),
  /** Default: the appCode header, then the host's application. */
  appCode: appCode.optional(),
  /** Default: the language header. The editor reads the Chinese column with lang=zh-CN. */
  lang: localeSchema.optional(),
});

export const kvTranslatesResultSchema = z.object({
  translatesDTOs: z.array(translationEntrySchema),
  lastPullDate: z.string(),
});
export type KvTranslates = z.infer<typeof kvTranslatesResultSchema>;

export const TRANSLATION_BATCH_MAX = 1000;

export const translationBatchSchema = z.object({
  appCode,
  lang: localeSchema,
  data: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(100),
        value: z.string().max(500),
        page: z.string().trim().max(200).default(''),
      }),
    )
    .min(1)
    .max(TRANSLATION_BATCH_MAX),
});
export type TranslationBatch = z.infer<typeof translationBatchSchema>;
