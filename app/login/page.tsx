/** /login: the login screen of this host (theme by its application). */
import type { Metadata } from 'next';
import { readPageRequest } from '@/lib/bff/page-session';
import { LoginScreen } from '@/components/login/LoginScreen';
import { loadLoginChrome, loginPageTitle } from '@/components/login/server';

export async function generateMetadata(): Promise<Metadata> {
  const req = await readPageRequest();
  return { title: { absolute: await loginPageTitle(req.app?.appCode) } };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [sp, chrome] = await Promise.all([searchParams, loadLoginChrome()]);
  const raw = Array.isArray(sp.ssoError) ? sp.ssoError[0] : sp.ssoError;
  const code = raw && /^-?\d{1,6}$/.test(raw) ? Number(raw) : undefined;
  return <LoginScreen {...chrome} errorCode={code} />;
}
