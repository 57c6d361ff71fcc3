/** `npm run dev`: migrate, seed when empty, then the development server (hot reload) on PORT. */
import { closeOnSignals, prepareEnvironment, printUrls } from './prepare-env';

async function main() {
  const started = Date.now();
  await prepareEnvironment({ seedWhenEmpty: true });
  const { startServer } = await import('../server');
  const server = await startServer({ dev: true });
  closeOnSignals(server);
  printUrls(server.port, Date.now() - started);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
