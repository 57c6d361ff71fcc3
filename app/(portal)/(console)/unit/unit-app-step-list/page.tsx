/** /unit/unit-app-step-list (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { UnitStepsScreen } from '@/components/console/units/UnitPages';

export const generateMetadata = screenMetadata('unitSteps');

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await openScreen('unitSteps');
  const q = await searchParams;
  return <UnitStepsScreen unitId={num(q.unitId)} appId={num(q.appId)} />;
}
