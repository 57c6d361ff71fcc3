/** Self-service password change: old password checked, rule of the application applied, then logout everywhere. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { verifyPassword } from '@/lib/security/password-hash';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { assertPasswordAllowed, passwordRuleForUnit } from './password-rule-for-unit';
import { setPassword } from './set-password';

export async function updatePassword(deps: BuiltinDeps, ctx: CallContext, input: { passwdOld: string; passwd: string }): Promise<void> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  if (!(await verifyPassword(p.user.passwordHash, input.passwdOld))) throw new AppError(ErrorCode.WRONG_OLD_PASSWORD);
  if (input.passwd === input.passwdOld) throw new AppError(ErrorCode.PASSWORD_SAME_AS_OLD);
  await assertPasswordAllowed(deps, input.passwd, await passwordRuleForUnit(deps, p.user.unitId, ctx.appCode), ctx.locale);
  await setPassword(deps, p.user.id, input.passwd, { code: p.user.code, ip: ctx.ip, action: 'UPDATE_PASSWORD', unitId: p.user.unitId });
}

/**
 * The first-login prompt cancelled where it is optional (the user center, portal.md section 4):
 * "firstLogin becomes F locally", in the browser that cancelled. The server keeps firstLogin until
 * the password changes, so the SSO host and the other applications still force the change
 * (docs/decisions/094). The call only confirms a live session.
 */
export async function cancelPasswordChange(deps: BuiltinDeps, ctx: CallContext): Promise<void> {
  await authenticate(deps, ctx.token, ctx.locale);
}
