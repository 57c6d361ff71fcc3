/**
 * /sso/changeLoginInfo: a backdoor user moves the current sign-in to another unit they may log
 * into. A new session of the same family replaces the current one; the page then reloads.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { createSession } from '@/lib/backend/builtin/services/session/create-session';
import { revokeSessions } from '@/lib/backend/builtin/services/session/revoke-sessions';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { loginUnitIds } from '@/lib/backend/builtin/services/units/list-possible-login-units';
import { assertAppAvailable } from './exchange-sso-token';

export async function changeLoginUnit(deps: BuiltinDeps, ctx: CallContext, input: { orgCode: string; appCode: string }): Promise<{ jwtToken: string }> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  if (!p.user.isBackdoor || !p.user.canUseBackdoor) throw new AppError(ErrorCode.FORBIDDEN);
  const target = await findUnitByCode(deps, input.orgCode);
  if (!target || target.status !== 'ENABLED') throw new AppError(ErrorCode.NOT_FOUND);
  if (!(await loginUnitIds(deps, p)).includes(target.id)) throw new AppError(ErrorCode.FORBIDDEN);
  await assertAppAvailable(deps, target.id, input.appCode);
  const created = await createSession(deps, {
    userId: p.user.id,
    unitId: target.id,
    kind: p.session.kind === 'SSO' ? 'SSO' : 'APP',
    appCode: input.appCode,
    method: 'UNIT_SWITCH',
    host: ctx.host,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    familyId: p.session.familyId,
  });
  await revokeSessions(deps, { sessionId: p.session.id }, 'REPLACED');
  await deps.db.auditLog.create({
    data: {
      at: deps.now(),
      actorUserId: p.user.id,
      actorCode: p.user.code,
      actorName: p.user.name,
      unitId: target.id,
      appCode: input.appCode,
      action: 'CHANGE_LOGIN_UNIT',
      objectType: 'UNIT',
      objectId: String(target.id),
      detail: JSON.stringify({ from: p.unit.code, to: target.code }),
      ip: ctx.ip,
    },
  });
  return { jwtToken: created.token };
}
