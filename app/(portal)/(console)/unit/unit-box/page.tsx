/** /unit/unit-box (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { UnitBoxScreen } from '@/components/console/units/UnitPages';

export const generateMetadata = screenMetadata('unitBox');

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await openScreen('unitBox');
  const q = await searchParams;
  return <UnitBoxScreen unitId={num(q.unitId)} />;
}
