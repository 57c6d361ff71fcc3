/**
 * Labels built from two parts, in the page's language (issue 18: no full-width punctuation in
 * English text). "Name and code": zh-CN `名称（CODE）`, en-US `Name (CODE)`; a list of parts:
 * zh-CN `甲、乙`, en-US `A, B`. Components get these from `useNameCode` (lib/client/hooks), plain
 * functions and services take the locale.
 */
import type { Locale } from './locales';

export type NameCode = (name: string | null | undefined, code: string | number) => string;

export function nameWithCode(locale: Locale, name: string | null | undefined, code: string | number): string {
  return locale === 'zh-CN' ? `${name ?? ''}（${code}）` : `${name ?? ''} (${code})`;
}

const formatters = new Map<Locale, NameCode>();

/** The formatter of one language, for code that formats many labels: one function per language (a stable identity for React). */
export function nameCodeFormatter(locale: Locale): NameCode {
  let f = formatters.get(locale);
  if (!f) {
    f = (name, code) => nameWithCode(locale, name, code);
    formatters.set(locale, f);
  }
  return f;
}

/** `make(nc)` once per formatter: loaders passed to components that reload when the loader changes stay the same function. */
export function perFormatter<T>(make: (nc: NameCode) => T): (nc: NameCode) => T {
  const made = new Map<NameCode, T>();
  return (nc) => {
    if (!made.has(nc)) made.set(nc, make(nc));
    return made.get(nc) as T;
  };
}

export interface Punctuation {
  /** Between items of an enumeration: "甲、乙" / "A, B". */
  list: string;
  /** Between clauses or entries that contain commas themselves: "甲；乙" / "A; B". */
  clause: string;
  /** Before a detail: "角色：管理员" / "Role: admin". */
  colon: string;
}

const PUNCTUATION: Record<Locale, Punctuation> = {
  'zh-CN': { list: '、', clause: '；', colon: '：' },
  'en-US': { list: ', ', clause: '; ', colon: ': ' },
};

export function punctuation(locale: Locale): Punctuation {
  return PUNCTUATION[locale];
}

/** Parts of an enumeration: "甲、乙" / "A, B". */
export function listJoin(locale: Locale, parts: readonly string[]): string {
  return parts.join(PUNCTUATION[locale].list);
}
