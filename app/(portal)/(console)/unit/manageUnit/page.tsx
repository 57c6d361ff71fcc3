/** /unit/manageUnit: department management in normal mode (the caller's own unit). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { DepartmentsScreen } from '@/components/console/departments/DepartmentsScreen';

export const generateMetadata = screenMetadata('departments');

export default async function ManageUnitPage() {
  await openScreen('departments');
  return <DepartmentsScreen mode="normal" />;
}
