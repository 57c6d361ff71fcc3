'use client';
/** The zh-CN / EN switch: stores the language in the SYS_LANG cookie and reloads the page in it. */
import { Button, Flex } from 'antd';
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
  const options = [
    { value: 'zh-CN', label: t('zhShort'), title: t('zh-CN') },
    { value: 'en-US', label: t('enShort'), title: t('en-US') },
  ];
  return (
    <Flex align="center" gap={2} role="group" aria-label={t('label')}>
      {options.map((o, i) => (
        <Flex key={o.value} align="center" gap={2}>
          {i > 0 && <span style={{ color: 'rgba(0,0,0,0.2)' }}>|</span>}
          <Button
            type="text"
            size="small"
            lang={o.value}
            title={o.title}
            aria-pressed={o.value === locale}
            style={{ fontWeight: o.value === locale ? 600 : 400, color: o.value === locale ? 'rgba(0,0,0,0.88)' : 'rgba(0,0,0,0.45)', paddingInline: 6 }}
            onClick={() => {
              if (o.value !== locale) setLanguage(o.value);
            }}
          >
            {o.label}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
