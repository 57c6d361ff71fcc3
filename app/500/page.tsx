// 500: a server error page with a way back home.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/feedback/StatusPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pages'))('500.title') };
}

export default async function Page500() {
  const t = await getTranslations('pages');
  return <StatusPage status="500" title={t('500.title')} description={t('500.description')} homeLabel={t('backHome')} />;
}
