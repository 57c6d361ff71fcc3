/** /unit/unit-app-list (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { UnitAppsScreen } from '@/components/console/units/UnitPages';

export const generateMetadata = screenMetadata('unitApps');

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await openScreen('unitApps');
  const q = await searchParams;
  return <UnitAppsScreen unitId={num(q.unitId)} />;
}
