/**
 * Outgoing SMS. Pluggable: SMS_WEBHOOK_URL posts {mobile, text} as JSON to a gateway of the
 * site's choice, through the egress client (its address must be public or allow-listed); without
 * it messages go to the development outbox like mail.
 */
import type { Db } from '@/lib/db/client';
import { EgressError, httpReason, type Egress } from './egress';
import { log } from './log';

export interface SmsSender {
  readonly kind: 'webhook' | 'outbox';
  send(mobile: string, text: string): Promise<void>;
}

/** A gateway's answer is a status; its body is never read into a log or an error. */
const ANSWER_MAX_BYTES = 16 * 1024;

export function createWebhookSms(url: string, egress: Egress, timeoutMs = 10_000): SmsSender {
  return {
    kind: 'webhook',
    async send(mobile, text) {
      const res = await egress.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile, text }) }, { purpose: 'sms-webhook', timeoutMs, maxBytes: ANSWER_MAX_BYTES });
      if (res.status < 200 || res.status >= 300) {
        log.warn('sms.refused', { via: 'webhook', status: res.status });
        throw new EgressError(httpReason(res.status));
      }
      log.info('sms.sent', { via: 'webhook', status: res.status });
    },
  };
}

export function createOutboxSms(db: () => Db): SmsSender {
  return {
    kind: 'outbox',
    async send(mobile, text) {
      const row = await db().outboxMessage.create({ data: { channel: 'SMS', to: mobile, bodyText: text } });
      log.info('sms.outbox', { id: row.id });
    },
  };
}
