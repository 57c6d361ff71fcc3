/**
 * The browser's translation cache (portal.md section 3: SYS_LANG_MESSAGE, kept across logouts):
 * per application and locale, the entries and the last pull date, so a pull asks only for what
 * changed since. The translation editor announces a save; open shells pull and rename at once.
 */
import type { Locale } from '@/lib/i18n/locales';
import { callApi } from './call';
import * as calls from './calls.generated';
import { readJson, StorageKey, writeJson } from './storage';

export interface TranslationCache {
  lastPullDate: string;
  entries: Record<string, string>;
}

type Stored = Record<string, Record<string, TranslationCache>>;

/** Fired on window after a save in the translation editor (detail: { appCode, locale }). */
export const TRANSLATIONS_SAVED_EVENT = 'concierge:translations-saved';

export function writeTranslationCache(appCode: string, locale: string, cache: TranslationCache): void {
  const all = readJson<Stored>(StorageKey.langMessage) ?? {};
  writeJson(StorageKey.langMessage, { ...all, [appCode]: { ...all[appCode], [locale]: cache } });
}

/** Pulls what changed since `cache.lastPullDate` (everything without one) and returns the merged cache. */
export async function pullTranslations(appCode: string, locale: Locale, cache: TranslationCache | undefined): Promise<TranslationCache> {
  const answer = await callApi(calls.kvTranslates, { appCode, lang: locale, lastPullDate: cache?.lastPullDate || undefined }, { quiet: true });
  const entries = { ...(cache?.entries ?? {}) };
  for (const e of answer.translatesDTOs) {
    if (e.value) entries[e.code] = e.value;
    else delete entries[e.code];
  }
  const next = { lastPullDate: answer.lastPullDate, entries };
  writeTranslationCache(appCode, locale, next);
  return next;
}

export function announceTranslationsSaved(appCode: string, locale: string): void {
  window.dispatchEvent(new CustomEvent(TRANSLATIONS_SAVED_EVENT, { detail: { appCode, locale } }));
}
