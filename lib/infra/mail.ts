/**
 * Outgoing mail. With SMTP_URL it goes out through nodemailer; without it, to the development
 * outbox (the OutboxMessage table, readable with `npm run outbox`), so a fresh checkout can
 * complete a password reset without a mail server.
 */
import net from 'node:net';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '@/lib/db/client';
import type { Egress } from './egress';
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

/** nodemailer's own defaults wait minutes; a mail server that does not answer should fail a request, not hold it. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/**
 * The SMTP server's name is resolved and checked by the egress policy (decision 091) and
 * nodemailer is handed the checked address, so it cannot resolve the name again to somewhere
 * else; TLS still verifies the certificate against the name.
 */
export function createSmtpMailer(url: string, from: string, egress: Egress): Mailer {
  const options = parseConnectionUrl(url);
  const host = options.host ?? 'localhost';
  const port = Number(options.port) || (options.secure ? 465 : 587);
  return {
    kind: 'smtp',
    async send(m) {
      const [checked] = await egress.resolve(host, port, 'smtp');
      // tls.servername: SNI and the certificate check keep using the configured name.
      const tls = net.isIP(host) ? options.tls : { ...options.tls, servername: options.tls?.servername ?? host };
      const transportOptions: SMTPTransport.Options = { ...options, ...TIMEOUTS, host: checked!.address, port, tls };
      const transport = nodemailer.createTransport(transportOptions);
      try {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      } finally {
        transport.close();
      }
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
