/** /role/roleList: roles in normal mode (console.md sections 2 and 4). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { RolesScreen } from '@/components/console/roles/RolesScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.roles'))('title') };
}

export default async function RolesPage() {
  if (!(await mayView('uc:role:list'))) return <NoPermission />;
  return <RolesScreen mode="normal" />;
}
