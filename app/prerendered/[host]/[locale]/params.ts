/**
 * The parameters of the sign-in pages' segment (/prerendered/[host]/[locale]/...): a configured
 * host and a supported locale. proxy.ts only builds such addresses (lib/routing/static-pages.ts).
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { staticConfig } from '@/lib/config/static-config';
import type { AppHostConfig } from '@/lib/config/schemas';
import { locales, type Locale } from '@/lib/i18n/locales';

export type SignInParams = Promise<{ host: string; locale: string }>;

export interface SignInPage {
  host: string;
  locale: Locale;
  app: AppHostConfig;
}

/** Reads and checks the parameters, and fixes the render's locale (no request header is read). */
export async function signInPage(params: SignInParams): Promise<SignInPage> {
  const { host, locale } = await params;
  const app = staticConfig().appConfig[host];
  if (!app || !(locales as readonly string[]).includes(locale)) notFound();
  setRequestLocale(locale);
  return { host, locale: locale as Locale, app };
}
