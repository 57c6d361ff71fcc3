/**
 * /sso/check on the built-in side: the SSO session's token becomes a session of the application in
 * the same sign-in family, when the unit has opened the application (53012 otherwise).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { isAppOpened } from '@/lib/backend/builtin/services/menu/list-user-apps';
import { authenticateSsoToken } from '@/lib/backend/builtin/services/session/authenticate';
import { createSession } from '@/lib/backend/builtin/services/session/create-session';
import { recordSignIn } from '@/lib/backend/builtin/services/sign-ins';

export async function exchangeSsoToken(deps: BuiltinDeps, ctx: CallContext, input: { ssoToken: string; appCode: string }): Promise<{ jwtToken: string }> {
  const p = await authenticateSsoToken(deps, input.ssoToken, ctx.locale);
  await assertAppAvailable(deps, p.unit.id, input.appCode);
  const { token, session } = await createSession(deps, {
    userId: p.user.id,
    unitId: p.unit.id,
    kind: 'APP',
    appCode: input.appCode,
    method: 'TICKET',
    host: ctx.host,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    familyId: p.session.familyId,
  });
  // What this sign-in signed into, for "My sessions" (the spec has no logout callback: its sessions
  // are of the family, ended with it, and hosted pages hear the STOMP push).
  await recordSignIn(deps, { familyId: p.session.familyId, userId: p.user.id, protocol: 'SPEC', clientCode: input.appCode, sid: session.id });
  return { jwtToken: token };
}

export async function assertAppAvailable(deps: BuiltinDeps, unitId: number, appCode: string): Promise<void> {
  if (appCode === deps.config.loginSystem.ssoAppCode) return;
  if (!(await isAppOpened(deps, unitId, appCode))) throw new AppError(ErrorCode.APP_NOT_OPENED);
}
