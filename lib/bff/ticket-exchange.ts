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

/**
 * Header values must be ByteStrings, and a ticket or service taken from a decoded query can hold
 * any character: they travel percent-encoded, so a hostile address gives a refusal, not a 500.
 */
export function toExchangeHeader(value: string): string {
  return encodeURIComponent(value);
}

export function fromExchangeHeader(value: string | null): string | undefined {
  if (value === null) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
