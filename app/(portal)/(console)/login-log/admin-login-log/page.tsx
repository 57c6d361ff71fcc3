/** /login-log/admin-login-log: the login log of every unit. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { LoginLogsScreen } from '@/components/console/logs/LoginLogsScreen';

export const generateMetadata = screenMetadata('allLoginLogs');

export default async function Page() {
  await openScreen('allLoginLogs');
  return <LoginLogsScreen scope="all" />;
}
