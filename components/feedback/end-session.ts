/** Ends this host's session on the server; a failure is ignored (portal.md section 4: logout ignores failure). */
import { callApi } from '@/lib/client/call';
import * as calls from '@/lib/client/calls.generated';

const LOGOUT_TIMEOUT_MS = 8_000;

export async function endServerSession(): Promise<void> {
  try {
    await callApi(calls.logout, {}, { quiet: true, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // The local state is cleared anyway.
  }
}
