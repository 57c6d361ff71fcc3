/** /safety/sms: the unit's login security (docs/decisions/060). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { SecurityScreen } from '@/components/console/security/SecurityScreen';

export const generateMetadata = screenMetadata('sms');

export default async function Page() {
  await openScreen('sms');
  return <SecurityScreen page="sms" />;
}
