/** /user/unit-user-list: the users of the caller's unit. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { UsersScreen } from '@/components/console/users/UsersScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.users'))('unitUsersTitle') };
}

export default async function UnitUserListPage() {
  if (!(await mayView('uc:user:list'))) return <NoPermission />;
  return <UsersScreen variant="unit" />;
}
