/** /user/user-list: every user in the caller's units. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { UsersScreen } from '@/components/console/users/UsersScreen';

export const generateMetadata = screenMetadata('users');

export default async function UserListPage() {
  await openScreen('users');
  return <UsersScreen variant="all" />;
}
