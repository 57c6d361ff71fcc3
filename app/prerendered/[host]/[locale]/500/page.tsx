/** /500: a server error, with a way back home. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/feedback/StatusPage';
import { signInPage, type SignInParams } from '../params';

export async function generateMetadata({ params }: { params: SignInParams }): Promise<Metadata> {
  const { locale } = await signInPage(params);
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('500.title') };
}

export default async function Page500({ params }: { params: SignInParams }) {
  const { locale } = await signInPage(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <StatusPage status="500" title={t('500.title')} description={t('500.description')} homeLabel={t('backHome')} />;
}
