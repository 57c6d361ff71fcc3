/** Logout ends the whole sign-in: the SSO session and every application session of its family. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { revokeSessions } from '@/lib/backend/builtin/services/session/create-session';
import { hashToken } from '@/lib/backend/builtin/services/session/tokens';
import { frontchannelLogoutUrls } from '@/lib/backend/builtin/services/sign-ins/frontchannel';

/** Returns the front-channel logout addresses of the applications the sign-in had signed into. */
export async function logout(deps: BuiltinDeps, token: string): Promise<{ frontchannel: string[] }> {
  const session = await deps.db.session.findUnique({ where: { tokenHash: hashToken(token) }, select: { familyId: true } });
  if (!session) return { frontchannel: [] };
  await revokeSessions(deps, { familyId: session.familyId }, 'LOGOUT');
  return { frontchannel: await frontchannelLogoutUrls(deps, session.familyId) };
}
