/**
 * server.ts loads the BFF outside Next's bundler (plain Node with tsx), where a module marked
 * `import 'server-only'` throws at import. Vitest aliases that marker away, so this test loads the
 * graph the way `npm start` does, in a child process.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it('the BFF, the live channel and server.ts load under plain Node (no server-only marker in their graph)', () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const script = "Promise.all([import('./server.ts'), import('./lib/bff/dispatch.ts'), import('./lib/realtime/attach.ts')]).then(() => console.log('loaded'))";
  const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SESSION_SECRET: 'graph-test-secret-graph-test-secret-0123', NODE_ENV: 'production' },
    timeout: 120_000,
  });
  expect(r.stderr.split('\n').find((l) => /Error/.test(l)) ?? '', r.stderr.slice(0, 2000)).toBe('');
  expect(r.stdout).toContain('loaded');
}, 150_000);
