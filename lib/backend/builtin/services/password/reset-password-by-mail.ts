/**
 * Forgotten password: a six-digit code goes to the account's bound e-mail, then the code and a new
 * password reset it. A wrong unit, account or address gets one message for all three
 * ('There is an error in your account or email address, please re-enter') after the same work.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { getTranslator } from '@/lib/i18n/translate';
import { escapeHtml } from '@/lib/security/html';
import { appAddress, appForHost } from '@/lib/config/static-config';
import { consumeCode, issueCode } from '@/lib/backend/builtin/services/codes/verification-codes';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { assertPasswordAllowed, passwordRuleForUnit } from './password-rule-for-unit';
import { setPassword } from './set-password';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';

interface Account {
  unitCode: string;
  userCode: string;
  email: string;
}

async function findAccount(deps: BuiltinDeps, a: Account) {
  const unit = await findUnitByCode(deps, a.unitCode);
  const user = unit ? await deps.db.user.findUnique({ where: { unitId_code: { unitId: unit.id, code: a.userCode.trim() } } }) : null;
  const email = a.email.trim().toLowerCase();
  if (!unit || !user || !user.email || user.email.toLowerCase() !== email || user.status !== 'ENABLED') {
    throw new AppError(ErrorCode.EMAIL_MISMATCH);
  }
  return { unit, user, email };
}

export async function sendResetPasswordMail(deps: BuiltinDeps, ctx: CallContext, input: Account): Promise<void> {
  const { unit, user, email } = await findAccount(deps, input);
  const code = await issueCode(deps, { purpose: 'RESET_PASSWORD_EMAIL', target: email, userId: user.id, ip: ctx.ip });
  const t = await getTranslator(ctx.locale, 'email');
  const customer = appForHost(ctx.host, deps.config)?.customer;
  const base = customer ? appAddress(customer, ctx.appCode, deps.config) : '';
  // The link carries no secret: only which account to reset; the code is typed on the page.
  const link = `${base}/unsubscribeEmailHtml?unitCode=${encodeURIComponent(unit.code)}&userCode=${encodeURIComponent(user.code)}`;
  const values = { name: user.name, code, minutes: 10 };
  await deps.mailer.send({
    to: email,
    subject: t('reset.subject'),
    text: `${t('reset.greeting', values)}\n\n${t('reset.body', values)}\n\n${t('reset.link')}: ${link}\n\n${t('reset.ignore')}`,
    html: `<p>${escapeHtml(t('reset.greeting', values))}</p><p>${escapeHtml(t('reset.body', values))}</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p><p><a href="${escapeHtml(link)}">${escapeHtml(t('reset.link'))}</a></p><p>${escapeHtml(t('reset.ignore'))}</p>`,
  });
}

export async function resetPasswordByCode(deps: BuiltinDeps, ctx: CallContext, input: Account & { validateCode: string; passwd: string }): Promise<void> {
  const { user, email } = await findAccount(deps, input);
  // Check the rule before spending the code, so a weak password does not cost the user a new mail.
  await assertPasswordAllowed(deps, input.passwd, await passwordRuleForUnit(deps, user.unitId, ctx.appCode), ctx.locale);
  await consumeCode(deps, { purpose: 'RESET_PASSWORD_EMAIL', target: email, userId: user.id, code: input.validateCode });
  await setPassword(deps, user.id, input.passwd, { code: user.code, ip: ctx.ip, action: 'RESET_PASSWORD_BY_EMAIL', unitId: user.unitId });
  // A reset by the mailbox owner also lifts a lock-out caused by failed attempts.
  if (user.locked && user.lockedReason === 'TOO_MANY_FAILURES') {
    await updateUser(deps, user.id, { locked: false, lockedAt: null, lockedReason: null });
  }
}
