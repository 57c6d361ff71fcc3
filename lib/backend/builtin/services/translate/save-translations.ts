/**
 * The translation editor's save (POST /kv_translate/batch): every key of the batch gets the new
 * value in that locale, created when missing (with the group of its Chinese row). One transaction;
 * the editor's translator permission is checked by the endpoint.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { TranslationBatch } from '@/lib/contracts/translate';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';

const SOURCE_LOCALE = 'zh-CN';

export async function saveTranslations(deps: BuiltinDeps, ctx: CallContext, input: TranslationBatch): Promise<void> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  // The last value of a key wins when a batch repeats it.
  const byKey = new Map(input.data.map((d) => [d.key, d]));
  const keys = [...byKey.keys()];
  const groups = new Map(
    (
      await deps.db.translation.findMany({
        where: { appCode: input.appCode, locale: SOURCE_LOCALE, code: { in: keys } },
        select: { code: true, group: true },
      })
    ).map((r) => [r.code, r.group]),
  );
  const write = () =>
    deps.db.$transaction(async (tx) => {
      for (const { key, value, page } of byKey.values()) {
        const updated = await tx.translation.updateMany({
          where: { appCode: input.appCode, locale: input.lang, code: key },
          data: { value, ...(page ? { page } : {}), updatedBy: p.user.code },
        });
        if (updated.count === 0) {
          await tx.translation.create({
            data: { appCode: input.appCode, locale: input.lang, code: key, value, page: page || null, group: groups.get(key) ?? null, updatedBy: p.user.code },
          });
        }
      }
    });
  try {
    await write();
  } catch (e) {
    // Two editors creating the same missing key at once: the loser's create hits the unique key;
    // by now the row exists, so writing again updates it.
    if ((e as { code?: unknown } | null)?.code === 'P2002') await write();
    else throw e;
  }
}
