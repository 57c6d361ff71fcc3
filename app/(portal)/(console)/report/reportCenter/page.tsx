/** /report/reportCenter: the reports the caller holds, by category. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { ReportCenter } from '@/components/console/reports/ReportCenter';

export const generateMetadata = screenMetadata('reportCenter');

// The calls answer only the reports the caller holds.
export default async function Page() {
  await openScreen('reportCenter');
  return <ReportCenter />;
}
