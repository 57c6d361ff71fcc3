/** /config/parameter-config: system parameters. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { ParametersScreen } from '@/components/console/options/ParametersScreen';

export const generateMetadata = screenMetadata('parameters');

export default async function Page() {
  await openScreen('parameters');
  return <ParametersScreen />;
}
