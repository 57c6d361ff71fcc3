/**
 * An application's translations in one locale, all of them or those changed since the client's
 * last pull (portal.md: /kv_translate/kv_translates with lastPullDate). lastPullDate is taken
 * before the read, so a change saved during it is pulled again next time rather than missed.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { KvTranslates } from '@/lib/contracts/translate';
import type { Locale } from '@/lib/i18n/locales';

export async function listTranslations(deps: BuiltinDeps, _ctx: CallContext, input: { appCode: string; locale: Locale; since?: Date }): Promise<KvTranslates> {
  const pulledAt = deps.now();
  const rows = await deps.db.translation.findMany({
    where: { appCode: input.appCode, locale: input.locale, ...(input.since ? { updatedAt: { gte: input.since } } : {}) },
    select: { group: true, code: true, value: true, page: true },
    orderBy: [{ group: 'asc' }, { code: 'asc' }],
  });
  return {
    translatesDTOs: rows.map((r) => ({ group: r.group ?? '', code: r.code, value: r.value, page: r.page ?? '' })),
    lastPullDate: pulledAt.toISOString(),
  };
}
