/**
 * The SSO host's decision for /sso (portal.md section 4, SSO host mode): with a live session and an
 * appCode, check the app's availability and send the browser back to `redirect` with a one-time
 * ticket; without appCode go to the app list; without a session show the login form.
 *
 * A ticket goes only to an origin registered for its application (config/app-links.json or the
 * application's redirect origins) and only for the `state` of the round trip that asked for it
 * (docs/decisions/075-tickets-state-origins-client-secrets.md). A visit without a state (the apps
 * page's tile, a bookmarked /sso link) goes to the registered address without a ticket: the
 * application then starts its own round trip, with its own state.
 */
import { dependencyFailure } from '@/lib/bff/bff-errors';
import 'server-only';
import type { CallContext } from '@/lib/backend/types';
import { appAddress, ownHostOrigins, type StaticConfig } from '@/lib/config/static-config';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { issueTicket, originOf, STATE_PATTERN, webAddress } from '@/lib/security/tickets';
import { runtime } from '@/lib/server/runtime';
import type { PageRequest } from './page-session';

export type SsoDecision =
  | { kind: 'redirect'; url: string }
  | { kind: 'apps'; errorCode?: number }
  | { kind: 'login'; errorCode?: number; clearSession?: boolean };

/** The parameter that carries the ticket back to the application (portal.md: ssoToken). */
export const TICKET_PARAM = 'ssoToken';
/** Every name a ticket may travel under; none of them survives in a redirect we build. */
export const TICKET_PARAMS = ['ssoToken', 'token', 'ticket'] as const;

/** The http(s) origins that may receive tickets of `appCode`: its configured address, this deployment's own hosts serving it, and its registered ones. */
export async function registeredOrigins(call: CallContext, customer: string, appCode: string, config: StaticConfig = runtime().config): Promise<string[]> {
  const configured = originOf(appAddress(customer, appCode, config));
  // A backend that cannot answer (an upstream without the call) leaves the configured address.
  const registered = await runtime()
    .backend.auth.redirectOrigins(call, appCode)
    .catch(() => [] as string[]);
  return [...new Set([configured, ...ownHostOrigins(customer, appCode, config), ...registered].filter((o): o is string => Boolean(o) && /^https?:\/\//.test(o!)))];
}

/** `redirect` as a URL when it is an absolute http(s) address on one of `origins`; else undefined. */
export function registeredRedirect(redirect: string, origins: readonly string[]): URL | undefined {
  const url = webAddress(redirect);
  return url && origins.includes(url.origin) ? url : undefined;
}

export async function decideSso(
  req: PageRequest,
  params: { appCode?: string; redirect?: string; logout?: string; state?: string },
): Promise<SsoDecision> {
  const rt = runtime();
  if (params.logout) return { kind: 'login', clearSession: Boolean(req.session) };
  if (!req.session || !req.call || !req.app) return { kind: 'login' };
  const appCode = params.appCode?.trim();
  if (!appCode || appCode === rt.config.loginSystem.ssoAppCode) {
    // A live session still has to be checked before the app list is shown.
    try {
      await rt.backend.auth.getLoginByToken(req.call, 'sso');
      return { kind: 'apps' };
    } catch (e) {
      // An outage says nothing about the session: ending it would sign everybody out (issue 21).
      if (dependencyFailure(e)) throw e;
      return { kind: 'login', clearSession: true };
    }
  }
  const origins = await registeredOrigins(req.call, req.app.customer, appCode, rt.config);
  if (origins.length === 0) return { kind: 'apps', errorCode: ErrorCode.NO_REDIRECT_ADDRESS };
  const wanted = params.redirect?.trim() || appAddress(req.app.customer, appCode, rt.config) || origins[0]!;
  const url = registeredRedirect(wanted, origins);
  if (!url) return { kind: 'apps', errorCode: ErrorCode.OUTSIDE_LINK };
  try {
    await rt.backend.auth.available(req.call, { appCode });
  } catch (e) {
    if (isAppError(e) && e.code === ErrorCode.APP_NOT_OPENED) return { kind: 'apps', errorCode: e.code };
    if (dependencyFailure(e)) throw e;
    // An exception goes to the sso route with the logout flag (portal.md section 4).
    return { kind: 'login', clearSession: true, errorCode: isAppError(e) ? e.code : ErrorCode.INTERNAL };
  }
  for (const p of TICKET_PARAMS) url.searchParams.delete(p);
  url.hash = '';
  const state = params.state?.trim();
  if (!state || !STATE_PATTERN.test(state)) return { kind: 'redirect', url: url.toString() };
  const ticket = await issueTicket(rt.store, { ssoToken: req.session.token, appCode, origin: url.origin, state }, rt.config.loginSystem.ticketTtlSeconds);
  url.searchParams.set(TICKET_PARAM, ticket);
  return { kind: 'redirect', url: url.toString() };
}
