/** /unit/admin-departs: department management in admin mode (any unit in the caller's scope; ?unitId= preselects one). */
import { consoleAccess, openScreen, screenMetadata } from '@/components/console/server';
import { DepartmentsScreen } from '@/components/console/departments/DepartmentsScreen';

export const generateMetadata = screenMetadata('adminDepartments');

export default async function AdminDepartsPage({ searchParams }: { searchParams: Promise<{ unitId?: string }> }) {
  await openScreen('adminDepartments');
  const state = await consoleAccess();
  const adminMode = state.state === 'ok' && (state.access?.adminMode ?? true);
  const unitId = Number((await searchParams).unitId) || undefined;
  return <DepartmentsScreen mode={adminMode ? 'admin' : 'normal'} unitId={unitId} />;
}
