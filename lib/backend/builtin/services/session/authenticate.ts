/**
 * Token -> principal. Ended sessions answer 50001, except sessions ended by a newer login of the
 * same account, which answer 52100 with the time, IP and location of that login.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { locateIp } from './locate-ip';
import type { Principal } from './principal';
import { hashToken } from './tokens';

/** lastSeenAt is refreshed at most this often, so a busy page does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export async function authenticate(deps: BuiltinDeps, token: string | undefined, locale: Locale = 'zh-CN'): Promise<Principal> {
  if (!token) throw new AppError(ErrorCode.SESSION_INVALID);
  const session = await deps.db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { include: { dept: true } }, unit: true, overwrittenBy: true },
  });
  if (!session) throw new AppError(ErrorCode.SESSION_INVALID);
  const now = deps.now();
  if (session.revokedAt) {
    if (session.revokeReason === 'OVERWRITTEN' && session.overwrittenBy) {
      throw new AppError(ErrorCode.REPEAT_LOGIN, { data: repeatLoginInfo(session.overwrittenBy, locale) });
    }
    throw new AppError(ErrorCode.SESSION_INVALID);
  }
  if (session.expiresAt <= now) throw new AppError(ErrorCode.SESSION_INVALID);
  const { user, unit, overwrittenBy: _o, ...plain } = session;
  if (user.status !== 'ENABLED' || user.locked || unit.status !== 'ENABLED') throw new AppError(ErrorCode.SESSION_INVALID);
  if (user.expiresAt && user.expiresAt <= now) throw new AppError(ErrorCode.SESSION_INVALID);
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return { session: plain, user, unit };
}

export function repeatLoginInfo(
  s: { createdAt: Date; ip: string | null; appCode: string | null; method: string | null; location: string | null },
  locale: Locale,
): RepeatLoginInfo {
  const ip = s.ip ?? '';
  return {
    descript: s.appCode ?? s.method ?? '',
    time: formatDateTime(s.createdAt),
    ip,
    location: s.location ?? locateIp(ip, locale),
  };
}
