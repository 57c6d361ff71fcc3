/**
 * One of the example applications (examples/ext-app/*.mjs) as a separate process against
 * Concierge's HTTP server on a free port, with the harness's database: what the example tests share.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createHarness, type Harness } from './harness';
import { createHttpServer } from '@/server';

export interface ExampleApp {
  h: Harness;
  /** Concierge's port. */
  port: number;
  stop(): Promise<void>;
}

export async function startExampleApp(script: 'server.mjs' | 'oidc.mjs', extPort: number, harness: Parameters<typeof createHarness>[0] = {}): Promise<ExampleApp> {
  process.env.EXT_PORT = String(extPort);
  const h = await createHarness(harness);
  const server: http.Server = await createHttpServer({ fastBff: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const ext: ChildProcess = spawn(process.execPath, [path.resolve(__dirname, '../../examples/ext-app', script)], {
    env: { ...process.env, EXT_PORT: String(extPort), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    ext.stdout!.once('data', () => resolve());
    ext.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    h,
    port,
    async stop() {
      ext.kill();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await h.close();
    },
  };
}
