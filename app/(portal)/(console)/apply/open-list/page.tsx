/** /apply/open-list (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { OpeningsScreen } from '@/components/console/apps/OpeningScreens';

export const generateMetadata = screenMetadata('openings');


export default async function Page() {
  await openScreen('openings');
  return <OpeningsScreen />;
}
