/** /unit/unit-app-list (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { UnitAppsScreen } from '@/components/console/units/UnitPages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.unitPages'))('app.title') };
}

const num = (v: string | undefined) => Number(v) || undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  if (!(await mayView('uc:unit:app'))) return <NoPermission />;
  const q = await searchParams;
  return <UnitAppsScreen unitId={num(q.unitId)} />;
}
