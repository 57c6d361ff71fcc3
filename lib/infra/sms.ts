/**
 * Outgoing SMS. Pluggable: SMS_WEBHOOK_URL posts {mobile, text} as JSON to a gateway of the
 * site's choice; without it messages go to the development outbox like mail.
 */
import type { Db } from '@/lib/db/client';
import { log } from './log';

export interface SmsSender {
  readonly kind: 'webhook' | 'outbox';
  send(mobile: string, text: string): Promise<void>;
}

export function createWebhookSms(url: string, timeoutMs = 10_000): SmsSender {
  return {
    kind: 'webhook',
    async send(mobile, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      log.info('sms.sent', { via: 'webhook' });
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
