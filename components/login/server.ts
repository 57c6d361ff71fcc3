/**
 * Server-side data of the login page: the domain settings of this host (title, logo, copyright),
 * read through the backend, with the product's fallbacks.
 */
import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { readPageRequest } from '@/lib/bff/page-session';
import { hostName } from '@/lib/config/static-config';
import type { DomainInfo } from '@/lib/contracts/self-service';
import { log } from '@/lib/infra/log';
import { runtime } from '@/lib/server/runtime';

/** The domain record of this request's host, or null (also when the lookup fails). */
export const loadDomain = cache(async (): Promise<DomainInfo | null> => {
  const req = await readPageRequest();
  if (!req.call) return null;
  try {
    return await runtime().backend.self.domainByHost(req.call, { host: hostName(req.host) });
  } catch (e) {
    log.warn('login.domain_lookup_failed', { code: (e as { code?: number }).code ?? 'unknown' });
    return null;
  }
});

export interface LoginChrome {
  brandTitle: string;
  copyright: string;
  logoUrl: string;
}

export async function loadLoginChrome(): Promise<LoginChrome> {
  const [domain, t, tCommon] = await Promise.all([loadDomain(), getTranslations('login'), getTranslations('common')]);
  const year = new Date().getFullYear();
  const copyright = domain?.copyRight ? domain.copyRight.replaceAll('{year}', String(year)) : t('copyrightFallback', { year: String(year) });
  return { brandTitle: domain?.title || tCommon('product'), copyright, logoUrl: domain?.logoUrl ?? '' };
}

/** The page title: the domain's title, or the application's name. */
export async function loginPageTitle(appCode: string | undefined): Promise<string> {
  const [domain, tCommon] = await Promise.all([loadDomain(), getTranslations('common')]);
  if (domain?.title) return domain.title;
  return appCode && tCommon.has(`appNames.${appCode}`) ? tCommon(`appNames.${appCode}`) : tCommon('product');
}
