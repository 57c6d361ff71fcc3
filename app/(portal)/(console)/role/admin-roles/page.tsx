/** /role/admin-roles (?unitId= preselects a unit): roles in admin mode (console.md sections 2 and 4). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { consoleAccess, mayView } from '@/components/console/server';
import { RolesScreen } from '@/components/console/roles/RolesScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.roles'))('titleAdmin') };
}

export default async function RolesPage({ searchParams }: { searchParams: Promise<{ unitId?: string }> }) {
  if (!(await mayView('uc:role:list'))) return <NoPermission />;
  const state = await consoleAccess();
  const adminMode = state.state === 'ok' && (state.access?.adminMode ?? true);
  return <RolesScreen mode={adminMode ? 'admin' : 'normal'} unitId={Number((await searchParams).unitId) || undefined} />;
}
