/**
 * Outgoing mail. With SMTP_URL it goes out through nodemailer; without it, to the development
 * outbox (the OutboxMessage table, readable with `npm run outbox`), so a fresh checkout can
 * complete a password reset without a mail server.
 */
import nodemailer from 'nodemailer';
import type { Db } from '@/lib/db/client';
import { log } from './log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      log.info('mail.sent', { via: 'smtp', domain: m.to.split('@')[1] ?? '' });
    },
  };
}

export function createOutboxMailer(db: () => Db): Mailer {
  return {
    kind: 'outbox',
    async send(m) {
      const row = await db().outboxMessage.create({
        data: { channel: 'EMAIL', to: m.to, subject: m.subject, bodyText: m.text, bodyHtml: m.html ?? null },
      });
      log.info('mail.outbox', { id: row.id, domain: m.to.split('@')[1] ?? '' });
    },
  };
}
