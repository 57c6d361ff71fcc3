/**
 * The SSO host's decision for /sso (portal.md section 4, SSO host mode): with a live session and an
 * appCode, check the app's availability and send the browser back to `redirect` with a one-time
 * ticket; without appCode go to the app list; without a session show the login form.
 */
import 'server-only';
import { appAddress } from '@/lib/config/static-config';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { isAllowedOutsideLink } from '@/lib/security/outside-link';
import { issueTicket, originOf } from '@/lib/security/tickets';
import { runtime } from '@/lib/server/runtime';
import type { PageRequest } from './page-session';

export type SsoDecision =
  | { kind: 'redirect'; url: string }
  | { kind: 'apps'; errorCode?: number }
  | { kind: 'login'; errorCode?: number; clearSession?: boolean };

/** The parameter that carries the ticket back to the application (portal.md: ssoToken). */
export const TICKET_PARAM = 'ssoToken';

/**
 * Whether `redirect` may receive a ticket for `appCode`: it passes the allowed-outside-link check
 * and, when the application has a configured address, it is on that address's origin.
 */
export function redirectAllowed(redirect: string, appCode: string, customer: string): boolean {
  const rt = runtime();
  if (!isAllowedOutsideLink(redirect, rt.config.loginSystem.outsideLinks)) return false;
  const configured = appAddress(customer, appCode, rt.config);
  return !configured || originOf(configured) === originOf(redirect);
}

export async function decideSso(req: PageRequest, params: { appCode?: string; redirect?: string; logout?: string }): Promise<SsoDecision> {
  const rt = runtime();
  if (params.logout) return { kind: 'login', clearSession: Boolean(req.session) };
  if (!req.session || !req.call || !req.app) return { kind: 'login' };
  const appCode = params.appCode?.trim();
  if (!appCode || appCode === rt.config.loginSystem.ssoAppCode) {
    // A live session still has to be checked before the app list is shown.
    try {
      await rt.backend.auth.getLoginByToken(req.call, 'sso');
      return { kind: 'apps' };
    } catch {
      return { kind: 'login', clearSession: true };
    }
  }
  const redirect = params.redirect?.trim() || appAddress(req.app.customer, appCode, rt.config);
  if (!redirect || !redirectAllowed(redirect, appCode, req.app.customer)) return { kind: 'apps', errorCode: ErrorCode.OUTSIDE_LINK };
  try {
    await rt.backend.auth.available(req.call, { appCode });
  } catch (e) {
    if (isAppError(e) && e.code === ErrorCode.APP_NOT_OPENED) return { kind: 'apps', errorCode: e.code };
    // An exception goes to the sso route with the logout flag (portal.md section 4).
    return { kind: 'login', clearSession: true, errorCode: isAppError(e) ? e.code : ErrorCode.INTERNAL };
  }
  const ticket = await issueTicket(rt.store, { ssoToken: req.session.token, appCode, origin: originOf(redirect)! }, rt.config.loginSystem.ticketTtlSeconds);
  const url = new URL(redirect);
  url.searchParams.delete(TICKET_PARAM);
  url.searchParams.set(TICKET_PARAM, ticket);
  url.hash = '';
  return { kind: 'redirect', url: url.toString() };
}
