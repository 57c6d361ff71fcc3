/**
 * What an OIDC sign-in leaves behind for logout (docs/decisions/105): when an authorization
 * succeeds, the Concierge sign-in (family) behind it is read from the SSO host's session cookie and
 * the client's sign-in is recorded, so that ending the family ends the provider session, revokes
 * the client's grant and sends the back-channel logout (lib/oidc/logout.ts).
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { conciergeSignIn } from './concierge-session';
import type { OidcParts } from './provider';

export interface OidcSignIn {
  familyId: string;
  userId: number;
  clientId: string;
  /** The provider session's uid (its row in OidcArtifact). */
  sessionUid: string;
  /** The sid this client was given (logout tokens carry it). */
  sid: string;
  grantId: string | undefined;
}

/** Where sign-ins go (the sign-in registry, once plugged in). */
export type SignInSink = (parts: OidcParts, signIn: OidcSignIn) => Promise<void>;
let sink: SignInSink = async () => {};
export function setOidcSignInSink(next: SignInSink): void {
  sink = next;
}

export async function recordOidcSignIn(parts: OidcParts, ctx: KoaContextWithOIDC): Promise<void> {
  const session = ctx.oidc.session;
  const client = ctx.oidc.client;
  if (!session?.accountId || !client) return;
  const signIn = await conciergeSignIn(parts.deps, parts.sessionSecrets, ctx.get('cookie'));
  if (!signIn || String(signIn.userId) !== session.accountId) return;
  const sid = session.sidFor(client.clientId);
  if (!sid) return;
  await sink(parts, {
    familyId: signIn.familyId,
    userId: signIn.userId,
    clientId: client.clientId,
    sessionUid: session.uid,
    sid,
    grantId: session.grantIdFor(client.clientId),
  });
}
