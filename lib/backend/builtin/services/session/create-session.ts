/**
 * Starts a server session and returns its bearer token. A new sign-in starts a new family; an
 * SSO exchange or a unit switch continues one. When the unit's overwrite setting is on, a new
 * sign-in ends the account's sessions of every other family (they then answer 52100).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Session } from '@/lib/db/generated/sqlite/client';
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
  return deps.db.$transaction(async (tx) => {
    const session = await tx.session.create({
      data: {
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
      },
    });
    let overwritten: Session[] = [];
    if (!input.familyId) {
      if (input.overwrite) {
        overwritten = await tx.session.findMany({
          where: { userId: input.userId, revokedAt: null, expiresAt: { gt: now }, familyId: { not: familyId } },
          orderBy: { createdAt: 'desc' },
        });
        if (overwritten.length > 0) {
          await tx.session.updateMany({
            where: { id: { in: overwritten.map((s) => s.id) } },
            data: { revokedAt: now, revokeReason: 'OVERWRITTEN', overwrittenBySessionId: session.id },
          });
        }
      }
    }
    return { token, session, overwritten };
  });
}

/** Ends sessions: one family (logout), or every session of a user (password change, lock). */
export async function revokeSessions(
  deps: BuiltinDeps,
  where: { familyId: string } | { userId: number; exceptFamilyId?: string },
  reason: 'LOGOUT' | 'PASSWORD_CHANGED' | 'LOCKED' | 'ADMIN' | 'REPLACED',
): Promise<number> {
  const now = deps.now();
  const filter =
    'familyId' in where
      ? { familyId: where.familyId }
      : { userId: where.userId, ...(where.exceptFamilyId ? { familyId: { not: where.exceptFamilyId } } : {}) };
  const { count } = await deps.db.session.updateMany({
    where: { ...filter, revokedAt: null },
    data: { revokedAt: now, revokeReason: reason },
  });
  return count;
}
