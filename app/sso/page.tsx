/**
 * /sso on the SSO host (portal.md section 4, SSO host mode): with a live session, send the browser
 * back to the application with a one-time ticket, or to the app list; without one, the login form.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { readPageRequest } from '@/lib/bff/page-session';
import { decideSso } from '@/lib/bff/sso-flow';
import { appAddress, staticConfig } from '@/lib/config/static-config';
import { LoginScreen } from '@/components/login/LoginScreen';
import { loadLoginChrome, loginPageTitle } from '@/components/login/server';

type SearchParams = Record<string, string | string[] | undefined>;

function first(sp: SearchParams, key: string): string | undefined {
  const v = sp[key];
  return Array.isArray(v) ? v[0] : v;
}

export async function generateMetadata(): Promise<Metadata> {
  const req = await readPageRequest();
  return { title: { absolute: await loginPageTitle(req.app?.appCode) } };
}

export default async function SsoPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [sp, req] = await Promise.all([searchParams, readPageRequest()]);
  const config = staticConfig();
  if (req.app && req.app.appCode !== config.loginSystem.ssoAppCode) {
    // /sso belongs to the SSO host: an application host forwards the same query there.
    const ssoAddress = appAddress(req.app.customer, config.loginSystem.ssoAppCode, config);
    if (!ssoAddress) redirect('/login');
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(sp)) for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) query.append(k, one);
    if (!query.has('appCode')) query.set('appCode', req.app.appCode);
    redirect(`${ssoAddress}/sso?${query.toString()}`);
  }

  const decision = await decideSso(req, { appCode: first(sp, 'appCode'), redirect: first(sp, 'redirect'), logout: first(sp, 'logout') });
  if (decision.kind === 'redirect') redirect(decision.url);
  if (decision.kind === 'apps') redirect(decision.errorCode ? `/apps?error=${decision.errorCode}` : '/apps');
  const chrome = await loadLoginChrome();
  return <LoginScreen {...chrome} errorCode={decision.errorCode} clearSession={decision.clearSession} />;
}
