/**
 * OIDC logout (docs/decisions/105):
 * - back-channel: the sign-in registry's deliverer for protocol OIDC (registered in
 *   lib/oidc/register-deliverer.ts) signs a logout token (iss, aud = client, sub, sid, events, jti;
 *   typ logout+jwt, the provider's current key) and POSTs it to the client's back-channel logout
 *   URI through the egress client; whatever ended the sign-in (the shell's logout, an administrator,
 *   a lock, a password change, this provider's end_session) sends it, once, retried by the outbox;
 * - RP-initiated: the end_session endpoint, confirmed, ends the Concierge sign-in behind the provider
 *   session (revokeSessions of its family), which reaches every application it signed into.
 */
import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { AppSignIn, LogoutDelivery } from '@/lib/db/generated/sqlite/client';
import { revokeSessions } from '@/lib/backend/builtin/services/session/revoke-sessions';
import { clearedSessionCookies } from '@/lib/bff/session';
import { conciergeSignIn } from './concierge-session';
import { OIDC_ROUTES, providerFor, type OidcParts } from './provider';
import { signInDetails } from './sign-ins';

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** The logout token for one client sign-in, signed by the provider of its issuer. */
export async function logoutTokenFor(provider: Provider, details: { accountId: string; clientId: string; sid: string }): Promise<string | undefined> {
  const client = await provider.Client.find(details.clientId);
  if (!client) return undefined;
  const token = new provider.IdToken({ sub: details.accountId }, { client, ctx: undefined as unknown as KoaContextWithOIDC });
  // As oidc-provider's own back-channel logout: sub is not pairwise-masked here.
  (token as unknown as { mask: Record<string, null> }).mask = { sub: null };
  token.set('events', { [BACKCHANNEL_EVENT]: {} });
  token.set('jti', randomBytes(16).toString('base64url'));
  token.set('sid', details.sid);
  return token.issue({ use: 'logout' });
}

export async function deliverOidcLogout(deps: BuiltinDeps, signIn: AppSignIn, delivery: LogoutDelivery): Promise<void> {
  const details = await signInDetails(deps.db, signIn.sid);
  // Nothing recorded to sign for (a sign-in older than its details' lifetime): nothing to tell.
  if (!details) return;
  const provider = await providerFor(details.issuer);
  if (!provider) throw new Error('OpenID provider unavailable');
  const logoutToken = await logoutTokenFor(provider, details);
  if (!logoutToken) return; // the client is gone
  const answer = await deps.egress.fetch(
    delivery.target,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ logout_token: logoutToken }) },
    { purpose: 'back-channel-logout', timeoutMs: 5_000, maxBytes: 16 * 1024, maxRedirects: 0 },
  );
  if (answer.status !== 200 && answer.status !== 204) throw new Error(`back-channel logout answered ${answer.status}`);
}

/**
 * Koa middleware on the provider: a confirmed end_session (logout=yes) ends the Concierge sign-in
 * behind it and clears the SSO host's session cookie.
 */
export function endSessionFollowsConcierge(parts: OidcParts) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const confirming = ctx.method === 'POST' && ctx.path === `${OIDC_ROUTES.end_session}/confirm`;
    const signIn = confirming ? await conciergeSignIn(parts.deps, parts.sessionSecrets, ctx.get('cookie')) : undefined;
    await next();
    if (!signIn || ctx.status < 300 || ctx.status >= 400 || !ctx.oidc?.params?.logout) return;
    // Only the sign-in of the provider session's own user (oidc-provider also ends a session this way
    // when another user signs in: the Concierge sign-in in the cookie is then the new one, and stays).
    if (ctx.oidc.session?.accountId !== String(signIn.userId)) return;
    await revokeSessions(parts.deps, { familyId: signIn.familyId }, 'LOGOUT');
    for (const line of clearedSessionCookies(parts.secureCookies)) ctx.append('set-cookie', line);
  };
}
