/** /config/domain-list: per-host branding of the login pages and the shell. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { DomainsScreen } from '@/components/console/options/DomainsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.options.domains'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:domain:list'))) return <NoPermission />;
  return <DomainsScreen />;
}
