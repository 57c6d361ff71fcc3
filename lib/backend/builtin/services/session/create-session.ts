/**
 * Starts a server session and returns its bearer token. A new sign-in starts a new family; an
 * SSO exchange or a unit switch continues one. When the unit's overwrite setting is on, a new
 * sign-in ends the account's sessions of every other family (they then answer 52100).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Session } from '@/lib/db/generated/sqlite/client';
import { announceRevocation, markSessionsRevoked, type MarkedRevocation } from './revoke-sessions';
import { newId, newToken } from './tokens';

export interface NewSession {
  userId: number;
  unitId: number;
  kind: 'SSO' | 'APP';
  appCode: string;
  method: 'PASSWORD' | 'SSO' | 'PMS' | 'TICKET' | 'UNIT_SWITCH';
  host: string;
  ip: string;
  userAgent: string;
  /** Continue this sign-in (SSO exchange, unit switch); absent: a new sign-in. */
  familyId?: string;
  /** The unit's overwrite setting: a new sign-in ends the account's other sign-ins. */
  overwrite?: boolean;
}

export interface CreatedSession {
  token: string;
  session: Session;
  /** Sessions of other sign-ins this one ended (repeat login), newest first. */
  overwritten: Session[];
}

export async function createSession(deps: BuiltinDeps, input: NewSession): Promise<CreatedSession> {
  const { token, hash } = newToken();
  const now = deps.now();
  const ttlMs = deps.config.loginSystem.sessionTtlMinutes * 60_000;
  const familyId = input.familyId ?? newId();
  const data = {
    id: newId(),
    tokenHash: hash,
    familyId,
    kind: input.kind,
    userId: input.userId,
    unitId: input.unitId,
    appCode: input.appCode,
    method: input.method,
    host: input.host,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  };
  // Without overwrite the session is one INSERT, atomic by itself: an interactive transaction
  // around it would cost its BEGIN, COMMIT and Prisma's transaction bookkeeping on every sign-in.
  if (input.familyId || !input.overwrite) return { token, session: await deps.db.session.create({ data }), overwritten: [] };
  let marked: MarkedRevocation | undefined;
  const created = await deps.db.$transaction(async (tx) => {
    const session = await tx.session.create({ data });
    const overwritten: Session[] = await tx.session.findMany({
      where: { userId: input.userId, revokedAt: null, expiresAt: { gt: now }, familyId: { not: familyId } },
      orderBy: { createdAt: 'desc' },
    });
    // Marked in the same transaction as the new session (two logins at once cannot end each
    // other); announced on the bus once committed.
    if (overwritten.length > 0) marked = await markSessionsRevoked(tx, overwritten, 'OVERWRITTEN', now, { overwrittenBySessionId: session.id });
    return { token, session, overwritten };
  });
  if (marked) await announceRevocation(deps, marked);
  return created;
}

/** The central revocation (revoke-sessions.ts), also reachable from here for existing callers. */
export { revokeSessions } from './revoke-sessions';
