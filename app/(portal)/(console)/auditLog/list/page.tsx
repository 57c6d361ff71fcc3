/** /auditLog/list: who changed what, when, with before and after values. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { AuditLogsScreen } from '@/components/console/logs/AuditLogsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.logs.audit'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:audit:list'))) return <NoPermission />;
  return <AuditLogsScreen />;
}
