/**
 * The check an application makes on every request: GET /api/uc/sso/available with its user's
 * jwtToken as a Bearer token (no cookie), answered by server.ts's BFF path, against a bare
 * node:http server answering the same JSON, both running side by side and measured alternately
 * (A, B, A, B after a warm-up each; bench/lib/harness.ts `alternate`). Every answer must be a 200
 * with a successful envelope, or the run fails. Target: at least 0.5 of the bare throughput (goal 0.7).
 */
import { alternate, pairedRatio, envelopeOk, load, runAsScript, report, request, startApp, startBare, type Load } from './lib/harness';
import { userToken } from './lib/user-token';

export async function benchTokenCheck(appPort = 3611, barePort = 3612): Promise<{ app: Load; bare: Load; ratio: number; p99Ratio: number }> {
  const app = await startApp(appPort);
  try {
    const host = `localhost:${appPort}`;
    const token = await userToken('file:./tmp/bench/bench.db', { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' }, 'UC');
    const path = '/api/uc/sso/available?appCode=UC';
    const headers = { host, authorization: `Bearer ${token}` };
    const sample = await request(appPort, { path, host, headers });
    if (!envelopeOk(sample.body)) throw new Error(`unexpected answer: ${sample.body}`);
    const bare = await startBare(barePort, sample.body);
    try {
      const [appLoad, bareLoad] = await alternate([
        { name: 'Concierge token check', run: (duration) => load({ url: `http://127.0.0.1:${appPort}${path}`, headers, duration, okBody: envelopeOk }) },
        { name: 'bare node:http', run: (duration) => load({ url: `http://127.0.0.1:${barePort}${path}`, duration, okBody: envelopeOk }) },
      ]);
      const ratio = pairedRatio(appLoad, bareLoad);
      const p99Ratio = appLoad.p99 / Math.max(1, bareLoad.p99);
      report(
        `Token check ${path} with a Bearer jwtToken (${sample.body.length} bytes), 50 connections, alternated A/B`,
        [
          ['Concierge (npm start, server.ts BFF path)', appLoad],
          ['bare node:http, same JSON', bareLoad],
        ],
        { label: `ratio check / bare (target >= 0.5, goal 0.7); p99 ratio ${p99Ratio.toFixed(2)}`, value: ratio },
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
