/** /login-log/login-log: the login log of the units under the caller's. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { LoginLogsScreen } from '@/components/console/logs/LoginLogsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.logs.login'))('unitTitle') };
}

export default async function Page() {
  if (!(await mayView('uc:login-log:unit'))) return <NoPermission />;
  return <LoginLogsScreen scope="unit" />;
}
