/**
 * Binding (or changing) the user's e-mail: a code goes to the new address; typing it back binds it.
 * A user may only bind their own address (the id in the call must be the caller's).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { EMAIL_PATTERN } from '@/lib/contracts/patterns';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { getTranslator } from '@/lib/i18n/translate';
import { escapeHtml } from '@/lib/security/html';
import { consumeCode, issueCode } from '@/lib/backend/builtin/services/codes/verification-codes';
import { maskEmail } from '@/lib/backend/builtin/services/format';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';

async function owner(deps: BuiltinDeps, ctx: CallContext, id: number): Promise<Principal> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  if (p.user.id !== id) throw new AppError(ErrorCode.FORBIDDEN);
  return p;
}

function checkAddress(email: string): string {
  const e = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(e)) throw AppError.validation({ email: ['format'] });
  return e;
}

export async function sendEmailBindCode(deps: BuiltinDeps, ctx: CallContext, input: { id: number; email: string }): Promise<void> {
  const p = await owner(deps, ctx, input.id);
  const email = checkAddress(input.email);
  const code = await issueCode(deps, { purpose: 'BIND_EMAIL', target: email, userId: p.user.id, ip: ctx.ip });
  const t = await getTranslator(ctx.locale, 'email');
  const values = { name: p.user.name, code, minutes: 10 };
  await deps.mailer.send({
    to: email,
    subject: t('bind.subject'),
    text: `${t('bind.greeting', values)}\n\n${t('bind.body', values)}\n\n${t('bind.ignore')}`,
    html: `<p>${escapeHtml(t('bind.greeting', values))}</p><p>${escapeHtml(t('bind.body', values))}</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p><p>${escapeHtml(t('bind.ignore'))}</p>`,
  });
}

export async function bindEmail(deps: BuiltinDeps, ctx: CallContext, input: { id: number; email: string; validateCode: string }): Promise<void> {
  const p = await owner(deps, ctx, input.id);
  const email = checkAddress(input.email);
  await consumeCode(deps, { purpose: 'BIND_EMAIL', target: email, userId: p.user.id, code: input.validateCode });
  await updateUser(deps, p.user.id, { email, emailVerifiedAt: deps.now() });
}

export async function getEmail(deps: BuiltinDeps, ctx: CallContext): Promise<{ email: string; masked: string }> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const email = p.user.email ?? '';
  // The address itself stays server-side once bound; the page shows it masked.
  return { email: '', masked: email ? maskEmail(email) : '' };
}
