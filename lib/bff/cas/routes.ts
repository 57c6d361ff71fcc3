/**
 * CAS 3.0 on the SSO host (docs/decisions/108): /cas/login, /cas/logout, /cas/serviceValidate,
 * /cas/proxyValidate, /cas/p3/serviceValidate and /cas/p3/proxyValidate (no proxy tickets are
 * issued, so the proxy variants validate service tickets only). Any other host answers 404.
 * - /cas/login?service=S: a live SSO session gets a one-time service ticket at S (registered
 *   services only); without one the login page, then back here; gateway=true without a session goes
 *   back to S without a ticket; renew=true asks for the credentials again (the login page after
 *   ending this browser's sign-in) and its ticket says so (isFromNewLogin).
 * - /cas/logout?service=S: ends this browser's sign-in on every application (the logout fan-out,
 *   services/sign-ins), then S if registered, else the login page.
 */
import { buildContext, requestLocale } from '@/lib/bff/call-context';
import { dependencyFailure } from '@/lib/bff/bff-errors';
import { unlessDependencyDown } from '@/lib/bff/unavailable-page';
import { readCookie, setCookie } from '@/lib/bff/http/cookies';
import { appForHost } from '@/lib/config/static-config';
import { ErrorCode } from '@/lib/errors/codes';
import { log } from '@/lib/infra/log';
import { isHttps } from '@/lib/security/client-ip';
import { runtime } from '@/lib/server/runtime';
import { validationResponse } from './responses';

/** When this browser asked for renewed credentials (ms), so that only a login after it counts. */
export const CAS_RENEW_COOKIE = 'concierge_cas_renew';
const RENEW_COOKIE_SECONDS = 600;

const isTrue = (v: string | null) => v !== null && v !== 'false' && v !== '0';

function ssoHostApp(request: Request) {
  const rt = runtime();
  const app = appForHost(request.headers.get('host'), rt.config);
  return app && app.appCode === rt.config.loginSystem.ssoAppCode ? app : undefined;
}

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

function redirect(location: string, headers: Headers): Response {
  headers.set('location', location);
  return new Response(null, { status: 302, headers });
}

export function casLoginRoute(request: Request): Promise<Response> {
  return unlessDependencyDown(request, 'cas.dependency_unavailable', async () => {
    const app = ssoHostApp(request);
    if (!app) return notFound();
    const rt = runtime();
    const params = new URL(request.url).searchParams;
    const service = params.get('service');
    const renew = isTrue(params.get('renew'));
    // The protocol: renew takes precedence over gateway.
    const gateway = !renew && isTrue(params.get('gateway'));
    const headers = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    const ctx = await buildContext(request, headers, app, requestLocale(request));
    if (!service) return redirect(ctx.call.token ? '/apps' : '/sso', headers);
    const secure = rt.env.COOKIE_SECURE || isHttps(request.headers, request.url, rt.trustedProxies);
    const asked = Number(readCookie(request.headers.get('cookie'), CAS_RENEW_COOKIE) ?? NaN);
    const renewSince = renew ? (Number.isFinite(asked) && asked > 0 ? asked : Number.MAX_SAFE_INTEGER) : undefined;
    const result = await rt.backend.cas.login(ctx.call, { service, renewSince });
    const toLogin = (withRenew: boolean, at: number) => {
      const query = new URLSearchParams({ casService: service });
      if (withRenew) {
        query.set('casRenew', '1');
        // The sign-in this browser holds ends on the login page (`logout`): the next one is new.
        if (ctx.call.token) query.set('logout', '1');
        headers.append('set-cookie', setCookie(CAS_RENEW_COOKIE, String(at), { maxAgeSeconds: RENEW_COOKIE_SECONDS, secure, httpOnly: true, path: '/cas' }));
      }
      return redirect(`/sso?${query.toString()}`, headers);
    };
    switch (result.kind) {
      case 'invalid-service':
        log.info('cas.login_refused', { reason: 'service' });
        return redirect(ctx.call.token ? `/apps?error=${ErrorCode.OUTSIDE_LINK}` : `/sso?ssoError=${ErrorCode.OUTSIDE_LINK}`, headers);
      case 'not-opened':
        return redirect(gateway ? result.service : `/apps?error=${ErrorCode.APP_NOT_OPENED}`, headers);
      case 'login':
        if (gateway) return redirect(result.service, headers);
        return toLogin(renew, result.at);
      case 'renew':
        return toLogin(true, result.at);
      case 'ticket':
        if (renew) headers.append('set-cookie', setCookie(CAS_RENEW_COOKIE, '', { maxAgeSeconds: 0, secure, httpOnly: true, path: '/cas' }));
        return redirect(result.url, headers);
    }
  });
}

export function casValidateRoute(request: Request, version: 2 | 3): Promise<Response> {
  return unlessDependencyDown(request, 'cas.dependency_unavailable', async () => {
    const app = ssoHostApp(request);
    if (!app) return notFound();
    const params = new URL(request.url).searchParams;
    const headers = new Headers();
    const ctx = await buildContext(request, headers, app, requestLocale(request), { caller: 'application', token: undefined });
    const validation = await runtime().backend.cas.validate(ctx.call, {
      ticket: params.get('ticket') ?? undefined,
      service: params.get('service') ?? undefined,
      renew: isTrue(params.get('renew')),
    });
    log.info('cas.validated', validation.ok ? { ok: true } : { ok: false, code: validation.code });
    return validationResponse(validation, { version, format: params.get('format') });
  });
}

export function casLogoutRoute(request: Request): Promise<Response> {
  return unlessDependencyDown(request, 'cas.dependency_unavailable', async () => {
    const app = ssoHostApp(request);
    if (!app) return notFound();
    const rt = runtime();
    const headers = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    const ctx = await buildContext(request, headers, app, requestLocale(request));
    if (ctx.call.token) {
      try {
        await rt.backend.auth.logout(ctx.call);
      } catch (e) {
        // As the spec's logout: the browser's session ends whatever the backend said.
        if (dependencyFailure(e)) throw e;
        log.warn('cas.logout_backend_failed', { code: (e as { code?: number }).code ?? 'unknown' });
      }
    }
    await ctx.endSession();
    const service = new URL(request.url).searchParams.get('service');
    const registered = service ? await rt.backend.cas.service(ctx.call, { service }).catch(() => undefined) : undefined;
    return redirect(registered ?? '/sso', headers);
  });
}
