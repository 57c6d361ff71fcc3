/**
 * The Concierge sign-in behind a request to the SSO host: its session cookie (iron-session,
 * lib/bff/session.ts) opened and the server-side session read by its token's hash. The OpenID
 * provider follows it: no live Concierge session, no provider session (docs/decisions/105).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { hashToken } from '@/lib/backend/builtin/services/session/tokens';
import { readCookie } from '@/lib/bff/http/cookies';
import { hasLogin, readSessionSeal, SESSION_COOKIE } from '@/lib/bff/session';

export interface ConciergeSignIn {
  sessionId: string;
  familyId: string;
  userId: number;
  unitId: number;
  /** When the sign-in happened (auth_time). */
  signedInAt: Date;
}

export async function conciergeSignIn(deps: Pick<BuiltinDeps, 'db' | 'now' | 'config'>, secrets: readonly string[], cookieHeader: string | null | undefined): Promise<ConciergeSignIn | undefined> {
  let seal: string | undefined;
  try {
    seal = readCookie(cookieHeader, SESSION_COOKIE);
  } catch {
    return undefined;
  }
  if (!seal) return undefined;
  const data = await readSessionSeal(seal, secrets, deps.config.loginSystem.sessionTtlMinutes * 60);
  if (!hasLogin(data)) return undefined;
  const row = await deps.db.session.findUnique({
    where: { tokenHash: hashToken(data.token) },
    select: { id: true, familyId: true, userId: true, unitId: true, createdAt: true, revokedAt: true, expiresAt: true },
  });
  if (!row || row.revokedAt || row.expiresAt <= deps.now()) return undefined;
  return { sessionId: row.id, familyId: row.familyId, userId: row.userId, unitId: row.unitId, signedInAt: row.createdAt };
}
