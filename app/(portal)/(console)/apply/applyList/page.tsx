/** /apply/applyList (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { AppsScreen } from '@/components/console/apps/AppsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.apps'))('title') };
}


export default async function Page() {
  if (!(await mayView('uc:app:list'))) return <NoPermission />;
  return <AppsScreen />;
}
