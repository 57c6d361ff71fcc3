/** /logout: clears the session and the stored login, then goes to the next place (see SignOutRunners). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutRunner } from '@/components/feedback/SignOutRunners';
import { endReasonOf, WHY_PARAM } from '@/components/feedback/logout';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('common'))('signingOut') };
}

export default async function LogoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const v = (await searchParams)[WHY_PARAM];
  return <LogoutRunner why={endReasonOf(Array.isArray(v) ? v[0] : v)} />;
}
