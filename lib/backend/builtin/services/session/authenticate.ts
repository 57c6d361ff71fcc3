/**
 * Token -> principal. Ended sessions answer 50001, except sessions ended by a newer login of the
 * same account, which answer 52100 with the time, IP and location of that login.
 *
 * What a check needs (session, user, unit) is kept in the instance's principal cache under the
 * token's hash, tagged with the user, unit, department, sign-in family and session; revocations
 * and writes drop it on every instance through the bus (docs/decisions/080). A warm check reads no
 * database; expiry and the user's and unit's state are evaluated on every call.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';
import type { Session } from '@/lib/db/generated/sqlite/client';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { log, errorFields } from '@/lib/infra/log';
import { cachesOf, invalidateEverywhere } from '@/lib/backend/builtin/cache/caches';
import { tag } from '@/lib/backend/builtin/cache/events';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { locateIp } from './locate-ip';
import type { Principal } from './principal';
import { hashToken } from './tokens';

/** lastSeenAt is refreshed at most this often, off the request's path. */
const TOUCH_EVERY_MS = 60_000;

type NewerLogin = Pick<Session, 'createdAt' | 'ip' | 'appCode' | 'method' | 'location'>;

/** What the cache holds for a token hash. Dead and overwritten sessions never come back: they need no tags. */
type TokenState =
  | { kind: 'live'; session: Session; user: Principal['user']; unit: Principal['unit']; touchedAt: number }
  | { kind: 'dead'; reason?: string }
  | { kind: 'overwritten'; newer: NewerLogin };

/**
 * Drops the cached principals of a user on every instance (every write to a user row calls it).
 * What is derived from the user's grants stays: writes that change grants call usersChanged().
 */
export function forgetPrincipal(userId: number): void {
  invalidateEverywhere([tag.principalsOf(userId)]);
}

async function readTokenState(deps: BuiltinDeps, hash: string): Promise<{ value: TokenState; tags: string[]; store?: boolean }> {
  const row = await deps.db.session.findUnique({ where: { tokenHash: hash }, include: { user: { include: { dept: true } }, unit: true } });
  // An unknown token is not remembered: random tokens must not push real ones out of the cache.
  if (!row) return { value: { kind: 'dead' }, tags: [], store: false };
  const { user, unit, ...session } = row;
  if (session.revokedAt) {
    if (session.revokeReason === 'OVERWRITTEN' && session.overwrittenBySessionId) {
      const newer = await deps.db.session.findUnique({
        where: { id: session.overwrittenBySessionId },
        select: { createdAt: true, ip: true, appCode: true, method: true, location: true },
      });
      if (newer) return { value: { kind: 'overwritten', newer }, tags: [] };
    }
    // Why it ended goes back to its holder (50001's retVal), so the page they land on can say so.
    return { value: { kind: 'dead', ...(session.revokeReason ? { reason: session.revokeReason } : {}) }, tags: [] };
  }
  const tags = [tag.user(user.id), tag.principalsOf(user.id), tag.unit(unit.id), tag.family(session.familyId), tag.session(session.id)];
  if (user.deptId) tags.push(tag.dept(user.deptId), tag.depts);
  return { value: { kind: 'live', session, user, unit, touchedAt: session.lastSeenAt.getTime() }, tags };
}

async function tokenState(deps: BuiltinDeps, hash: string): Promise<TokenState> {
  const caches = cachesOf(deps.bus);
  // While the bus could miss a revocation, every check reads the database (no stale acceptance).
  if (!caches.trusted()) return (await readTokenState(deps, hash)).value;
  return (await caches.principals.load(hash, () => readTokenState(deps, hash))) as TokenState;
}

export async function authenticate(deps: BuiltinDeps, token: string | undefined, locale: Locale = 'zh-CN'): Promise<Principal> {
  if (!token) throw new AppError(ErrorCode.SESSION_INVALID);
  const state = await tokenState(deps, hashToken(token));
  if (state.kind === 'dead') throw new AppError(ErrorCode.SESSION_INVALID, state.reason ? { data: { reason: state.reason } } : {});
  if (state.kind === 'overwritten') throw new AppError(ErrorCode.REPEAT_LOGIN, { data: await repeatLoginInfo(state.newer, locale) });
  const { session, user, unit } = state;
  const now = deps.now();
  if (session.expiresAt <= now) throw new AppError(ErrorCode.SESSION_INVALID);
  if (user.status !== 'ENABLED' || user.locked || unit.status !== 'ENABLED') throw new AppError(ErrorCode.SESSION_INVALID);
  if (user.expiresAt && user.expiresAt <= now) throw new AppError(ErrorCode.SESSION_INVALID);
  if (now.getTime() - state.touchedAt > TOUCH_EVERY_MS) {
    state.touchedAt = now.getTime();
    deps.db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } }).catch((e: unknown) => log.warn('session.touch_failed', errorFields(e)));
  }
  // A fresh wrapper per call: per-call memos (access, grants) key on it; the rows inside are shared and read-only.
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
