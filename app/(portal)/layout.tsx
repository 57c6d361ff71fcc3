/**
 * Root layout of the portal's pages (everything but the sign-in pages, which have their own in
 * app/prerendered/): language of the request, antd (SSR style registry, locale, theme by the
 * host's application), next-intl messages, and the host's public configuration for client components.
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { appForHost, staticConfig } from '@/lib/config/static-config';
import type { AppHostConfig } from '@/lib/config/schemas';
import { publicConfigFor } from '@/lib/server/public-config';
import { AppProviders } from '@/components/providers/AppProviders';
import { siteIcons } from '@/components/providers/icons';
// antd's styles per component (docs/decisions/110): here the shared reset, icons and App's holders;
// each component's styles come with the client component that renders it (components/style/antd/).
import '@/components/style/antd/base';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { default: t('product'), template: `%s - ${t('product')}` },
    description: t('productTagline'),
    icons: siteIcons(),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, h, messages] = await Promise.all([getLocale(), headers(), getMessages()]);
  // Texts only server components use stay on the server instead of riding in every page's HTML;
  // the console's texts go only to console pages (app/(console)/layout.tsx).
  const { agreement: _serverOnly, console: _consoleOnly, ...clientMessages } = messages as Record<string, unknown>;
  const config = staticConfig();
  // proxy.ts refuses unknown hosts; the fallback only keeps this layout total.
  const app: AppHostConfig = appForHost(h.get('host'), config) ?? {
    appCode: config.loginSystem.defaultAppCode,
    customer: Object.keys(config.appLinks)[0] ?? '',
    sso: false,
  };
  return (
    <html lang={locale}>
      <body style={{ margin: 0, background: '#f5f7fa' }}>
        <AntdRegistry>
          <NextIntlClientProvider messages={clientMessages as typeof messages}>
            <AppProviders locale={locale} config={publicConfigFor(config, app)}>
              {children}
            </AppProviders>
          </NextIntlClientProvider>
        </AntdRegistry>
      </body>
    </html>
  );
}
