/**
 * Token -> principal. Ended sessions answer 50001, except sessions ended by a newer login of the
 * same account, which answer 52100 with the time, IP and location of that login.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { locateIp } from './locate-ip';
import type { Principal } from './principal';
import { hashToken } from './tokens';

/** lastSeenAt is refreshed at most this often, so a busy page does not write on every call. */
const TOUCH_EVERY_MS = 60_000;
/**
 * The user and unit behind a session change rarely and are read on every call, so they are kept
 * for a few seconds. The session row itself (revocation, expiry) is read every time: a logout,
 * password change, overwrite or lock takes effect at once. Writes to a user drop its entries.
 */
const PARTS_TTL_MS = 5_000;
type Parts = { user: Principal['user']; unit: Principal['unit']; until: number };
const parts = new Map<string, Parts>();

export function forgetPrincipal(userId: number): void {
  for (const key of parts.keys()) if (key.startsWith(`${userId}:`)) parts.delete(key);
}

async function userAndUnit(deps: BuiltinDeps, userId: number, unitId: number): Promise<Parts | null> {
  const key = `${userId}:${unitId}`;
  const now = Date.now();
  const hit = parts.get(key);
  if (hit && hit.until > now) return hit;
  const [user, unit] = await Promise.all([
    deps.db.user.findUnique({ where: { id: userId }, include: { dept: true } }),
    deps.db.unit.findUnique({ where: { id: unitId } }),
  ]);
  if (!user || !unit) return null;
  if (parts.size > 5_000) parts.clear();
  const entry = { user, unit, until: now + PARTS_TTL_MS };
  parts.set(key, entry);
  return entry;
}

export async function authenticate(deps: BuiltinDeps, token: string | undefined, locale: Locale = 'zh-CN'): Promise<Principal> {
  if (!token) throw new AppError(ErrorCode.SESSION_INVALID);
  const session = await deps.db.session.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!session) throw new AppError(ErrorCode.SESSION_INVALID);
  const now = deps.now();
  if (session.revokedAt) {
    if (session.revokeReason === 'OVERWRITTEN' && session.overwrittenBySessionId) {
      const newer = await deps.db.session.findUnique({ where: { id: session.overwrittenBySessionId } });
      if (newer) throw new AppError(ErrorCode.REPEAT_LOGIN, { data: await repeatLoginInfo(newer, locale) });
    }
    throw new AppError(ErrorCode.SESSION_INVALID);
  }
  if (session.expiresAt <= now) throw new AppError(ErrorCode.SESSION_INVALID);
  const found = await userAndUnit(deps, session.userId, session.unitId);
  if (!found) throw new AppError(ErrorCode.SESSION_INVALID);
  const { user, unit } = found;
  if (user.status !== 'ENABLED' || user.locked || unit.status !== 'ENABLED') throw new AppError(ErrorCode.SESSION_INVALID);
  if (user.expiresAt && user.expiresAt <= now) throw new AppError(ErrorCode.SESSION_INVALID);
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return { session, user, unit };
}

/**
 * The same check for a token presented as an SSO token (ticket exchange, availability): a dead
 * session there means the SSO token is invalid, 54002, not a logout of the caller.
 */
export async function authenticateSsoToken(deps: BuiltinDeps, token: string | undefined, locale: Locale): Promise<Principal> {
  try {
    return await authenticate(deps, token, locale);
  } catch (e) {
    if (isAppError(e) && e.code === ErrorCode.SESSION_INVALID) throw new AppError(ErrorCode.SSO_TOKEN_INVALID);
    throw e;
  }
}

export async function repeatLoginInfo(
  s: { createdAt: Date; ip: string | null; appCode: string | null; method: string | null; location: string | null },
  locale: Locale,
): Promise<RepeatLoginInfo> {
  const ip = s.ip ?? '';
  return {
    descript: s.appCode ?? s.method ?? '',
    time: formatDateTime(s.createdAt),
    ip,
    location: s.location ?? (await locateIp(ip, locale)),
  };
}
