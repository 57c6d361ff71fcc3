/** /login-limit/login-limit-list: login limits (failures allowed and lock time; time and address windows). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { LoginLimitsScreen } from '@/components/console/security/LoginLimitsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.security.limits'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:limit:list'))) return <NoPermission />;
  return <LoginLimitsScreen />;
}
