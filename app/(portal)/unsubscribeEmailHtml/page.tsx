/** Password retrieval by e-mail (public). The reset mail links here with unitCode and userCode. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordRetrievalCard } from '@/components/account/PasswordRetrievalCard';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const prefill = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim().slice(0, 60) : '');

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('password');
  return { title: t('retrieve.title') };
}

export default async function RetrievePasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <PasswordRetrievalCard unitCode={prefill(params.unitCode)} userCode={prefill(params.userCode)} />;
}
