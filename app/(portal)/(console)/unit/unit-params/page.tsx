/** /unit/unit-params (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { UnitParamsScreen } from '@/components/console/units/UnitPages';

export const generateMetadata = screenMetadata('unitParams');

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await openScreen('unitParams');
  const q = await searchParams;
  return <UnitParamsScreen unitId={num(q.unitId)} />;
}
