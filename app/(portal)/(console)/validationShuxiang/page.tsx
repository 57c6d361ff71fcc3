/** /validationShuxiang: whether a user may open a form, and why (an export page other applications link to). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { PermissionValidation } from '@/components/console/validation/PermissionValidation';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.validation'))('form.title') };
}

type Query = { unitCode?: string; userCode?: string; appCode?: string; code?: string };
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 60) : undefined);

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  if (!(await mayView('uc:resource:diagnosis'))) return <NoPermission />;
  const q = await searchParams;
  return <PermissionValidation kind="form" initial={{ unitCode: text(q.unitCode), userCode: text(q.userCode), appCode: text(q.appCode), resource: text(q.code) }} />;
}
