/** /login-log/admin-login-log: the login log of every unit. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { LoginLogsScreen } from '@/components/console/logs/LoginLogsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.logs.login'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:login-log:all'))) return <NoPermission />;
  return <LoginLogsScreen scope="all" />;
}
