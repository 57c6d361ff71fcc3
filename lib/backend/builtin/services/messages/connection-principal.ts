/** Who a live (STOMP) connection belongs to, from the token of its session cookie or its CONNECT frame. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { toFlag } from '@/lib/contracts/envelope';
import type { ConnectionPrincipal } from '@/lib/contracts/messages';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';

export async function connectionPrincipal(deps: BuiltinDeps, ctx: CallContext): Promise<ConnectionPrincipal> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  return {
    userId: p.user.id,
    userCode: p.user.code,
    unitId: p.unit.id,
    unitCode: p.unit.code,
    // A token names its own application; a cookie belongs to the host's.
    appCode: p.session.appCode ?? ctx.appCode,
    receiveMessage: toFlag(p.user.receiveMessage),
    sessionId: p.session.id,
    familyId: p.session.familyId,
  };
}
