/** /report/openReport?code=: one report, with the caller's rights. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { OpenReport } from '@/components/console/reports/OpenReport';

export const generateMetadata = screenMetadata('openReport');

export default async function Page({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  await openScreen('openReport');
  const { code } = await searchParams;
  return <OpenReport code={String(code ?? '').slice(0, 60)} />;
}
