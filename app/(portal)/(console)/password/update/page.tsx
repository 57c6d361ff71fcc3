/** /password/update: the password-strength parameter page. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { PasswordStrengthScreen } from '@/components/console/options/PasswordStrengthScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.options.strength'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:password:strategy'))) return <NoPermission />;
  return <PasswordStrengthScreen />;
}
