/** /config/parameter-config: system parameters. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { ParametersScreen } from '@/components/console/options/ParametersScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.options.params'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:param:list'))) return <NoPermission />;
  return <ParametersScreen />;
}
