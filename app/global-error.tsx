'use client';
/**
 * Last-resort boundary: replaces the root layout, so it brings its own <html>, its own messages
 * (the pages namespace of both locales) and no antd. Generic text only, never the stack.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import zhPages from '@/messages/zh-CN/pages.json';
import enPages from '@/messages/en-US/pages.json';

type Locale = 'zh-CN' | 'en-US';

function pickLocale(): Locale {
  const cookie = document.cookie.split(';').map((p) => p.trim()).find((p) => p.startsWith('SYS_LANG='));
  const value = decodeURIComponent(cookie?.slice('SYS_LANG='.length) ?? '') || navigator.language;
  return value.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

function Content({ reset }: { reset: () => void }) {
  const t = useTranslations('pages');
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <div style={{ textAlign: 'center', maxWidth: 420 }}>
        <div style={{ fontSize: 56, lineHeight: 1, marginBottom: 16 }} aria-hidden>
          ⚠
        </div>
        <h1 style={{ fontSize: 22, margin: '0 0 8px', color: 'rgba(0,0,0,0.88)' }}>{t('error.title')}</h1>
        <p style={{ color: 'rgba(0,0,0,0.55)', margin: '0 0 24px' }}>{t('error.description')}</p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
          <button type="button" onClick={() => reset()} style={buttonStyle(false)}>
            {t('retry')}
          </button>
          <a href="/" style={buttonStyle(true)}>
            {t('backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}

function buttonStyle(primary: boolean): CSSProperties {
  return {
    padding: '8px 18px',
    borderRadius: 8,
    fontSize: 14,
    cursor: 'pointer',
    textDecoration: 'none',
    border: primary ? '1px solid #1677ff' : '1px solid #d9d9d9',
    background: primary ? '#1677ff' : '#fff',
    color: primary ? '#fff' : 'rgba(0,0,0,0.88)',
  };
}

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale, setLocale] = useState<Locale>('zh-CN');
  useEffect(() => setLocale(pickLocale()), []);
  return (
    <html lang={locale}>
      <body style={{ margin: 0, fontFamily: "-apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif", background: '#f5f7fa' }}>
        <NextIntlClientProvider locale={locale} messages={{ pages: locale === 'en-US' ? enPages : zhPages }} timeZone="Asia/Shanghai">
          <Content reset={reset} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
