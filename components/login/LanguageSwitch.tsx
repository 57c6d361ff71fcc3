'use client';
/** The zh-CN / EN switch: stores the language in the SYS_LANG cookie and reloads the page in it. */
import { Segmented } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';

export function setLanguage(locale: string): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${365 * 86_400}; samesite=lax`;
  const url = new URL(window.location.href);
  // A `language` parameter would win over the cookie: drop it.
  url.searchParams.delete('language');
  window.location.replace(url.toString());
}

export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslations('common.language');
  return (
    <Segmented
      size="small"
      value={locale}
      aria-label={t('label')}
      options={[
        { label: t('zhShort'), value: 'zh-CN', title: t('zh-CN') },
        { label: t('enShort'), value: 'en-US', title: t('en-US') },
      ]}
      onChange={(value) => {
        if (value !== locale) setLanguage(String(value));
      }}
    />
  );
}
