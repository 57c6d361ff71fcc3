/** `npm run dev`: migrate, seed when empty, then the development server (hot reload) on PORT. */
import { closeOnSignals, prepareEnvironment, printUrls } from './prepare-env';

async function main() {
  const started = Date.now();
  const { demo } = await prepareEnvironment({ seedWhenEmpty: true, production: false });
  const { startServer } = await import('../server');
  const server = await startServer({ dev: true });
  closeOnSignals(server);
  printUrls(server.port, Date.now() - started, demo);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
