/** /config/domain-list: per-host branding of the login pages and the shell. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { DomainsScreen } from '@/components/console/options/DomainsScreen';

export const generateMetadata = screenMetadata('domains');

export default async function Page() {
  await openScreen('domains');
  return <DomainsScreen />;
}
