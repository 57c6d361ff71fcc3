/**
 * PMS-account login: the hotel code and PMS user code name a mapped user (PmsUserMapping); the
 * user's own password is checked, like a password login of that user.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { LoginResult, PmsLoginRequest } from '@/lib/contracts/auth';
import { loginWithPassword, refuseUnknownAccount } from './login-with-password';

export async function loginWithPms(deps: BuiltinDeps, ctx: CallContext, input: PmsLoginRequest): Promise<LoginResult> {
  const mapping = await deps.db.pmsUserMapping.findUnique({
    where: { pmsHotelCode_pmsUserCode: { pmsHotelCode: input.hotelCode.trim(), pmsUserCode: input.pmsUserCode.trim() } },
    include: { user: { include: { unit: true } } },
  });
  // A mapping not yet bound to a user cannot sign in; it looks like any unknown account.
  if (!mapping?.user) {
    const appCode = input.appCode ?? ctx.appCode;
    return refuseUnknownAccount(
      deps,
      { unitCode: input.hotelCode, userCode: input.pmsUserCode, password: input.password, captchaId: input.captchaId, captcha: input.captcha },
      { unitCode: input.hotelCode, userCode: input.pmsUserCode, appCode, method: 'PMS', result: 'FAILURE', ip: ctx.ip, userAgent: ctx.userAgent },
    );
  }
  return loginWithPassword(deps, {
    unitCode: mapping.user.unit.code,
    userCode: mapping.user.code,
    password: input.password,
    captchaId: input.captchaId,
    captcha: input.captcha,
    appCode: input.appCode ?? ctx.appCode,
    kind: ctx.appCode === deps.config.loginSystem.ssoAppCode ? 'SSO' : 'APP',
    method: 'PMS',
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    host: ctx.host,
    locale: ctx.locale,
  });
}
