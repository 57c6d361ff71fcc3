'use client';
/** Client-side providers of every page: antd (locale, theme, App), the public config, the fetch layer. */
import { useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { PublicConfig } from '@/lib/client/public-config';
import { ApiFeedback } from '@/components/feedback/ApiFeedback';
import { ApiSetup } from './ApiSetup';
import { HashStripper } from './HashStripper';
import { PublicConfigProvider } from './PublicConfigProvider';
import { themeFor } from './theme';

export function AppProviders({ locale, config, children }: { locale: string; config: PublicConfig; children: ReactNode }) {
  const theme = useMemo(() => themeFor(config.appCode), [config.appCode]);
  return (
    <ConfigProvider locale={locale === 'en-US' ? enUS : zhCN} theme={theme}>
      {/* Toasts: top 50, 3 s (portal.md section 9). */}
      <App message={{ top: 50, duration: 3, maxCount: 3 }}>
        <PublicConfigProvider value={config}>
          <ApiSetup />
          <HashStripper />
          <ApiFeedback />
          {children}
        </PublicConfigProvider>
      </App>
    </ConfigProvider>
  );
}
