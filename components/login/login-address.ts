/**
 * What the login page reads from its address (it is rendered once for every visitor, so nothing
 * of the visit is in its HTML) and where a successful login goes (portal.md section 4).
 */

/** The `ssoError` code to show: a number of at most six digits, else none. */
export function errorCodeFrom(params: URLSearchParams): number | undefined {
  const raw = params.get('ssoError');
  return raw && /^-?\d{1,6}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * After a login: application hosts go to their home; the SSO host goes back to the OpenID Connect
 * interaction that sent the browser here (`interaction`), to /sso with the same appCode and
 * redirect (the server continues the SSO round trip), to /cas/login for a CAS service, or to the
 * app list.
 */
export function nextLocation(ssoHost: boolean, search: string): string {
  if (!ssoHost) return '/index';
  const params = new URLSearchParams(search);
  // An OpenID Connect sign-in waiting for this login (lib/oidc/interaction.ts).
  const interaction = oidcInteractionOf(params);
  if (interaction) return interaction;
  // Back to CAS's /cas/login for the service that sent the browser here (docs/decisions/108).
  const casService = params.get('casService');
  if (casService) {
    const cas = new URLSearchParams({ service: casService });
    if (params.get('casRenew')) cas.set('renew', 'true');
    return `/cas/login?${cas.toString()}`;
  }
  if (params.get('appCode')) {
    for (const drop of ['logout', 'ssoError', 'clear']) params.delete(drop);
    return `/sso?${params.toString()}`;
  }
  return '/apps';
}

/** The OpenID Connect interaction a login continues: its path on the SSO host, or undefined. */
export function oidcInteractionOf(params: URLSearchParams): string | undefined {
  const uid = params.get('interaction');
  return uid && /^[A-Za-z0-9_-]{10,64}$/.test(uid) ? `/oidc/interaction/${uid}` : undefined;
}
