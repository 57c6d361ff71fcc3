/** /report/myReport: the caller's favourite reports. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { MyReports } from '@/components/console/reports/ReportCenter';

export const generateMetadata = screenMetadata('myReports');

export default async function Page() {
  await openScreen('myReports');
  return <MyReports />;
}
