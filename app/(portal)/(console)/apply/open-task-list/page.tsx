/** /apply/open-task-list (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { OpenTasksScreen } from '@/components/console/apps/OpeningScreens';

export const generateMetadata = screenMetadata('openTasks');

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await openScreen('openTasks');
  const q = await searchParams;
  return <OpenTasksScreen unitId={num(q.unitId)} appId={num(q.appId)} />;
}
