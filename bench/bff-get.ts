/**
 * An authenticated browser BFF GET (/api/uc/login/backdoorState: cookie unsealed, session
 * checked, envelope built and checked) answered two ways in the same run: by server.ts's BFF path
 * (production default) and by the Next route handler (BFF_PATH=next), each against a bare
 * node:http server answering the same JSON. Target: at least 0.5 of the bare server.
 */
import { load, runAsScript, report, request, sessionCookie, startApp, startBare, type Load } from './lib/harness';

async function measure(port: number, bffPath: 'server' | 'next'): Promise<{ load: Load; sample: string; path: string }> {
  const app = await startApp(port, { BFF_PATH: bffPath });
  try {
    const host = `localhost:${port}`;
    const login = await request(port, { method: 'POST', path: '/api/uc/login', host, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
    const cookie = sessionCookie(login.headers).header;
    const path = '/api/uc/login/backdoorState';
    const sample = await request(port, { path, host, headers: { cookie } });
    if (!sample.body.includes('"result":0')) throw new Error(`unexpected answer: ${sample.body}`);
    const headers = { host, cookie, language: 'zh-CN' };
    await load({ url: `http://127.0.0.1:${port}${path}`, headers, duration: 3 }); // warm-up
    return { load: await load({ url: `http://127.0.0.1:${port}${path}`, headers }), sample: sample.body, path };
  } finally {
    await app.stop();
  }
}

export async function benchBffGet(appPort = 3301, barePort = 3302): Promise<{ app: Load; viaNext: Load; bare: Load; ratio: number; nextRatio: number }> {
  const server = await measure(appPort, 'server');
  const viaNext = await measure(appPort, 'next');
  const bare = await startBare(barePort, server.sample);
  try {
    const bareLoad = await load({ url: `http://127.0.0.1:${barePort}${server.path}` });
    const ratio = server.load.rps / bareLoad.rps;
    const nextRatio = viaNext.load.rps / bareLoad.rps;
    report(
      `Authenticated BFF GET ${server.path} with the session cookie (${server.sample.length} bytes), 50 connections, 10 s`,
      [
        ['Concierge, server.ts BFF path (default)', server.load],
        ['Concierge, Next route handler (BFF_PATH=next)', viaNext.load],
        ['bare node:http, same JSON', bareLoad],
      ],
      { label: `ratio server.ts path / bare (target >= 0.5); Next route handler / bare ${nextRatio.toFixed(3)}`, value: ratio },
    );
    return { app: server.load, viaNext: viaNext.load, bare: bareLoad, ratio, nextRatio };
  } finally {
    await bare.stop();
  }
}

await runAsScript(import.meta.url, benchBffGet);
