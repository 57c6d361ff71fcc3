/** /apply/resourceList (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { ResourcesTreeScreen } from '@/components/console/resources/ResourcesScreen';

export const generateMetadata = screenMetadata('resources');

export default async function Page() {
  await openScreen('resources');
  return <ResourcesTreeScreen />;
}
