/** /report/openReport?code=: one report, with the caller's rights. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OpenReport } from '@/components/console/reports/OpenReport';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.reports'))('openTitle') };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const { code } = await searchParams;
  return <OpenReport code={String(code ?? '').slice(0, 60)} />;
}
