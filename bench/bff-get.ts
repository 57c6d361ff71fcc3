/**
 * An authenticated BFF GET (/api/uc/login/backdoorState: cookie unsealed, session looked up,
 * envelope built and checked) against a bare node:http server answering the same JSON.
 */
import { load, runAsScript, report, request, sessionCookie, startApp, startBare, type Load } from './lib/harness';

export async function benchBffGet(appPort = 3301, barePort = 3302): Promise<{ app: Load; bare: Load; ratio: number }> {
  const app = await startApp(appPort);
  try {
    const host = `localhost:${appPort}`;
    const login = await request(appPort, { method: 'POST', path: '/api/uc/login', host, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
    const cookie = sessionCookie(login.headers).header;
    const path = '/api/uc/login/backdoorState';
    const sample = await request(appPort, { path, host, headers: { cookie } });
    if (!sample.body.includes('"result":0')) throw new Error(`unexpected answer: ${sample.body}`);
    const headers = { host, cookie, language: 'zh-CN' };
    await load({ url: `http://127.0.0.1:${appPort}${path}`, headers, duration: 3 }); // warm-up
    const appLoad = await load({ url: `http://127.0.0.1:${appPort}${path}`, headers });
    await app.stop();
    const bare = await startBare(barePort, sample.body);
    try {
      const bareLoad = await load({ url: `http://127.0.0.1:${barePort}${path}` });
      const ratio = appLoad.rps / bareLoad.rps;
      report(`Authenticated BFF GET ${path} (${sample.body.length} bytes), 50 connections, 10 s`, [['Concierge (npm start, production)', appLoad], ['bare node:http, same JSON', bareLoad]], { label: 'ratio BFF / bare', value: ratio });
      return { app: appLoad, bare: bareLoad, ratio };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}

await runAsScript(import.meta.url, benchBffGet);
