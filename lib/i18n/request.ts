/**
 * next-intl request configuration: the locale of this render and its messages. Pages rendered once
 * per locale (the sign-in pages) fix it with setRequestLocale or pass it explicitly, and no request
 * header is read; every other page takes it from the request (URL language, cookie, browser).
 */
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, LOCALE_HEADER, locales, resolveLocale, type Locale } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const fixed = await requestLocale;
  let locale: Locale;
  if (fixed && (locales as readonly string[]).includes(fixed)) {
    locale = fixed as Locale;
  } else {
    const [h, c] = await Promise.all([headers(), cookies()]);
    locale = resolveLocale({ header: h.get(LOCALE_HEADER), cookie: c.get(LOCALE_COOKIE)?.value, acceptLanguage: h.get('accept-language') });
  }
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Shanghai' };
});
