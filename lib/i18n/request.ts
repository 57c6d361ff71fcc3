/** next-intl request configuration: the locale of this request and its messages. */
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, LOCALE_HEADER, resolveLocale } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const locale = resolveLocale({
    header: h.get(LOCALE_HEADER),
    cookie: c.get(LOCALE_COOKIE)?.value,
    acceptLanguage: h.get('accept-language'),
  });
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Shanghai' };
});
