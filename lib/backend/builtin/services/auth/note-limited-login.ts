/**
 * A row of the login log for sign-ins the BFF's rate limit refuses (42900): written once per
 * account or address and window (lib/bff/dispatch.ts), so an administrator sees the attack in the
 * unit's log without a row per attempt. The typed account is looked up so the row lands in its
 * unit's and user's log; an unknown one keeps only what was typed.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext, LimitedLogin } from '@/lib/backend/types';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { findAccount } from './login-with-password';
import { queueLoginLog } from './login-write-behind';

export async function noteLimitedLogin(deps: BuiltinDeps, ctx: CallContext, input: LimitedLogin): Promise<void> {
  const account = input.method === 'PASSWORD' && input.unitCode && input.userCode ? await findAccount(deps, input.unitCode, input.userCode) : null;
  const unit = account ? account.unit : input.unitCode ? await findUnitByCode(deps, input.unitCode) : null;
  queueLoginLog(deps, {
    unitCode: input.unitCode,
    userCode: input.userCode,
    unitId: unit?.id ?? null,
    userId: account?.id ?? null,
    userName: account?.name ?? null,
    appCode: ctx.appCode,
    method: input.method,
    result: 'FAILURE',
    reason: input.reason,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
}
