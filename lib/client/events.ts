/**
 * Events from the fetch layer to the page: an error to toast, a session to end (50001), a session
 * overwritten by another login (52100). Components subscribe; the fetch layer stays free of React.
 */
import type { RepeatLoginInfo } from '@/lib/contracts/auth';

export type ApiEvent =
  | { type: 'error'; message: string; code: number }
  /** reason: why the server ended it (LOCKED, ADMIN, PASSWORD_CHANGED, ...), when it said. */
  | { type: 'session-invalid'; reason?: string }
  | { type: 'repeat-login'; info: RepeatLoginInfo | null };

type Listener = (e: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(e: ApiEvent): void {
  for (const l of listeners) l(e);
}
