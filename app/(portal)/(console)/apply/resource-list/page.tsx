/** /apply/resource-list (console.md section 2). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { ResourcesListScreen } from '@/components/console/resources/ResourcesScreen';

export const generateMetadata = screenMetadata('resourceList');

export default async function Page() {
  await openScreen('resourceList');
  return <ResourcesListScreen />;
}
