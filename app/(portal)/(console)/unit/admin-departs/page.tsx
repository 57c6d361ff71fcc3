/** /unit/admin-departs: department management in admin mode (any unit in the caller's scope; ?unitId= preselects one). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { consoleAccess, mayView } from '@/components/console/server';
import { DepartmentsScreen } from '@/components/console/departments/DepartmentsScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.departments'))('titleAdmin') };
}

export default async function AdminDepartsPage({ searchParams }: { searchParams: Promise<{ unitId?: string }> }) {
  if (!(await mayView('uc:dept:list'))) return <NoPermission />;
  const state = await consoleAccess();
  const adminMode = state.state === 'ok' && (state.access?.adminMode ?? true);
  const unitId = Number((await searchParams).unitId) || undefined;
  return <DepartmentsScreen mode={adminMode ? 'admin' : 'normal'} unitId={unitId} />;
}
