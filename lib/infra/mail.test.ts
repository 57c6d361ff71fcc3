/** SMTP goes through the egress policy: the server's address is checked before nodemailer connects. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egressAllowing } from '@/tests/support/egress';
import { EgressError } from './egress';
import { createSmtpMailer } from './mail';

let smtp: SMTPServer;
let url: string;
let connections = 0;
const received: string[] = [];

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const message = { to: 'guest@example.com', subject: 'Hello', text: 'Hi' };

describe('SMTP through the egress policy', () => {
  it('a mail server on loopback that is not listed is never connected to', async () => {
    const mailer = createSmtpMailer(url, 'Concierge <no-reply@concierge.local>', egressAllowing());
    const e = await mailer.send(message).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(EgressError);
    expect((e as EgressError).reason).toBe('blocked_address');
    expect(connections).toBe(0);
  });

  it('a listed one receives the mail at the checked address', async () => {
    await createSmtpMailer(url, 'Concierge <no-reply@concierge.local>', egressAllowing(url)).send(message);
    expect(received).toEqual(['guest@example.com']);
  });
});
