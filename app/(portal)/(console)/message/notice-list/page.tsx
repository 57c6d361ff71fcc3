/** /message/notice-list: notices and messages the caller's units published; composing, withdrawing, the system tip. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { NoticesScreen } from '@/components/console/notices/NoticesScreen';

export const generateMetadata = screenMetadata('notices');

export default async function Page() {
  await openScreen('notices');
  return <NoticesScreen />;
}
