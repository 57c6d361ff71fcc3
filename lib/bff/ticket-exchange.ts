/** The ticket exchange hand-off between proxy.ts and /api/session/exchange. */
/** What proxy.ts hands to the ticket exchange route, as request headers. */
export const EXCHANGE_HEADERS = {
  ticket: 'x-concierge-ticket',
  service: 'x-concierge-ticket-service',
  next: 'x-concierge-next',
} as const;

/** A same-host path to go to next: never an absolute or protocol-relative URL (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /[\u0000-\u001f]/.test(next)) return '/';
  return next;
}
