/** /logout: clears the session and the stored login, then goes to the next place (see SignOutRunners). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutRunner } from '@/components/feedback/SignOutRunners';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('common'))('signingOut') };
}

export default function LogoutPage() {
  return <LogoutRunner />;
}
