/**
 * One server instance for tests/support/instances.ts: the production server (server.ts) on PORT with
 * the environment it was given, without the migrate/seed/build steps of `npm start` (the caller
 * prepared the database and the build). Prints "ready <port>" once it listens. With
 * INSTANCE_WITHOUT_NEXT=1 it serves the BFF and the live channel only (no build needed). With
 * INSTANCE_PREPARE=1 it first does what `npm start` does before serving (migrations, demo seed,
 * start-up checks): the fault tests restart a killed instance that way, with no manual step.
 */
if (process.env.INSTANCE_PREPARE === '1') {
  const { prepareEnvironment } = await import('../../scripts/prepare-env');
  await prepareEnvironment({ seedWhenEmpty: true, production: true });
}
const { startServer } = await import('../../server');

const server = await startServer({ dev: false, withNext: process.env.INSTANCE_WITHOUT_NEXT !== '1' });
console.log(`ready ${server.port}`);
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  const force = setTimeout(() => process.exit(1), 5_000);
  force.unref();
  void server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

export {};
