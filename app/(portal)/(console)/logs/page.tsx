/** /logs: data and operation logs. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { OperationLogsScreen } from '@/components/console/logs/OperationLogsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.logs.operation'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:audit:list'))) return <NoPermission />;
  return <OperationLogsScreen />;
}
