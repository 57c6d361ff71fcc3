/** Ends this host's session on the server; a failure is ignored (portal.md section 4: logout ignores failure). */
import { api } from '@/lib/client/api';

const LOGOUT_TIMEOUT_MS = 8_000;

export async function endServerSession(): Promise<void> {
  try {
    await api('uc', '/sso/logout', { quiet: true, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // The local state is cleared anyway.
  }
}
