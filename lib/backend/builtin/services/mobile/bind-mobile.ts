/**
 * Binding (or changing) the user's mobile: a code goes by SMS to the new number; typing it back
 * binds it and writes an audit row. A user may only bind their own number (the id in the call must
 * be the caller's). The number is what the SMS second factor at sign-in texts.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { Db } from '@/lib/db/client';
import { MOBILE_PATTERN } from '@/lib/contracts/patterns';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { getTranslator } from '@/lib/i18n/translate';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { CODE_TTL_MS, consumeCode, issueCode, RESEND_AFTER_MS } from '@/lib/backend/builtin/services/codes/verification-codes';
import { maskMobile } from '@/lib/backend/builtin/services/format';
import { authenticate, forgetPrincipal } from '@/lib/backend/builtin/services/session/authenticate';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { updateUser } from '@/lib/backend/builtin/services/users/update-user';

async function owner(deps: BuiltinDeps, ctx: CallContext, id: number): Promise<Principal> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  if (p.user.id !== id) throw new AppError(ErrorCode.FORBIDDEN);
  return p;
}

function checkNumber(mobile: string): string {
  const m = mobile.trim();
  // The BFF's schema checked it already; an in-process caller (tests, the upstream seam) may not have.
  if (!MOBILE_PATTERN.test(m)) throw AppError.validation({ mobile: ['format'] });
  return m;
}

export async function sendMobileBindCode(deps: BuiltinDeps, ctx: CallContext, input: { id: number; mobile: string }): Promise<{ seconds: number }> {
  const p = await owner(deps, ctx, input.id);
  const mobile = checkNumber(input.mobile);
  const code = await issueCode(deps, { purpose: 'BIND_MOBILE', target: mobile, userId: p.user.id, ip: ctx.ip });
  const t = await getTranslator(ctx.locale, 'email');
  await deps.sms.send(mobile, t('sms.bind', { code, minutes: CODE_TTL_MS / 60_000 }));
  return { seconds: RESEND_AFTER_MS / 1000 };
}

export async function bindMobile(deps: BuiltinDeps, ctx: CallContext, input: { id: number; mobile: string; validateCode: string }): Promise<void> {
  const p = await owner(deps, ctx, input.id);
  const mobile = checkNumber(input.mobile);
  // The code is bound to the number it was sent to: a code for another number finds no row here.
  await consumeCode(deps, { purpose: 'BIND_MOBILE', target: mobile, userId: p.user.id, code: input.validateCode });
  const before = p.user.mobile;
  await deps.db.$transaction(async (tx) => {
    await updateUser({ ...deps, db: tx as unknown as Db }, p.user.id, { mobile, updatedBy: p.user.code });
    // Masked in the log as on the page: the row says that the number changed, not the number.
    await writeAudit(tx, { principal: p, ctx }, {
      action: 'BIND',
      objectType: 'User',
      objectId: p.user.id,
      unitId: p.user.unitId,
      before: { mobile: before ? maskMobile(before) : null },
      after: { mobile: maskMobile(mobile) },
      detail: { field: 'mobile', self: true },
    });
  });
  // Again after the commit: a sign-in check between the write and the commit may have cached the old row.
  forgetPrincipal(p.user.id);
}

export async function getMobile(deps: BuiltinDeps, ctx: CallContext): Promise<{ masked: string }> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  return { masked: p.user.mobile ? maskMobile(p.user.mobile) : '' };
}
