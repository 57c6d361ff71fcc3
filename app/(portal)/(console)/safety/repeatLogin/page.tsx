/** /safety/repeatLogin: the unit's login security (docs/decisions/060). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { SecurityScreen } from '@/components/console/security/SecurityScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.security'))('repeatLogin.title') };
}

export default async function Page() {
  if (!(await mayView('uc:safety:repeat'))) return <NoPermission />;
  return <SecurityScreen page="repeatLogin" />;
}
