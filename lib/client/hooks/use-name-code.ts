'use client';
/** The page's "name and code" formatter (lib/i18n/pairs.ts): `名称（CODE）` in zh-CN, `Name (CODE)` in en-US. */
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { normalizeLocale, defaultLocale } from '@/lib/i18n/locales';
import { nameCodeFormatter, punctuation, type NameCode, type Punctuation } from '@/lib/i18n/pairs';

export function useNameCode(): NameCode {
  const locale = normalizeLocale(useLocale()) ?? defaultLocale;
  return useMemo(() => nameCodeFormatter(locale), [locale]);
}

/** The page's separators (lib/i18n/pairs.ts): 、；： in zh-CN, ASCII with a space in en-US. */
export function usePunctuation(): Punctuation {
  return punctuation(normalizeLocale(useLocale()) ?? defaultLocale);
}
