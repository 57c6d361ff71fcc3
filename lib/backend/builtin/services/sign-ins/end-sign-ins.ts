/**
 * A sign-in ended (its family revoked): every application it signed into is marked ended and gets a
 * logout delivery in the outbox, sent right away in the background and retried there. Called from
 * the one place revocations are announced (announceRevocation), so every way of ending sessions —
 * logout on any host, CAS or OIDC logout, an administrator, a lock, a password change, a repeat-login
 * overwrite, a disabled unit — reaches the applications. Never throws: the logout has happened.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Revocation } from '@/lib/backend/builtin/cache/events';
import type { AppSignIn } from '@/lib/db/generated/sqlite/client';
import { newId } from '@/lib/backend/builtin/services/session/tokens';
import { errorFields, log } from '@/lib/infra/log';
import { logoutDelivererOf } from './registry';
import { kickLogoutDeliveries } from './deliveries';

export type SignInsOf = { familyId: string } | { userId: number } | { ids: string[] };

/** Ends the open sign-ins matched; returns the ones this call ended (each is ended exactly once). */
export async function endSignIns(deps: BuiltinDeps, of: SignInsOf, reason: string): Promise<AppSignIn[]> {
  const filter = 'familyId' in of ? { familyId: of.familyId } : 'userId' in of ? { userId: of.userId } : { id: { in: of.ids } };
  const open = await deps.db.appSignIn.findMany({ where: { ...filter, endedAt: null } });
  const ended: AppSignIn[] = [];
  const now = deps.now();
  for (const row of open) {
    // Claimed row by row: two instances hearing of the same logout queue one delivery.
    const { count } = await deps.db.appSignIn.updateMany({ where: { id: row.id, endedAt: null }, data: { endedAt: now, endReason: reason } });
    if (count !== 1) continue;
    ended.push({ ...row, endedAt: now, endReason: reason });
    if (row.logoutUri && logoutDelivererOf(row.protocol)) {
      await deps.db.logoutDelivery.create({ data: { id: newId(), signInId: row.id, protocol: row.protocol, target: row.logoutUri, nextAt: now } });
    }
  }
  if (ended.length > 0) {
    log.info('signins.ended', { count: ended.length, reason, protocols: [...new Set(ended.map((r) => r.protocol))] });
    kickLogoutDeliveries(deps);
  }
  return ended;
}

/** The revocation's hook (revoke-sessions.ts announceRevocation). */
export async function endSignInsAfterRevocation(deps: BuiltinDeps, revocations: readonly Revocation[]): Promise<void> {
  for (const r of revocations) {
    try {
      if (r.scope === 'family') await endSignIns(deps, { familyId: r.familyId }, r.reason ?? 'LOGOUT');
      else if (r.scope === 'user') await endSignIns(deps, { userId: r.userId }, r.reason ?? 'LOGOUT');
    } catch (e) {
      // The sweep (deliveries.ts) finds sign-ins of ended families later.
      log.warn('signins.end_failed', { scope: r.scope, ...errorFields(e) });
    }
  }
}

/**
 * Sign-ins left open although their family has no live session (expired, or an instance stopped
 * between the revocation and the hook): ended as EXPIRED and notified. Run by the delivery loop.
 */
export async function sweepEndedFamilies(deps: BuiltinDeps, limit = 200): Promise<number> {
  const now = deps.now();
  const open = await deps.db.appSignIn.findMany({ where: { endedAt: null }, select: { id: true, familyId: true }, orderBy: { at: 'asc' }, take: limit });
  if (open.length === 0) return 0;
  const families = [...new Set(open.map((r) => r.familyId))];
  const live = await deps.db.session.findMany({ where: { familyId: { in: families }, revokedAt: null, expiresAt: { gt: now } }, select: { familyId: true }, distinct: ['familyId'] });
  const alive = new Set(live.map((s) => s.familyId));
  const ids = open.filter((r) => !alive.has(r.familyId)).map((r) => r.id);
  if (ids.length === 0) return 0;
  return (await endSignIns(deps, { ids }, 'EXPIRED')).length;
}
