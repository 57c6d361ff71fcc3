/**
 * OIDC clients come from the application registry (docs/decisions/105): the client id is the
 * application's code, the secret is the application's client secret (only its SHA-256 is stored,
 * lib/backend/builtin/services/apps/client-secret.ts; compared in lib/oidc/provider.ts), and the
 * OidcClient row holds the redirect URIs (matched exactly), post-logout URIs, logout URIs and
 * grant types. A disabled application or OIDC registration is no client.
 */
import type { AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';

export const OIDC_GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials'] as const;
export type OidcGrantType = (typeof OIDC_GRANT_TYPES)[number];

const uriList = z.array(z.string()).catch([]);
const grantList = z.array(z.enum(OIDC_GRANT_TYPES)).catch(['authorization_code']);

export function parseUris(text: string): string[] {
  try {
    return uriList.parse(JSON.parse(text));
  } catch {
    return [];
  }
}

/** The logout addresses of a client, for the sign-in registry. */
export async function logoutUrisOf(db: ClientDb, clientId: string): Promise<{ backchannel: string | null; frontchannel: string | null }> {
  const app = await db.application.findUnique({ where: { code: clientId }, select: { oidcClient: { select: { backchannelLogoutUri: true, frontchannelLogoutUri: true } } } });
  return { backchannel: app?.oidcClient?.backchannelLogoutUri ?? null, frontchannel: app?.oidcClient?.frontchannelLogoutUri ?? null };
}

export function parseGrants(text: string): OidcGrantType[] {
  try {
    return grantList.parse(JSON.parse(text));
  } catch {
    return ['authorization_code'];
  }
}

type ClientDb = Pick<Db, 'application'>;

/** The client metadata oidc-provider validates, or undefined (unknown, disabled, no secret for a confidential client). */
export async function clientMetadata(db: ClientDb, clientId: string): Promise<AdapterPayload | undefined> {
  if (!/^[A-Za-z0-9_-]{1,60}$/.test(clientId)) return undefined;
  const app = await db.application.findUnique({ where: { code: clientId }, include: { oidcClient: true } });
  const oidc = app?.oidcClient;
  if (!app || !oidc || !oidc.enabled || app.status !== 'ENABLED') return undefined;
  if (!oidc.public && !app.clientSecretHash) return undefined;
  const grantTypes = parseGrants(oidc.grantTypes).filter((g) => !(oidc.public && g === 'client_credentials'));
  const redirectUris = parseUris(oidc.redirectUris);
  const interactive = grantTypes.includes('authorization_code');
  return {
    client_id: app.code,
    client_name: app.name ?? app.descript,
    ...(oidc.public ? { token_endpoint_auth_method: 'none' } : { client_secret: app.clientSecretHash!, token_endpoint_auth_method: 'client_secret_basic' }),
    grant_types: grantTypes,
    response_types: interactive ? ['code'] : [],
    redirect_uris: interactive ? redirectUris : [],
    post_logout_redirect_uris: parseUris(oidc.postLogoutRedirectUris),
    // The logout URIs stay out of the provider's metadata: the sign-in registry delivers every logout
    // (lib/oidc/logout.ts), whatever ended the sign-in, once (the provider would send its own on end_session).
    id_token_signed_response_alg: 'RS256',
    // auth_time in every ID token: a client that asked for a fresh sign-in (prompt=login, max_age) can check it.
    require_auth_time: true,
  };
}
