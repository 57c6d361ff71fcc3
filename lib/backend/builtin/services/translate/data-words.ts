/**
 * Words that come from data (report and category titles, application names), in the caller's
 * language: the translation table (the console's translation editor) keyed by the record's code,
 * the record's own text otherwise. One read for all the codes a list needs.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Locale } from '@/lib/i18n/locales';

export type DataWords = (code: string, own: string) => string;

export async function dataWords(deps: BuiltinDeps, locale: Locale, codes: readonly string[]): Promise<DataWords> {
  const wanted = [...new Set(codes.filter(Boolean))];
  const rows = wanted.length
    ? await deps.db.translation.findMany({ where: { locale, code: { in: wanted } }, select: { code: true, value: true }, orderBy: { id: 'asc' } })
    : [];
  const words = new Map<string, string>();
  for (const r of rows) if (r.value && !words.has(r.code)) words.set(r.code, r.value);
  return (code, own) => words.get(code) ?? own;
}
