/**
 * An administrator ends every session of a user: unit boundary and rank checked like the other
 * user calls, one's own sessions refused (logout does that), an audit row, and the revocation
 * reaches every instance through the bus.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { EndSessionsInput, EndSessionsResult } from '@/lib/contracts/sessions';
import { requireAccess } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { manageableUser, refuseSelf } from '@/lib/backend/builtin/services/users/user-row';
import { revokeSessions } from './revoke-sessions';

export async function endUserSessions(deps: BuiltinDeps, ctx: CallContext, input: EndSessionsInput): Promise<EndSessionsResult> {
  const access = await requireAccess(deps, ctx, 'uc:user:session:end');
  const user = await manageableUser(deps, access, input.id);
  refuseSelf(access, user.id);
  const ended = await revokeSessions(deps, { userId: user.id }, 'ADMIN');
  await writeAudit(deps.db, access, { action: 'REVOKE', objectType: 'UserSessions', objectId: user.id, unitId: user.unitId, detail: { ended } });
  return { ended };
}
