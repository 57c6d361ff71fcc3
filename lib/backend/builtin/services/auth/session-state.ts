/** Small reads about the current session: availability of an app, backdoor state, overwrite state. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { AvailableResult, BackdoorState, CallContext, CheckOverwriteResult } from '@/lib/backend/types';
import { toFlag } from '@/lib/contracts/envelope';
import { authenticate, authenticateSsoToken } from '@/lib/backend/builtin/services/session/authenticate';
import { assertAppAvailable } from './exchange-sso-token';

/** 53012 when the unit has not opened the app; 54002 when the SSO session is gone. */
export async function checkAvailable(deps: BuiltinDeps, ctx: CallContext, input: { appCode: string }): Promise<AvailableResult> {
  const p = await authenticateSsoToken(deps, ctx.token, ctx.locale);
  await assertAppAvailable(deps, p.unit.id, input.appCode);
  return { appCode: input.appCode, available: 'T' };
}

export async function backdoorState(deps: BuiltinDeps, ctx: CallContext): Promise<BackdoorState> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const home = p.user.unitId === p.unit.id ? p.unit : await deps.db.unit.findUnique({ where: { id: p.user.unitId } });
  return {
    isBackdoor: toFlag(p.user.isBackdoor),
    canUseBackdoor: toFlag(p.user.isBackdoor && p.user.canUseBackdoor),
    homeUnitCode: home?.code ?? '',
    currentUnitCode: p.unit.code,
    appCode: ctx.appCode,
  };
}

/** A live session answers "not overwritten"; an overwritten one never gets here (52100 from authenticate). */
export async function checkOverwrite(deps: BuiltinDeps, ctx: CallContext): Promise<CheckOverwriteResult> {
  await authenticate(deps, ctx.token, ctx.locale);
  return { appCode: ctx.appCode, overwritten: 'F', info: null };
}
