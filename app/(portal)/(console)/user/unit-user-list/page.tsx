/** /user/unit-user-list: the users of the caller's unit. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { UsersScreen } from '@/components/console/users/UsersScreen';

export const generateMetadata = screenMetadata('unitUsers');

export default async function UnitUserListPage() {
  await openScreen('unitUsers');
  return <UsersScreen variant="unit" />;
}
