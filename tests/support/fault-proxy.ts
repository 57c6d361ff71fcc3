/**
 * A TCP proxy the fault tests put between an instance and PostgreSQL or Redis, to break the path
 * without touching the shared servers: `pass` forwards, `refuse` stops listening (connection
 * refused), `cut` resets every open connection and each new one, `hang` keeps connections open
 * but forwards nothing (a database that stops answering).
 *
 *   const proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: 5432 } });
 *   proxy.set('hang'); ... proxy.set('pass');
 */
import net from 'node:net';

export type FaultMode = 'pass' | 'refuse' | 'cut' | 'hang';

export interface FaultProxy {
  port: number;
  mode(): FaultMode;
  /** Connections open through the proxy now (a pool that leaks shows here). */
  connections(): number;
  set(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(options: { target: { host: string; port: number }; port?: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  const server = net.createServer((client) => {
    if (mode === 'cut') return void client.resetAndDestroy();
    const pair = { client, upstream: null as net.Socket | null };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', forget).on('close', forget);
    // A hung path swallows what the client sends and never answers.
    if (mode === 'hang') return void client.resume();
    const upstream = net.connect(options.target);
    pair.upstream = upstream;
    upstream.on('error', forget).on('close', forget);
    client.on('data', (d: Buffer) => {
      if (mode !== 'hang') upstream.write(d);
    });
    upstream.on('data', (d: Buffer) => {
      if (mode !== 'hang') client.write(d);
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  let port = options.port ?? 0;
  await listen();
  port = (server.address() as net.AddressInfo).port;
  const resetAll = () => {
    for (const p of pairs) {
      p.client.resetAndDestroy();
      p.upstream?.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    mode: () => mode,
    connections: () => pairs.size,
    async set(next) {
      if (next === mode) return;
      const wasListening = mode !== 'refuse';
      mode = next;
      if (next === 'refuse' || next === 'cut') resetAll();
      if (next === 'refuse' && wasListening) await new Promise<void>((r) => server.close(() => r()));
      // After a hang the stalled connections are out of step with their server: drop them.
      if (next === 'pass') resetAll();
      if (next !== 'refuse' && !wasListening) await listen();
    },
    async close() {
      resetAll();
      if (mode !== 'refuse') await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
