/**
 * An administrator ends every session of a user: unit boundary and rank checked like the other
 * user calls (authorize.ts, the endpoint's declaration), one's own sessions refused (logout does that), an audit row, and the revocation
 * reaches every instance through the bus.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { endSessionsAuthority, type EndSessionsInput, type EndSessionsResult } from '@/lib/contracts/sessions';
import { authorizedAccess } from '@/lib/backend/builtin/services/access/authorize';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { namedUser, refuseSelf } from '@/lib/backend/builtin/services/users/user-row';
import { revokeSessions } from './revoke-sessions';

export async function endUserSessions(deps: BuiltinDeps, ctx: CallContext, input: EndSessionsInput): Promise<EndSessionsResult> {
  const access = await authorizedAccess(deps, ctx, endSessionsAuthority, input);
  const user = await namedUser(deps, input.id);
  refuseSelf(access, user.id);
  const ended = await revokeSessions(deps, { userId: user.id }, 'ADMIN');
  await writeAudit(deps.db, access, { action: 'REVOKE', objectType: 'UserSessions', objectId: user.id, unitId: user.unitId, detail: { ended } });
  return { ended };
}
