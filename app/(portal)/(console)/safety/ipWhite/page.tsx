/** /safety/ipWhite: the unit's login security (docs/decisions/060). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { SecurityScreen } from '@/components/console/security/SecurityScreen';

export const generateMetadata = screenMetadata('ipWhite');

export default async function Page() {
  await openScreen('ipWhite');
  return <SecurityScreen page="ipWhite" />;
}
