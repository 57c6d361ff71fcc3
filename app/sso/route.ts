/**
 * /sso where it depends on the visit (portal.md section 4): on an application host, forward to the
 * SSO host's /sso; on the SSO host with a live session, send the browser back to the application
 * with a one-time ticket, or to the app list (lib/bff/sso-flow.ts decides). The login screen that
 * a browser without a session sees is the static page (proxy.ts via lib/routing/static-pages.ts);
 * when the decision is "log in again", the browser goes there with `logout` (and `ssoError`), so
 * the page ends the session that is over and never sends the browser back here.
 */
import { readPageRequest } from '@/lib/bff/page-session';
import { decideSso } from '@/lib/bff/sso-flow';
import { appAddress, staticConfig } from '@/lib/config/static-config';

function redirect(location: string): Response {
  return new Response(null, { status: 307, headers: { location, 'cache-control': 'no-store' } });
}

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const one = (k: string) => params.get(k) ?? undefined;
  const [req, config] = [await readPageRequest(), staticConfig()];
  if (req.app && req.app.appCode !== config.loginSystem.ssoAppCode) {
    // /sso belongs to the SSO host: an application host forwards the same query there.
    const ssoAddress = appAddress(req.app.customer, config.loginSystem.ssoAppCode, config);
    if (!ssoAddress) return redirect('/login');
    const query = new URLSearchParams(params);
    if (!query.has('appCode')) query.set('appCode', req.app.appCode);
    return redirect(`${ssoAddress}/sso?${query.toString()}`);
  }

  const decision = await decideSso(req, { appCode: one('appCode'), redirect: one('redirect'), logout: one('logout') });
  if (decision.kind === 'redirect') return redirect(decision.url);
  if (decision.kind === 'apps') return redirect(decision.errorCode ? `/apps?error=${decision.errorCode}` : '/apps');
  const query = new URLSearchParams(params);
  query.set('logout', '1');
  if (decision.errorCode !== undefined) query.set('ssoError', String(decision.errorCode));
  return redirect(`/sso?${query.toString()}`);
}
