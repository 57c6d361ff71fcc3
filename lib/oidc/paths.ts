/** The SSO host's OpenID Connect paths (server.ts routes them to lib/oidc/http.ts without loading the provider). */
export const OIDC_PREFIX = '/oidc';
export const DISCOVERY_PATH = '/.well-known/openid-configuration';
export const INTERACTION_PREFIX = `${OIDC_PREFIX}/interaction/`;

export function isOidcPath(pathname: string): boolean {
  return pathname === DISCOVERY_PATH || pathname === OIDC_PREFIX || pathname.startsWith(`${OIDC_PREFIX}/`);
}
