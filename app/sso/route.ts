/**
 * /sso where it depends on the visit (portal.md section 4): on an application host, start a round
 * trip to the SSO host's /sso (with this browser's state, lib/bff/sso/round-trip.ts); on the SSO
 * host with a live session, send the browser back to the application with a one-time ticket bound
 * to the state it brought, or to the app list (lib/bff/sso-flow.ts decides). The login screen that
 * a browser without a session sees is the static page (proxy.ts via lib/routing/static-pages.ts);
 * when the decision is "log in again", the browser goes there with `logout` (and `ssoError`), so
 * the page ends the session that is over and never sends the browser back here.
 */
import { cookies, headers } from 'next/headers';
import { requestOrigin } from '@/lib/bff/origin';
import { unlessDependencyDown } from '@/lib/bff/unavailable-page';
import { readPageRequest } from '@/lib/bff/page-session';
import { roundTripResponse, startRoundTrip } from '@/lib/bff/sso/round-trip';
import { STATE_COOKIE } from '@/lib/bff/sso/state';
import { decideSso } from '@/lib/bff/sso-flow';
import { appAddress, staticConfig } from '@/lib/config/static-config';
import { isHttps } from '@/lib/security/client-ip';
import { runtime } from '@/lib/server/runtime';

function redirect(location: string): Response {
  return new Response(null, { status: 307, headers: { location, 'cache-control': 'no-store' } });
}

export function GET(request: Request): Promise<Response> {
  // Redis (tickets, states) or the database (sessions) unavailable: a page that says so in the
  // visitor's language and a retry, never a bare 500 (issue 21). Anything else stays a failure.
  return unlessDependencyDown(request, 'sso.dependency_unavailable', () => answer(request));
}

async function answer(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const one = (k: string) => params.get(k) ?? undefined;
  const [req, config] = [await readPageRequest(), staticConfig()];
  if (req.app && req.app.appCode !== config.loginSystem.ssoAppCode) {
    // /sso belongs to the SSO host: an application host sends the browser there.
    const ssoAddress = appAddress(req.app.customer, config.loginSystem.ssoAppCode, config);
    if (!ssoAddress) return redirect('/login');
    const forApp = one('appCode') ?? req.app.appCode;
    const query = new URLSearchParams(params);
    query.set('appCode', forApp);
    if (forApp !== req.app.appCode) return redirect(`${ssoAddress}/sso?${query.toString()}`);
    // For this host's own application: a round trip with this browser's state.
    const rt = runtime();
    const [h, c] = await Promise.all([headers(), cookies()]);
    const secure = rt.env.COOKIE_SECURE || isHttps(h, request.url, rt.trustedProxies);
    const origin = requestOrigin(request, rt.trustedProxies);
    const back = one('redirect') ?? `${origin}/index`;
    const trip = startRoundTrip({ ssoAddress, appCode: forApp, redirect: back, stateCookie: c.get(STATE_COOKIE)?.value, secure, extra: query });
    return roundTripResponse(trip);
  }

  const decision = await decideSso(req, { appCode: one('appCode'), redirect: one('redirect'), logout: one('logout'), state: one('state') });
  if (decision.kind === 'redirect') return redirect(decision.url);
  if (decision.kind === 'apps') return redirect(decision.errorCode ? `/apps?error=${decision.errorCode}` : '/apps');
  const query = new URLSearchParams(params);
  query.set('logout', '1');
  if (decision.errorCode !== undefined) query.set('ssoError', String(decision.errorCode));
  return redirect(`/sso?${query.toString()}`);
}
