/** /role/roleList: roles in normal mode (console.md sections 2 and 4). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { RolesScreen } from '@/components/console/roles/RolesScreen';

export const generateMetadata = screenMetadata('roles');

export default async function RolesPage() {
  await openScreen('roles');
  return <RolesScreen mode="normal" />;
}
