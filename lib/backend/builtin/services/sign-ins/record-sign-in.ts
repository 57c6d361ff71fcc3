/**
 * Notes that a sign-in (session family) signed into an application: the spec's ticket exchange, an
 * OIDC authorization, a CAS service ticket validated. The row is what "My sessions" lists and what a
 * logout of the family notifies (docs/decisions/107).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { AppSignIn } from '@/lib/db/generated/sqlite/client';
import { newId } from '@/lib/backend/builtin/services/session/tokens';
import type { SignInProtocol } from './registry';
import { endSignIns } from './end-sign-ins';

export interface SignInRecord {
  familyId: string;
  userId: number;
  protocol: SignInProtocol;
  /** The application's code. */
  clientCode: string;
  /** The protocol's session id (CAS: the service ticket; OIDC: sid; SPEC: the application session's id). */
  sid: string;
  /** Back-channel logout address (CAS: the service URL; OIDC: backchannel_logout_uri). */
  logoutUri?: string | null;
  /** OIDC front-channel logout address. */
  frontchannelUri?: string | null;
}

/**
 * Writes the row (the same protocol and sid twice is one row). If the family ended meanwhile (a
 * logout raced the sign-in), the row is ended at once and its logout queued like any other.
 */
export async function recordSignIn(deps: BuiltinDeps, input: SignInRecord): Promise<AppSignIn> {
  const row = await deps.db.appSignIn.upsert({
    where: { protocol_sid: { protocol: input.protocol, sid: input.sid } },
    create: {
      id: newId(),
      familyId: input.familyId,
      userId: input.userId,
      protocol: input.protocol,
      clientCode: input.clientCode,
      sid: input.sid,
      logoutUri: input.logoutUri ?? null,
      frontchannelUri: input.frontchannelUri ?? null,
      at: deps.now(),
    },
    update: {},
  });
  const live = await deps.db.session.count({ where: { familyId: input.familyId, revokedAt: null, expiresAt: { gt: deps.now() } } });
  if (live === 0) await endSignIns(deps, { familyId: input.familyId }, 'LOGOUT');
  return row;
}
