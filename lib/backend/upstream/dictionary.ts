/** The code-dictionary lookup forwarded to the upstream user-center (path not shown by the spec: /dictionary/list). */
import { z } from 'zod';
import type { DictionaryBackend } from '@/lib/backend/types';
import { dictionaryEntrySchema } from '@/lib/contracts/dictionary';
import type { UpstreamClient } from './client';
import { flag, looseFlag, looseText, text } from './lenient';

const entry = z
  .object({ appCode: looseText, code: looseText, value: looseText, descript: looseText, isHalt: looseFlag })
  .transform((e) => ({ appCode: text(e.appCode), code: text(e.code), value: text(e.value), descript: text(e.descript), isHalt: flag(e.isHalt) }))
  .pipe(dictionaryEntrySchema);

const entriesRetVal = z.union([z.array(entry), z.object({ datas: z.array(entry).nullish() }).transform((p) => p.datas ?? [])]).nullish().transform((l) => l ?? []);

export function createUpstreamDictionary(client: UpstreamClient): DictionaryBackend {
  return {
    list: (ctx, input) =>
      client.call(ctx, { method: 'GET', path: '/dictionary/list', query: { appCode: input.appCode, code: input.code, isHalt: input.isHalt }, retVal: entriesRetVal }),
  };
}
