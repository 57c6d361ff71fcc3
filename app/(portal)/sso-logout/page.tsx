/** /sso-logout: ends the session of this host within the SSO logout chain (see SignOutRunners). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SsoLogoutRunner } from '@/components/feedback/SignOutRunners';
import { endReasonOf, WHY_PARAM } from '@/components/feedback/logout';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('common'))('signingOut') };
}

export default async function SsoLogoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const one = (k: string) => {
    const v = sp[k];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  const appCode = one('appCode');
  return <SsoLogoutRunner appCode={appCode && /^[A-Za-z0-9_-]{1,60}$/.test(appCode) ? appCode : undefined} redirect={one('redirect')} clear={sp.clear !== undefined} why={endReasonOf(one(WHY_PARAM))} />;
}
