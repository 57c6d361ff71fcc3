/** /user/userList: the old user list, now the notice that it has merged into department management (console.md section 2). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MergedNotice } from '@/components/console/users/UsersScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.users'))('title') };
}

export default function OldUserListPage() {
  return <MergedNotice />;
}
