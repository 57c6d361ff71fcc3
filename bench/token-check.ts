/**
 * The check an application makes on every request: GET /api/uc/sso/available with its user's
 * jwtToken as a Bearer token (no cookie), answered by server.ts's BFF path, against a bare
 * node:http server answering the same JSON, both running side by side and measured alternately
 * (A, B, A, B after a warm-up each; bench/lib/harness.ts `alternate`). Every answer must be a 200
 * with a successful envelope, or the run fails. Target: at least 0.5 of the bare throughput (goal 0.7).
 * A third side, the same server without Next in the process (bench/lib/bff-only-server.ts), shows
 * what Next's presence costs the BFF (decision record 112); the target's ratio is the real server's.
 */
import path from 'node:path';
import { alternate, pairedRatio, envelopeOk, load, runAsScript, report, request, ROOT, startApp, startBare, type AppServer, type Load } from './lib/harness';
import { userToken } from './lib/user-token';

const PATH = '/api/uc/sso/available?appCode=UC';
const FRONTDESK = { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' };

export async function benchTokenCheck(
  appPort = 3611,
  barePort = 3612,
  bffOnlyPort = 3613,
): Promise<{ app: Load; bffOnly: Load; bare: Load; ratio: number; bffOnlyRatio: number; p99Ratio: number }> {
  const started: AppServer[] = [];
  try {
    const app = await startApp(appPort);
    started.push(app);
    // Its own database: a second migration of the same SQLite file would wait on the first's lock.
    const bffOnlyDb = 'file:./tmp/bench/bench-bff-only.db';
    started.push(await startApp(bffOnlyPort, { DATABASE_URL: bffOnlyDb }, path.join(ROOT, 'bench', 'lib', 'bff-only-server.ts')));
    const side = async (port: number, db: string) => {
      const headers = { host: `localhost:${port}`, authorization: `Bearer ${await userToken(db, FRONTDESK, 'UC')}` };
      const sample = await request(port, { path: PATH, host: headers.host, headers });
      if (!envelopeOk(sample.body)) throw new Error(`unexpected answer on ${port}: ${sample.body}`);
      return { headers, sample: sample.body };
    };
    const main = await side(appPort, 'file:./tmp/bench/bench.db');
    const bffOnly = await side(bffOnlyPort, bffOnlyDb);
    started.push(await startBare(barePort, main.sample));
    const [appLoad, bffOnlyLoad, bareLoad] = await alternate([
      { name: 'Concierge token check', run: (duration) => load({ url: `http://127.0.0.1:${appPort}${PATH}`, headers: main.headers, duration, okBody: envelopeOk }) },
      { name: 'same server without Next', run: (duration) => load({ url: `http://127.0.0.1:${bffOnlyPort}${PATH}`, headers: bffOnly.headers, duration, okBody: envelopeOk }) },
      { name: 'bare node:http', run: (duration) => load({ url: `http://127.0.0.1:${barePort}${PATH}`, duration, okBody: envelopeOk }) },
    ]);
    const ratio = pairedRatio(appLoad, bareLoad);
    const bffOnlyRatio = pairedRatio(bffOnlyLoad, bareLoad);
    const p99Ratio = appLoad.p99 / Math.max(1, bareLoad.p99);
    report(
      `Token check ${PATH} with a Bearer jwtToken (${main.sample.length} bytes), 50 connections, alternated`,
      [
        ['Concierge (npm start, server.ts BFF path)', appLoad],
        ['same server without Next in the process', bffOnlyLoad],
        ['bare node:http, same JSON', bareLoad],
      ],
      { label: `ratio check / bare (target >= 0.5, goal 0.7); without Next / bare ${bffOnlyRatio.toFixed(3)}; p99 ratio ${p99Ratio.toFixed(2)}`, value: ratio },
    );
    return { app: appLoad, bffOnly: bffOnlyLoad, bare: bareLoad, ratio, bffOnlyRatio, p99Ratio };
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}

await runAsScript(import.meta.url, benchTokenCheck);
