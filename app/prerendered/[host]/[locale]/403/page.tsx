/** /403: no permission to view the page, with a way back home. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/feedback/StatusPage';
import { signInPage, type SignInParams } from '../params';

export async function generateMetadata({ params }: { params: SignInParams }): Promise<Metadata> {
  const { locale } = await signInPage(params);
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('403.title') };
}

export default async function Page403({ params }: { params: SignInParams }) {
  const { locale } = await signInPage(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <StatusPage status="403" title={t('403.title')} description={t('403.description')} homeLabel={t('backHome')} />;
}
