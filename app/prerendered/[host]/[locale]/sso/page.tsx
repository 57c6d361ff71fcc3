/**
 * /sso on the SSO host for a browser without a session (portal.md section 4, SSO host mode): the
 * login form. A signed-in browser, or /sso on an application host, is answered by app/sso/route.ts.
 */
import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { LoginScreen } from '@/components/login/LoginScreen';
import { loadLoginChrome, loginPageTitle } from '@/components/login/server';
import { signInPage, type SignInParams } from '../params';

export async function generateMetadata({ params }: { params: SignInParams }): Promise<Metadata> {
  const { host, locale } = await signInPage(params);
  return { title: { absolute: await loginPageTitle(host, locale) } };
}

export default async function SsoLoginPage({ params }: { params: SignInParams }) {
  const { host, locale } = await signInPage(params);
  return <LoginScreen {...await loadLoginChrome(host, locale)} demo={env().DEMO} />;
}
