/** /apply/open-task-list (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { OpenTasksScreen } from '@/components/console/apps/OpeningScreens';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.opening'))('tasksTitle') };
}

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  if (!(await mayView('uc:open:list'))) return <NoPermission />;
  const q = await searchParams;
  return <OpenTasksScreen unitId={num(q.unitId)} appId={num(q.appId)} />;
}
