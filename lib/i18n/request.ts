/**
 * next-intl request configuration: the locale of this render and its messages. Pages rendered once
 * per locale (the sign-in pages) fix it with setRequestLocale or pass it explicitly, and no request
 * header is read; every other page takes the page's one language (lib/bff/page-session.ts
 * pageLocale: URL language, the session's lock, cookie, browser).
 */
import { getRequestConfig } from 'next-intl/server';
import { readPageRequest } from '@/lib/bff/page-session';
import { locales, type Locale } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const fixed = await requestLocale;
  let locale: Locale;
  if (fixed && (locales as readonly string[]).includes(fixed)) {
    locale = fixed as Locale;
  } else {
    // The same language as the page's calls and menus (one language per page): pageLocale's rule.
    locale = (await readPageRequest()).locale;
  }
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Shanghai' };
});
