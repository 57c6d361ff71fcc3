// 501: a function the server does not support (yet), with a way back home.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/feedback/StatusPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pages'))('501.title') };
}

export default async function Page501() {
  const t = await getTranslations('pages');
  return <StatusPage status="500" title={t('501.title')} description={t('501.description')} homeLabel={t('backHome')} />;
}
