/**
 * Root layout of the sign-in pages (login, SSO login, agreement, error pages): rendered once per
 * host and locale and kept (ISR), never per request (docs/decisions/021-static-sign-in-pages.md).
 * Nothing here reads the request: the host and the locale are segments of the internal address
 * that proxy.ts rewrites to. No antd: the pages draw native controls in the host's colours.
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { staticConfig } from '@/lib/config/static-config';
import { publicConfigFor } from '@/lib/server/public-config';
import { siteIcons } from '@/components/providers/icons';
import { SignInProviders } from '@/components/providers/SignInProviders';
import { brandCssVars } from '@/components/providers/theme';
import { signInPage, type SignInParams } from './params';
import './sign-in.css';

/** Re-rendered in the background at most every five minutes: the copyright year, other instances' domain edits. */
export const revalidate = 300;

/** No page is rendered at build time: hosts and addresses come from the deployment's config/ at run time. */
export function generateStaticParams(): { host: string; locale: string }[] {
  return [];
}

/** The namespaces the pages' client components use; the rest stays on the server. */
const CLIENT_NAMESPACES = ['common', 'login', 'errors'] as const;

export async function generateMetadata({ params }: { params: SignInParams }): Promise<Metadata> {
  const { locale } = await signInPage(params);
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    title: { default: t('product'), template: `%s - ${t('product')}` },
    description: t('productTagline'),
    icons: siteIcons(),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function SignInLayout({ children, params }: { children: ReactNode; params: SignInParams }) {
  const { locale, app } = await signInPage(params);
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <html lang={locale}>
      <body style={brandCssVars(app.appCode)}>
        <NextIntlClientProvider locale={locale} messages={clientMessages as typeof messages} timeZone="Asia/Shanghai">
          <SignInProviders config={publicConfigFor(staticConfig(), app)}>{children}</SignInProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
