'use client';
/** Client-side providers of every page: antd (locale, theme), toasts and confirmations, the public config, the fetch layer. */
import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { PublicConfig } from '@/lib/client/public-config';
import { ApiFeedback } from '@/components/feedback/ApiFeedback';
import { FeedbackProvider } from '@/components/feedback/feedback';
import { ApiSetup } from './ApiSetup';
import { HashStripper } from './HashStripper';
import { PublicConfigProvider } from './PublicConfigProvider';
import { themeFor } from './theme';

/**
 * antd's pickers take month and weekday names from dayjs's global locale, not from ConfigProvider:
 * without this a zh-CN page shows "Nov" and "Su Mo Tu". Set during render (before any picker
 * renders). On the server, renders in both languages share the global, which is harmless: the
 * names show only in a picker's popup, and that renders in the browser.
 */
function useDayjsLocale(locale: string): void {
  const wanted = locale === 'en-US' ? 'en' : 'zh-cn';
  if (dayjs.locale() !== wanted) dayjs.locale(wanted);
}

export function AppProviders({ locale, config, children }: { locale: string; config: PublicConfig; children: ReactNode }) {
  useDayjsLocale(locale);
  const theme = useMemo(() => themeFor(config.appCode), [config.appCode]);
  return (
    <ConfigProvider locale={locale === 'en-US' ? enUS : zhCN} theme={theme}>
      {/* Toasts: top 50, 3 s (portal.md section 9). */}
      <FeedbackProvider message={{ top: 50, duration: 3, maxCount: 3 }}>
        <PublicConfigProvider value={config}>
          <ApiSetup />
          <HashStripper />
          <ApiFeedback />
          {children}
        </PublicConfigProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
