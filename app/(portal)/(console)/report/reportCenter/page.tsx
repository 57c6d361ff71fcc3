/** /report/reportCenter: the reports the caller holds, by category. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportCenter } from '@/components/console/reports/ReportCenter';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.reports'))('centerTitle') };
}

// Any signed-in user: the calls answer only the reports they hold.
export default function Page() {
  return <ReportCenter />;
}
