'use client';
/**
 * Configures the fetch layer for this page: the bases, the page's language and translated
 * client-side failure texts. Runs during render (idempotent) so that children's effects, which
 * run before a parent's effects, already call a configured api().
 */
import { useLocale, useTranslations } from 'next-intl';
import { configureApi } from '@/lib/client/api';
import { usePublicConfig } from './PublicConfigProvider';

export function ApiSetup() {
  const config = usePublicConfig();
  const locale = useLocale();
  const t = useTranslations('errors');
  if (typeof window !== 'undefined') {
    configureApi({
      bases: config.apiBases,
      language: () => document.documentElement.lang || locale,
      texts: {
        timeout: t('timeout'),
        network: t('network'),
        response: t('response'),
        unknownNetwork: t('-999'),
        unknown: t('unknown'),
      },
    });
  }
  return null;
}
