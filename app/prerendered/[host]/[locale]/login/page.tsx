/** /login: the login screen of a host (theme by its application), one render per host and locale. */
import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { LoginScreen } from '@/components/login/LoginScreen';
import { loadLoginChrome, loginPageTitle } from '@/components/login/server';
import { signInPage, type SignInParams } from '../params';

export async function generateMetadata({ params }: { params: SignInParams }): Promise<Metadata> {
  const { host, locale } = await signInPage(params);
  return { title: { absolute: await loginPageTitle(host, locale) } };
}

export default async function LoginPage({ params }: { params: SignInParams }) {
  const { host, locale } = await signInPage(params);
  // Read when the page is rendered (at run time, never at build): the server's own mode.
  return <LoginScreen {...await loadLoginChrome(host, locale)} demo={env().DEMO} />;
}
