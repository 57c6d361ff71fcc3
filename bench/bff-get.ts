/**
 * An authenticated browser BFF GET (/api/uc/login/backdoorState: cookie unsealed, session
 * checked, envelope built and checked) answered two ways: by server.ts's BFF path (production
 * default) and by the Next route handler (BFF_PATH=next), against a bare node:http server
 * answering the same JSON. The three run side by side and are measured alternately (each warmed
 * up, then A, B, C, A, B, C); any error, non-2xx or failed envelope fails the run.
 * Target: at least 0.5 of the bare server (goal 0.7).
 */
import { alternate, pairedRatio, envelopeOk, load, runAsScript, report, request, sessionCookie, startApp, startBare, type AppServer, type Load, type Side } from './lib/harness';

const PATH = '/api/uc/login/backdoorState';

async function signedIn(port: number, bffPath: 'server' | 'next'): Promise<{ app: AppServer; side: Side; sample: string }> {
  // Each server its own database: the second one's migration would wait on the first's lock.
  const app = await startApp(port, { BFF_PATH: bffPath, ...(bffPath === 'next' ? { DATABASE_URL: 'file:./tmp/bench/bench-next.db' } : {}) });
  try {
    const host = `localhost:${port}`;
    const login = await request(port, { method: 'POST', path: '/api/uc/login', host, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
    const cookie = sessionCookie(login.headers).header;
    const sample = await request(port, { path: PATH, host, headers: { cookie } });
    if (!envelopeOk(sample.body)) throw new Error(`unexpected answer: ${sample.body}`);
    const headers = { host, cookie, language: 'zh-CN' };
    const name = bffPath === 'server' ? 'server.ts BFF path' : 'Next route handler';
    return { app, sample: sample.body, side: { name, run: (duration) => load({ url: `http://127.0.0.1:${port}${PATH}`, headers, duration, okBody: envelopeOk }) } };
  } catch (e) {
    await app.stop();
    throw e;
  }
}

export async function benchBffGet(serverPort = 3601, nextPort = 3602, barePort = 3603): Promise<{ app: Load; viaNext: Load; bare: Load; ratio: number; nextRatio: number }> {
  const started: AppServer[] = [];
  try {
    const server = await signedIn(serverPort, 'server');
    started.push(server.app);
    const viaNext = await signedIn(nextPort, 'next');
    started.push(viaNext.app);
    started.push(await startBare(barePort, server.sample));
    const bareSide: Side = { name: 'bare node:http', run: (duration) => load({ url: `http://127.0.0.1:${barePort}${PATH}`, duration, okBody: envelopeOk }) };
    const [appLoad, nextLoad, bareLoad] = await alternate([server.side, viaNext.side, bareSide]);
    const ratio = pairedRatio(appLoad, bareLoad);
    const nextRatio = pairedRatio(nextLoad, bareLoad);
    report(
      `Authenticated BFF GET ${PATH} with the session cookie (${server.sample.length} bytes), 50 connections, alternated`,
      [
        ['Concierge, server.ts BFF path (default)', appLoad],
        ['Concierge, Next route handler (BFF_PATH=next)', nextLoad],
        ['bare node:http, same JSON', bareLoad],
      ],
      { label: `ratio server.ts path / bare (target >= 0.5, goal 0.7); Next route handler / bare ${nextRatio.toFixed(3)}`, value: ratio },
    );
    return { app: appLoad, viaNext: nextLoad, bare: bareLoad, ratio, nextRatio };
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}

await runAsScript(import.meta.url, benchBffGet);
