/** /user/user-list: every user in the caller's units. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { UsersScreen } from '@/components/console/users/UsersScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.users'))('title') };
}

export default async function UserListPage() {
  if (!(await mayView('uc:user:list'))) return <NoPermission />;
  return <UsersScreen variant="all" />;
}
