/** /501: a function the server does not support (yet), with a way back home. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/feedback/StatusPage';
import { signInPage, type SignInParams } from '../params';

export async function generateMetadata({ params }: { params: SignInParams }): Promise<Metadata> {
  const { locale } = await signInPage(params);
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('501.title') };
}

export default async function Page501({ params }: { params: SignInParams }) {
  const { locale } = await signInPage(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <StatusPage status="500" title={t('501.title')} description={t('501.description')} homeLabel={t('backHome')} />;
}
