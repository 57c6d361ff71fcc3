/** /demo/report/{occupancy|revenue|monthly|arrivals}: the demo application's reports, which the report centre frames. */
import { notFound } from 'next/navigation';
import { requirePageLogin } from '@/components/layout/server';
import { LoginUnavailable, OverwrittenPrompt } from '@/components/layout/SessionProblem';
import { DEMO_REPORTS, DemoReport, type DemoReportKind } from '@/components/demo/DemoReport';

export default async function DemoReportPage({ params }: { params: Promise<{ code: string }> }) {
  const [{ page }, { code }] = await Promise.all([requirePageLogin(), params]);
  if (page.state === 'overwritten') return <OverwrittenPrompt info={page.info} />;
  if (page.state === 'unavailable') return <LoginUnavailable code={page.code} />;
  if (!(DEMO_REPORTS as readonly string[]).includes(code)) notFound();
  // The business day (Asia/Shanghai), so the figures of a day are the same wherever it is read.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return <DemoReport kind={code as DemoReportKind} today={today} />;
}
