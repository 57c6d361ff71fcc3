// 403: shown to users who lack the right to a page ("No permission to view the page").
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/feedback/StatusPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pages'))('403.title') };
}

export default async function Page403() {
  const t = await getTranslations('pages');
  return <StatusPage status="403" title={t('403.title')} description={t('403.description')} homeLabel={t('backHome')} />;
}
