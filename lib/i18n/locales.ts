/** Supported locales and how one is picked: URL `language`, then the cookie, then the browser. */
export const locales = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';

/** Cookie that remembers the language (the spec's SYS_LANG). */
export const LOCALE_COOKIE = 'SYS_LANG';
/** Header proxy.ts sets so the render of the same request sees a language just taken from the URL. */
export const LOCALE_HEADER = 'x-concierge-locale';

/** Accepts 'zh-CN', 'zh', 'zh_CN', 'en', 'en-GB'...; undefined when it is neither zh nor en. */
export function normalizeLocale(v: string | null | undefined): Locale | undefined {
  if (!v) return undefined;
  const s = v.trim().toLowerCase().replace('_', '-');
  if (s.startsWith('zh')) return 'zh-CN';
  if (s.startsWith('en')) return 'en-US';
  return undefined;
}

/** First language of an Accept-Language header that begins with zh or en, by quality. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const l = normalizeLocale(tag);
    if (l) return l;
  }
  return undefined;
}

export function resolveLocale(input: {
  urlLanguage?: string | null;
  header?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  return (
    normalizeLocale(input.urlLanguage) ??
    normalizeLocale(input.header) ??
    normalizeLocale(input.cookie) ??
    localeFromAcceptLanguage(input.acceptLanguage) ??
    defaultLocale
  );
}
