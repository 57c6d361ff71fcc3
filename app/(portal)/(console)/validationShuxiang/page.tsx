/** /validationShuxiang: whether a user may open a form, and why (an export page other applications link to). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { PermissionValidation } from '@/components/console/validation/PermissionValidation';

export const generateMetadata = screenMetadata('formValidation');

type Query = { unitCode?: string; userCode?: string; appCode?: string; code?: string };
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 60) : undefined);

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  await openScreen('formValidation');
  const q = await searchParams;
  return <PermissionValidation kind="form" initial={{ unitCode: text(q.unitCode), userCode: text(q.userCode), appCode: text(q.appCode), resource: text(q.code) }} />;
}
