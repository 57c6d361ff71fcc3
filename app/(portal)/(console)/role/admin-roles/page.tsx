/** /role/admin-roles (?unitId= preselects a unit): roles in admin mode (console.md sections 2 and 4). */
import { consoleAccess, openScreen, screenMetadata } from '@/components/console/server';
import { RolesScreen } from '@/components/console/roles/RolesScreen';

export const generateMetadata = screenMetadata('adminRoles');

export default async function RolesPage({ searchParams }: { searchParams: Promise<{ unitId?: string }> }) {
  await openScreen('adminRoles');
  const state = await consoleAccess();
  const adminMode = state.state === 'ok' && (state.access?.adminMode ?? true);
  return <RolesScreen mode={adminMode ? 'admin' : 'normal'} unitId={Number((await searchParams).unitId) || undefined} />;
}
