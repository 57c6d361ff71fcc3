/**
 * CAS service tickets (ST-...): 256 random bits, one-time (taken from the store in one step, so two
 * validations at once see one success), short-lived (the spec's ticket lifetime, ticketTtlSeconds)
 * and bound to the exact service address they were issued for. Like the spec's tickets
 * (lib/security/tickets.ts) the store keeps only a hash of the ticket as key; the value names the SSO
 * session (its id, never its token), so a dump of the store yields nothing usable (docs/decisions/108).
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';

export const SERVICE_TICKET_PATTERN = /^ST-[A-Za-z0-9_-]{43}$/;

const payloadSchema = z.object({
  sessionId: z.string(),
  familyId: z.string(),
  appCode: z.string(),
  service: z.string(),
  /** Issued from credentials presented for this very login (renew=true, or a login just done). */
  fresh: z.boolean(),
  issuedAt: z.number(),
});
export type ServiceTicketPayload = z.infer<typeof payloadSchema>;

const keyOf = (ticket: string) => 'cas-st:' + createHash('sha256').update(ticket).digest('base64url');

export async function issueServiceTicket(store: EphemeralStore, payload: ServiceTicketPayload, ttlSeconds: number): Promise<string> {
  const ticket = 'ST-' + randomBytes(32).toString('base64url');
  await store.set(keyOf(ticket), JSON.stringify(payload), ttlSeconds * 1000);
  return ticket;
}

/** Takes the ticket out of the store whatever comes next (CAS: a ticket is invalidated by any validation attempt). */
export async function takeServiceTicket(store: EphemeralStore, ticket: string): Promise<ServiceTicketPayload | undefined> {
  if (!SERVICE_TICKET_PATTERN.test(ticket)) return undefined;
  const raw = await store.take(keyOf(ticket));
  if (!raw) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
