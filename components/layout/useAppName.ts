'use client';
/** The translated name of an application code (common.appNames), with a generic fallback. */
import { useTranslations } from 'next-intl';

export function useAppName(appCode: string): string {
  const t = useTranslations('common.appNames');
  return t.has(appCode) ? t(appCode) : t('default');
}
