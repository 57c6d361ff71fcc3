/** /password/update: the password-strength parameter page. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { PasswordStrengthScreen } from '@/components/console/options/PasswordStrengthScreen';

export const generateMetadata = screenMetadata('passwordStrength');

export default async function Page() {
  await openScreen('passwordStrength');
  return <PasswordStrengthScreen />;
}
