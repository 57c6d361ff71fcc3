/**
 * Translation calls forwarded to the upstream translate service (portal.md section 7): the
 * application and language travel as the headers appCode and language.
 */
import { z } from 'zod';
import type { CallContext, TranslateBackend } from '@/lib/backend/types';
import { kvTranslatesResultSchema, translationEntrySchema } from '@/lib/contracts/translate';
import type { UpstreamClient } from './client';
import { looseText, text } from './lenient';

const upstreamEntry = z
  .object({ group: looseText, code: looseText, key: looseText, value: looseText, page: looseText })
  .transform((e) => ({ group: text(e.group), code: text(e.code ?? e.key), value: text(e.value), page: text(e.page) }))
  .pipe(translationEntrySchema);

const translatesRetVal = z
  .object({ translatesDTOs: z.array(upstreamEntry).nullish(), lastPullDate: looseText })
  .transform((r) => ({ translatesDTOs: r.translatesDTOs ?? [], lastPullDate: text(r.lastPullDate) || new Date().toISOString() }))
  .pipe(kvTranslatesResultSchema);
const ignored = z.unknown();

export function createUpstreamTranslate(client: UpstreamClient): TranslateBackend {
  return {
    list: (ctx, input) =>
      client.call({ ...ctx, locale: input.locale } satisfies CallContext, {
        method: 'GET',
        path: '/kv_translate/kv_translates',
        query: { lastPullDate: input.since?.toISOString() },
        headers: { appCode: input.appCode },
        retVal: translatesRetVal,
      }),

    async saveBatch(ctx, input) {
      await client.call(ctx, { method: 'POST', path: '/kv_translate/batch', body: input, headers: { appCode: input.appCode }, retVal: ignored });
    },
  };
}
