/** /validationReport: whether a user may open a report, and why (an export page other applications link to). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { PermissionValidation } from '@/components/console/validation/PermissionValidation';

export const generateMetadata = screenMetadata('reportValidation');

type Query = { unitCode?: string; userCode?: string; appCode?: string; code?: string };
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 60) : undefined);

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  await openScreen('reportValidation');
  const q = await searchParams;
  return <PermissionValidation kind="report" initial={{ unitCode: text(q.unitCode), userCode: text(q.userCode), appCode: text(q.appCode), resource: text(q.code) }} />;
}
