/** Logout ends the whole sign-in: the SSO session and every application session of its family. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { revokeSessions } from '@/lib/backend/builtin/services/session/create-session';
import { hashToken } from '@/lib/backend/builtin/services/session/tokens';

export async function logout(deps: BuiltinDeps, token: string): Promise<void> {
  const session = await deps.db.session.findUnique({ where: { tokenHash: hashToken(token) }, select: { familyId: true } });
  if (session) await revokeSessions(deps, { familyId: session.familyId }, 'LOGOUT');
}
