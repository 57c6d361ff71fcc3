/**
 * The one way sessions end before their time: logout of a sign-in family, password change, lock,
 * repeat-login overwrite, an administrator ending a user's sessions, a user or unit disabled.
 * It writes the database and then publishes the revocation on the bus, which every instance hears:
 * cached principals are dropped (lib/backend/builtin/cache) and live connections are logged out
 * (lib/realtime). Never call it inside a transaction: other instances must read the committed rows
 * when they reload. createSession's overwrite marks rows in its own transaction and announces after.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { cachesOf, publishWithRetry } from '@/lib/backend/builtin/cache/caches';
import { AUTH_REVOKED_CHANNEL, tag, tagsOfRevocation, type Revocation, type RevokeReason } from '@/lib/backend/builtin/cache/events';
import type { Db } from '@/lib/db/client';
import { endSignInsAfterRevocation } from '@/lib/backend/builtin/services/sign-ins/end-sign-ins';

export type RevokeWhere =
  /** One sign-in: the SSO session and every application session derived from it (logout). */
  | { familyId: string }
  /** Every session of a user, or all but one sign-in of theirs. */
  | { userId: number; exceptFamilyId?: string }
  /** Every session logged into a unit (the unit disabled). */
  | { unitId: number }
  /**
   * One session replaced by another of the same sign-in (unit switch): only caches are told, not
   * live connections (the page reloads into the new session by itself).
   */
  | { sessionId: string };

export interface MarkedRevocation {
  count: number;
  /** What to publish once the rows are committed. */
  revocations: Revocation[];
  /** Extra cache tags to drop (a unit). */
  tags: string[];
}

type SessionDb = Pick<Db, 'session'>;

/** The database half: marks live sessions revoked. */
export async function markRevoked(db: SessionDb, where: RevokeWhere, reason: RevokeReason, now: Date, extra: { overwrittenBySessionId?: string } = {}): Promise<MarkedRevocation> {
  const data = { revokedAt: now, revokeReason: reason, ...extra };
  const live = { revokedAt: null };
  if ('sessionId' in where) {
    const { count } = await db.session.updateMany({ where: { id: where.sessionId, ...live }, data });
    return { count, revocations: [], tags: [tag.session(where.sessionId)] };
  }
  if ('familyId' in where) {
    const { count } = await db.session.updateMany({ where: { familyId: where.familyId, ...live }, data });
    return { count, revocations: [{ scope: 'family', familyId: where.familyId, reason }], tags: [] };
  }
  if ('userId' in where && !where.exceptFamilyId) {
    const { count } = await db.session.updateMany({ where: { userId: where.userId, ...live }, data });
    return { count, revocations: [{ scope: 'user', userId: where.userId, reason }], tags: [] };
  }
  // Some sessions of a user or of a unit: the families are named, so that live connections of the
  // sessions kept stay open and a unit is announced without listing its users.
  const filter = 'userId' in where ? { userId: where.userId, familyId: { not: where.exceptFamilyId } } : { unitId: where.unitId };
  // Sessions already expired are left as they are (they answer "invalid", not "overwritten").
  const rows = await db.session.findMany({ where: { ...filter, ...live, expiresAt: { gt: now } }, select: { id: true, familyId: true } });
  const marked = await markSessionsRevoked(db, rows, reason, now, extra);
  return 'unitId' in where ? { ...marked, tags: [tag.unit(where.unitId)] } : marked;
}

/** The database half for sessions already read (the overwrite has them in hand). */
export async function markSessionsRevoked(
  db: SessionDb,
  rows: readonly { id: string; familyId: string }[],
  reason: RevokeReason,
  now: Date,
  extra: { overwrittenBySessionId?: string } = {},
): Promise<MarkedRevocation> {
  if (rows.length === 0) return { count: 0, revocations: [], tags: [] };
  const { count } = await db.session.updateMany({ where: { id: { in: rows.map((r) => r.id) }, revokedAt: null }, data: { revokedAt: now, revokeReason: reason, ...extra } });
  const families = [...new Set(rows.map((r) => r.familyId))];
  return { count, revocations: families.map((familyId) => ({ scope: 'family', familyId, reason })), tags: [] };
}

/**
 * The bus half: drops the entries here at once, then tells every instance; then the applications the
 * ended sign-ins signed into are marked ended and their logout notifications queued and kicked off
 * in the background (services/sign-ins, docs/decisions/107) — this instance only, once.
 */
export async function announceRevocation(deps: BuiltinDeps, marked: MarkedRevocation): Promise<void> {
  const caches = cachesOf(deps.bus);
  caches.invalidateLocal([...marked.revocations.flatMap(tagsOfRevocation), ...marked.tags]);
  await Promise.all(marked.revocations.map((r) => publishWithRetry(deps.bus, AUTH_REVOKED_CHANNEL, JSON.stringify(r))));
  if (marked.tags.length) await caches.invalidate(marked.tags);
  if (marked.revocations.length) await endSignInsAfterRevocation(deps, marked.revocations);
}

/** Ends sessions and announces it; returns how many were live. */
export async function revokeSessions(deps: BuiltinDeps, where: RevokeWhere, reason: RevokeReason): Promise<number> {
  const marked = await markRevoked(deps.db, where, reason, deps.now());
  await announceRevocation(deps, marked);
  return marked.count;
}
