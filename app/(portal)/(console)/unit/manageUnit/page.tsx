/** /unit/manageUnit: department management in normal mode (the caller's own unit). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { DepartmentsScreen } from '@/components/console/departments/DepartmentsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.departments'))('title') };
}

export default async function ManageUnitPage() {
  if (!(await mayView('uc:dept:list'))) return <NoPermission />;
  return <DepartmentsScreen mode="normal" />;
}
