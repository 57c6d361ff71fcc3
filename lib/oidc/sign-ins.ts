/**
 * What an OIDC sign-in leaves behind for logout (docs/decisions/105): when an authorization
 * succeeds, the Concierge sign-in (family) behind it is read from the SSO host's session cookie and
 * recorded in the sign-in registry (lib/backend/builtin/services/sign-ins, protocol OIDC, sid = the
 * client's sid, logoutUri = its back-channel logout URI), with what the logout token needs (issuer,
 * subject, client) kept beside it as an OidcArtifact `SignIn:<sid>`. Ending the family then ends the
 * client's grant (lib/oidc/adapter.ts) and sends the back-channel logout (lib/oidc/logout.ts).
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { recordSignIn } from '@/lib/backend/builtin/services/sign-ins';
import { logoutUrisOf } from './clients';
import { conciergeSignIn } from './concierge-session';
import type { OidcParts } from './provider';

export interface OidcSignInDetails {
  issuer: string;
  accountId: string;
  clientId: string;
  sid: string;
  sessionUid: string;
  grantId?: string;
}

export async function recordOidcSignIn(parts: OidcParts, ctx: KoaContextWithOIDC, ttlSeconds: number): Promise<void> {
  const session = ctx.oidc.session;
  const client = ctx.oidc.client;
  if (!session?.accountId || !client) return;
  const signIn = await conciergeSignIn(parts.deps, parts.sessionSecrets, ctx.get('cookie'));
  if (!signIn || String(signIn.userId) !== session.accountId) return;
  const sid = session.sidFor(client.clientId);
  if (!sid) return;
  const { db, now } = parts.deps;
  const details: OidcSignInDetails = { issuer: ctx.oidc.issuer, accountId: session.accountId, clientId: client.clientId, sid, sessionUid: session.uid, grantId: session.grantIdFor(client.clientId) };
  // The provider session is bound to this sign-in (the login check compares them, lib/oidc/provider.ts).
  const bindingKey = `SessionFamily:${session.uid}`;
  const binding = { model: 'SessionFamily', payload: '{}', familyId: signIn.familyId, uid: session.uid, expiresAt: new Date(now().getTime() + ttlSeconds * 1000) };
  await db.oidcArtifact.upsert({ where: { key: bindingKey }, create: { key: bindingKey, ...binding }, update: binding });
  const key = `SignIn:${sid}`;
  const row = { model: 'SignIn', payload: JSON.stringify(details), familyId: signIn.familyId, grantId: details.grantId ?? null, expiresAt: new Date(now().getTime() + ttlSeconds * 1000) };
  await db.oidcArtifact.upsert({ where: { key }, create: { key, ...row }, update: row });
  const uris = await logoutUrisOf(db, client.clientId);
  await recordSignIn(parts.deps, {
    familyId: signIn.familyId,
    userId: signIn.userId,
    protocol: 'OIDC',
    clientCode: client.clientId,
    sid,
    logoutUri: uris.backchannel,
    // Recorded with iss and sid (Front-Channel Logout 1.0): the registry's logout page loads it as it is.
    frontchannelUri: withIssAndSid(uris.frontchannel, details.issuer, sid),
  });
}

/** The Concierge sign-in (family) a provider session was bound to at its last authorization. */
export async function boundFamily(db: OidcParts['deps']['db'], sessionUid: string): Promise<string | undefined> {
  const row = await db.oidcArtifact.findUnique({ where: { key: `SessionFamily:${sessionUid}` }, select: { familyId: true } });
  return row?.familyId ?? undefined;
}

export async function signInDetails(db: OidcParts['deps']['db'], sid: string): Promise<OidcSignInDetails | undefined> {
  const row = await db.oidcArtifact.findUnique({ where: { key: `SignIn:${sid}` } });
  return row ? (JSON.parse(row.payload) as OidcSignInDetails) : undefined;
}

/** A front-channel logout URI with `iss` and `sid` added, or null. */
export function withIssAndSid(uri: string | null, issuer: string, sid: string): string | null {
  if (!uri) return null;
  try {
    const url = new URL(uri);
    url.searchParams.set('iss', issuer);
    url.searchParams.set('sid', sid);
    return url.toString();
  } catch {
    return null;
  }
}
