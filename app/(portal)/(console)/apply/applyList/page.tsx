/** /apply/applyList (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { AppsScreen } from '@/components/console/apps/AppsScreen';

export const generateMetadata = screenMetadata('apps');


export default async function Page() {
  await openScreen('apps');
  return <AppsScreen />;
}
