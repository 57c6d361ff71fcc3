/**
 * "My sessions" (docs/decisions/107): a user's live sign-ins (session families) with the device
 * each came from and the applications it signed into; ending one, or all but the caller's. The
 * administrator's view of a user is the same list, with the right to end that user's sessions in
 * the user's unit (checked by authorizedAccess) and an audit row for each ending.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { Locale } from '@/lib/i18n/locales';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import {
  endUserSignInAuthority,
  userSignInsAuthority,
  type EndMySignInInput,
  type EndSessionsResult,
  type EndUserSignInInput,
  type SignInFamily,
  type UserSignInsInput,
} from '@/lib/contracts/sessions';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { revokeSessions } from '@/lib/backend/builtin/services/session/revoke-sessions';
import { authorizedAccess } from '@/lib/backend/builtin/services/access/authorize';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { namedUser, refuseSelf } from '@/lib/backend/builtin/services/users/user-row';
import { dataWords } from '@/lib/backend/builtin/services/translate/data-words';
import { describeUserAgent } from './user-agent';

/** The live sign-ins of a user, newest first; `current` marks the caller's own. */
export async function listSignInFamilies(deps: BuiltinDeps, userId: number, locale: Locale, currentFamilyId?: string): Promise<SignInFamily[]> {
  const now = deps.now();
  const sessions = await deps.db.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'asc' },
    select: { familyId: true, ip: true, userAgent: true, location: true, host: true, createdAt: true, lastSeenAt: true },
  });
  const families = new Map<string, (typeof sessions)[number] & { last: Date }>();
  for (const s of sessions) {
    const seen = families.get(s.familyId);
    // The family's first session is where the sign-in happened; its last activity is any session's.
    if (!seen) families.set(s.familyId, { ...s, last: s.lastSeenAt });
    else if (s.lastSeenAt > seen.last) seen.last = s.lastSeenAt;
  }
  const ids = [...families.keys()];
  const signIns = ids.length ? await deps.db.appSignIn.findMany({ where: { familyId: { in: ids }, endedAt: null }, orderBy: { at: 'asc' } }) : [];
  const codes = [...new Set(signIns.map((s) => s.clientCode))];
  const apps = codes.length ? await deps.db.application.findMany({ where: { code: { in: codes } }, select: { code: true, name: true } }) : [];
  const words = await dataWords(deps, locale, codes);
  const nameOf = (code: string) => words(code, apps.find((a) => a.code === code)?.name ?? code);
  return [...families.values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((f) => ({
      familyId: f.familyId,
      current: f.familyId === currentFamilyId ? 'T' : 'F',
      ...describeUserAgent(f.userAgent),
      ip: f.ip ?? '',
      location: f.location ?? '',
      host: f.host ?? '',
      signedInAt: f.createdAt.toISOString(),
      lastSeenAt: f.last.toISOString(),
      apps: signIns
        .filter((s) => s.familyId === f.familyId)
        .map((s) => ({ appCode: s.clientCode, appName: nameOf(s.clientCode), protocol: s.protocol as SignInFamily['apps'][number]['protocol'], at: s.at.toISOString() })),
    }));
}

/** 40400 unless the family is a live sign-in of the user (another user's family is not told apart from none). */
async function liveFamilyOf(deps: BuiltinDeps, userId: number, familyId: string): Promise<void> {
  const live = await deps.db.session.count({ where: { userId, familyId, revokedAt: null, expiresAt: { gt: deps.now() } } });
  if (live === 0) throw new AppError(ErrorCode.NOT_FOUND);
}

export async function mySignIns(deps: BuiltinDeps, ctx: CallContext): Promise<SignInFamily[]> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  return listSignInFamilies(deps, p.user.id, ctx.locale, p.session.familyId);
}

/** Ends one of the caller's sign-ins (their own current one too: that is a logout). */
export async function endMySignIn(deps: BuiltinDeps, ctx: CallContext, input: EndMySignInInput): Promise<EndSessionsResult> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  await liveFamilyOf(deps, p.user.id, input.familyId);
  return { ended: await revokeSessions(deps, { familyId: input.familyId }, 'LOGOUT') };
}

/** Ends every sign-in of the caller but the one this request comes from. */
export async function endOtherSignIns(deps: BuiltinDeps, ctx: CallContext): Promise<EndSessionsResult> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  return { ended: await revokeSessions(deps, { userId: p.user.id, exceptFamilyId: p.session.familyId }, 'LOGOUT') };
}

export async function userSignIns(deps: BuiltinDeps, ctx: CallContext, input: UserSignInsInput): Promise<SignInFamily[]> {
  const access = await authorizedAccess(deps, ctx, userSignInsAuthority, input);
  const user = await namedUser(deps, input.userId);
  const current = access.principal.user.id === user.id ? access.principal.session.familyId : undefined;
  return listSignInFamilies(deps, user.id, ctx.locale, current);
}

export async function endUserSignIn(deps: BuiltinDeps, ctx: CallContext, input: EndUserSignInInput): Promise<EndSessionsResult> {
  const access = await authorizedAccess(deps, ctx, endUserSignInAuthority, input);
  const user = await namedUser(deps, input.userId);
  refuseSelf(access, user.id);
  await liveFamilyOf(deps, user.id, input.familyId);
  const ended = await revokeSessions(deps, { familyId: input.familyId }, 'ADMIN');
  await writeAudit(deps.db, access, { action: 'REVOKE', objectType: 'UserSignIn', objectId: user.id, unitId: user.unitId, detail: { ended, familyId: input.familyId } });
  return { ended };
}
