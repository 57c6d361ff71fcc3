/** The SMS second factor: the login's challenge names the user; the code goes to their mobile. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { getTranslator } from '@/lib/i18n/translate';
import { issueCode, RESEND_AFTER_MS } from '@/lib/backend/builtin/services/codes/verification-codes';
import { maskMobile } from '@/lib/backend/builtin/services/format';
import { mobileChallengeKey } from './login-with-password';

export async function sendMobileCode(deps: BuiltinDeps, ctx: CallContext, input: { encodedCode: string }): Promise<{ mobile: string; seconds: number }> {
  const userId = Number(await deps.store.get(mobileChallengeKey(input.encodedCode)));
  const user = userId ? await deps.db.user.findUnique({ where: { id: userId } }) : null;
  if (!user?.mobile) throw new AppError(ErrorCode.CODE_INVALID);
  const code = await issueCode(deps, { purpose: 'LOGIN_SMS', target: user.mobile, userId: user.id, ip: ctx.ip });
  const t = await getTranslator(ctx.locale, 'email');
  await deps.sms.send(user.mobile, t('sms.login', { code, minutes: 10 }));
  return { mobile: maskMobile(user.mobile), seconds: RESEND_AFTER_MS / 1000 };
}
