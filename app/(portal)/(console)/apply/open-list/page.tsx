/** /apply/open-list (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { OpeningsScreen } from '@/components/console/apps/OpeningScreens';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.opening'))('title') };
}


export default async function Page() {
  if (!(await mayView('uc:open:list'))) return <NoPermission />;
  return <OpeningsScreen />;
}
