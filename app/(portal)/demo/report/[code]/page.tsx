/** /demo/report/{occupancy|revenue|monthly|arrivals}: the demo application's reports, which the report centre frames. */
import { requirePageLogin } from '@/components/layout/server';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { DemoReport } from '@/components/demo/DemoReport';
import { DEMO_REPORTS, type DemoReportKind } from '@/components/demo/demo-reports';

export default async function DemoReportPage({ params }: { params: Promise<{ code: string }> }) {
  const [{ page }, { code }] = await Promise.all([requirePageLogin(), params]);
  if (page.state === 'overwritten') return <OverwrittenPrompt info={page.info} />;
  if (page.state === 'unavailable') return <LoginUnavailable code={page.code} />;
  // An unknown report is a page that says so (as the other demo pages do), not an error.
  if (!(DEMO_REPORTS as readonly string[]).includes(code)) return <DemoReport kind={null} today="" />;
  // The business day (Asia/Shanghai), so the figures of a day are the same wherever it is read.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return <DemoReport kind={code as DemoReportKind} today={today} />;
}
