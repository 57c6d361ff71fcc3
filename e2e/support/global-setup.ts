/**
 * A real SMTP server for the run: the application sends its mail here over SMTP, each message is
 * written to tmp/e2e/mail as a .eml file, and tests read it from there. And the stub map tile
 * server the hotel information page's map loads its tiles from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E } from './constants';
import { startTileStub } from './tile-stub';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = path.resolve(E2E.mailDir);
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        fs.writeFileSync(path.join(dir, `${Date.now()}-${++n}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E.smtpPort, '127.0.0.1', () => resolve());
  });
  const stopTiles = await startTileStub(E2E.tilePort);
  return async () => {
    await stopTiles();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
