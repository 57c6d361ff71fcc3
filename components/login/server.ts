/**
 * Server-side data of the sign-in pages: the domain settings of a host (title, logo, copyright),
 * read through the backend, with the product's fallbacks. No request data: these pages are
 * rendered once per host and locale (docs/decisions/021-static-sign-in-pages.md).
 */
import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CallContext } from '@/lib/backend/types';
import type { DomainInfo } from '@/lib/contracts/self-service';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';
import { loadPageStyles } from '@/components/style/server';
import type { PageStyles } from '@/lib/style/page-styles';

/** The call of a page render that belongs to no visitor: no token, no client address. */
function renderCall(host: string, locale: Locale): CallContext | undefined {
  const app = runtime().config.appConfig[host];
  return app ? { locale, ip: '', userAgent: '', appCode: app.appCode, host } : undefined;
}

/** The domain record of a host, or null (also when the lookup fails). */
export const loadDomain = cache(async (host: string, locale: Locale): Promise<DomainInfo | null> => {
  const call = renderCall(host, locale);
  if (!call) return null;
  try {
    return await runtime().backend.self.domainByHost(call, { host });
  } catch (e) {
    log.warn('login.domain_lookup_failed', { code: (e as { code?: number }).code ?? 'unknown' });
    return null;
  }
});

export interface LoginChrome {
  brandTitle: string;
  copyright: string;
  logoUrl: string;
  pageStyles: PageStyles;
}

export async function loadLoginChrome(host: string, locale: Locale): Promise<LoginChrome> {
  const [domain, t, tCommon, pageStyles] = await Promise.all([
    loadDomain(host, locale),
    getTranslations({ locale, namespace: 'login' }),
    getTranslations({ locale, namespace: 'common' }),
    loadPageStyles(renderCall(host, locale), 'LOGIN', host),
  ]);
  // The page is re-rendered at least every few minutes (the segment's revalidate): the year stays current.
  const year = new Date().getFullYear();
  const copyright = domain?.copyRight ? domain.copyRight.replaceAll('{year}', String(year)) : t('copyrightFallback', { year: String(year) });
  return { brandTitle: domain?.title || tCommon('product'), copyright, logoUrl: domain?.logoUrl ?? '', pageStyles };
}

/** The page title: the domain's title, or the application's name. */
export async function loginPageTitle(host: string, locale: Locale): Promise<string> {
  const [domain, tCommon] = await Promise.all([loadDomain(host, locale), getTranslations({ locale, namespace: 'common' })]);
  if (domain?.title) return domain.title;
  const appCode = runtime().config.appConfig[host]?.appCode;
  return appCode && tCommon.has(`appNames.${appCode}`) ? tCommon(`appNames.${appCode}`) : tCommon('product');
}
