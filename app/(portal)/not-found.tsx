// 404 for every unknown path, with a way back home.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/feedback/StatusPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pages'))('404.title') };
}

export default async function NotFound() {
  const t = await getTranslations('pages');
  return <StatusPage status="404" title={t('404.title')} description={t('404.description')} homeLabel={t('backHome')} />;
}
