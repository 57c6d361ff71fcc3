/** `npm run dev`: migrate, seed when empty, then the development server (hot reload) on PORT. */
import { prepareEnvironment, printUrls } from './prepare-env';

async function main() {
  const started = Date.now();
  await prepareEnvironment({ seedWhenEmpty: true });
  const { startServer } = await import('../server');
  const { port } = await startServer({ dev: true });
  printUrls(port, Date.now() - started);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
