/** /report/myReport: the caller's favourite reports. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyReports } from '@/components/console/reports/ReportCenter';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.reports'))('mineTitle') };
}

export default function Page() {
  return <MyReports />;
}
