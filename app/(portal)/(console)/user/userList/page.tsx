/** /user/userList: the old user list, now the notice that it has merged into department management (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { MergedNotice } from '@/components/console/users/UsersScreen';

export const generateMetadata = screenMetadata('legacyUsers');

export default async function OldUserListPage() {
  await openScreen('legacyUsers');
  return <MergedNotice />;
}
