/**
 * The check an application makes on every request: GET /api/uc/sso/available with its user's
 * jwtToken as a Bearer token (no cookie), answered by server.ts's BFF path, against a bare
 * node:http server answering the same JSON in the same run. Target: at least 0.7 of the bare
 * throughput, p99 at most 3x the bare p99.
 */
import { load, runAsScript, report, request, startApp, startBare, type Load } from './lib/harness';
import { userToken } from './lib/user-token';

export async function benchTokenCheck(appPort = 3311, barePort = 3312): Promise<{ app: Load; bare: Load; ratio: number; p99Ratio: number }> {
  const app = await startApp(appPort);
  try {
    const host = `localhost:${appPort}`;
    const token = await userToken('file:./tmp/bench/bench.db', { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' }, 'UC');
    const path = '/api/uc/sso/available?appCode=UC';
    const headers = { host, authorization: `Bearer ${token}` };
    const sample = await request(appPort, { path, host, headers });
    if (!sample.body.includes('"result":0')) throw new Error(`unexpected answer: ${sample.body}`);
    await load({ url: `http://127.0.0.1:${appPort}${path}`, headers, duration: 3 }); // warm-up
    const appLoad = await load({ url: `http://127.0.0.1:${appPort}${path}`, headers });
    await app.stop();
    const bare = await startBare(barePort, sample.body);
    try {
      const bareLoad = await load({ url: `http://127.0.0.1:${barePort}${path}` });
      const ratio = appLoad.rps / bareLoad.rps;
      const p99Ratio = appLoad.p99 / Math.max(1, bareLoad.p99);
      report(
        `Token check ${path} with a Bearer jwtToken (${sample.body.length} bytes), 50 connections, 10 s`,
        [
          ['Concierge (npm start, server.ts BFF path)', appLoad],
          ['bare node:http, same JSON', bareLoad],
        ],
        { label: `ratio check / bare (target >= 0.7); p99 ratio ${p99Ratio.toFixed(2)} (target <= 3)`, value: ratio },
      );
      return { app: appLoad, bare: bareLoad, ratio, p99Ratio };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}

await runAsScript(import.meta.url, benchTokenCheck);
