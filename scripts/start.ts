/**
 * `npm start`: migrate, seed when empty, build when the build is missing or older than the
 * sources, then serve in production on PORT (3000). Prints the URLs to open.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent } from './build-current';
import { prepareEnvironment } from './prepare-env';

const root = process.cwd();

async function main() {
  const started = Date.now();
  const { demo } = await prepareEnvironment({ seedWhenEmpty: true, production: true });
  if (process.argv.includes('--rebuild') || !buildIsCurrent()) {
    console.log('Building the application (next build)…');
    const t = Date.now();
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('next build failed');
      process.exit(result.status ?? 1);
    }
    console.log(`Built in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  }
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { startServer } = await import('../server');
  const server = await startServer({ dev: false });
  const { printUrls, closeOnSignals } = await import('./prepare-env');
  closeOnSignals(server);
  printUrls(server.port, Date.now() - started, demo);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
