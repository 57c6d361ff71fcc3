/** /login-log/login-log: the login log of the units under the caller's. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { LoginLogsScreen } from '@/components/console/logs/LoginLogsScreen';

export const generateMetadata = screenMetadata('unitLoginLogs');

export default async function Page() {
  await openScreen('unitLoginLogs');
  return <LoginLogsScreen scope="unit" />;
}
