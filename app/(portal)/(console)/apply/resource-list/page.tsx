/** /apply/resource-list (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { ResourcesListScreen } from '@/components/console/resources/ResourcesScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.resources'))('listTitle') };
}

export default async function Page() {
  if (!(await mayView('uc:resource:list'))) return <NoPermission />;
  return <ResourcesListScreen />;
}
