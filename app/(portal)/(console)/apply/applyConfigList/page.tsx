/** /apply/applyConfigList (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { MacroScreen } from '@/components/console/apps/MacroScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.apps'))('macroTitle') };
}

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  if (!(await mayView('uc:app:config', 'uc:app:list'))) return <NoPermission />;
  const q = await searchParams;
  return <MacroScreen appId={num(q.appId)} />;
}
