/** /apply/applyConfigList (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { MacroScreen } from '@/components/console/apps/MacroScreen';

export const generateMetadata = screenMetadata('appMacros');

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await openScreen('appMacros');
  const q = await searchParams;
  return <MacroScreen appId={num(q.appId)} />;
}
