'use client';
/** The zh-CN / EN switch: stores the language in the SYS_LANG cookie and reloads the page in it. */
import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import styles from './login.module.css';

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
    <div className={styles.langs} role="group" aria-label={t('label')}>
      {options.map((o, i) => (
        <span key={o.value} className={styles.langs}>
          {i > 0 && <span className={styles.langSep}>|</span>}
          <button
            type="button"
            className={styles.lang}
            lang={o.value}
            title={o.title}
            aria-pressed={o.value === locale}
            onClick={() => {
              if (o.value !== locale) setLanguage(o.value);
            }}
          >
            {o.label}
          </button>
        </span>
      ))}
    </div>
  );
}
