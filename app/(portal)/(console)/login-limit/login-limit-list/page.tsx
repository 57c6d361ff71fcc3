/** /login-limit/login-limit-list: login limits (failures allowed and lock time; time and address windows). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { LoginLimitsScreen } from '@/components/console/security/LoginLimitsScreen';

export const generateMetadata = screenMetadata('loginLimits');

export default async function Page() {
  await openScreen('loginLimits');
  return <LoginLimitsScreen />;
}
