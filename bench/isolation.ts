/**
 * Isolation: token checks (GET /api/uc/sso/available with a Bearer jwtToken) while password
 * logins saturate the server's core, against the same checks on an idle server, in one run; and
 * the server's event-loop delay (GET /-/metrics) while both run. Targets: loaded checks at least
 * 0.5 of idle, loop delay p99 under 50 ms.
 */
import autocannon from 'autocannon';
import { USERS, DEFAULT_DEMO_PASSWORD } from '../prisma/seed/users';
import { assertClean, envelopeOk, load, runAsScript, request, startApp, type Load } from './lib/harness';
import { userToken } from './lib/user-token';

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Accounts with the shared demo password, spread so no account sees two logins at once. */
function loginBodies(): string[] {
  return USERS.filter((u) => !u.password && u.status !== 'DISABLED' && !u.locked).map((u) =>
    JSON.stringify({ unitCode: u.unit, userCode: u.code, password: DEFAULT_DEMO_PASSWORD }),
  );
}

async function loopDelay(port: number, host: string, reset: boolean): Promise<{ p50: number; p99: number; max: number }> {
  const r = await request(port, { path: `/-/metrics${reset ? '?reset=1' : ''}`, host, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return (JSON.parse(r.body) as { eventLoopDelayMs: { p50: number; p99: number; max: number } }).eventLoopDelayMs;
}

export async function benchIsolation(appPort = 3613): Promise<{ idle: Load; loaded: Load; logins: Load; ratio: number; loopP99: number; idleLoopP99: number }> {
  const app = await startApp(appPort, { METRICS_TOKEN });
  try {
    const host = `localhost:${appPort}`;
    const token = await userToken('file:./tmp/bench/bench.db', { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' }, 'UC');
    const check = { url: `http://127.0.0.1:${appPort}/api/uc/sso/available?appCode=UC`, headers: { host, authorization: `Bearer ${token}` }, connections: 20, okBody: envelopeOk };
    assertClean('token checks (warm-up)', await load({ ...check, duration: 3 }));
    await loopDelay(appPort, host, true);
    const idle = assertClean('token checks, idle', await load(check));
    const idleLoop = await loopDelay(appPort, host, true);

    const bodies = loginBodies();
    let next = 0;
    const logins = autocannon({
      url: `http://127.0.0.1:${appPort}/api/uc/login`,
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', language: 'zh-CN' },
      connections: 8,
      duration: 12,
      verifyBody: envelopeOk,
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
    });
    await new Promise((r) => setTimeout(r, 1500)); // let the logins fill the core first
    await loopDelay(appPort, host, true);
    const loaded = assertClean('token checks under logins', await load(check));
    const loadedLoop = await loopDelay(appPort, host, false);
    const loginResult = await logins;
    const loginLoad: Load = {
      rps: loginResult.requests.average,
      p50: loginResult.latency.p50,
      p99: loginResult.latency.p99,
      errors: loginResult.errors + loginResult.timeouts,
      non2xx: loginResult.non2xx,
      wrong: loginResult.mismatches ?? 0,
    };
    assertClean('logins meanwhile', loginLoad);
    const ratio = loaded.rps / idle.rps;
    console.log('\n## Isolation: token checks while logins saturate the core (checks 20 connections, logins 8, 10 s)');
    console.log(`  token checks, idle server                  ${idle.rps.toFixed(0).padStart(9)} req/s   p99 ${idle.p99} ms   loop delay p99 ${idleLoop.p99} ms`);
    console.log(`  token checks, logins saturating            ${loaded.rps.toFixed(0).padStart(9)} req/s   p99 ${loaded.p99} ms   loop delay p99 ${loadedLoop.p99} ms (max ${loadedLoop.max})`);
    console.log(`  logins meanwhile                           ${loginLoad.rps.toFixed(1).padStart(9)} /s      p99 ${loginLoad.p99} ms   non-2xx ${loginLoad.non2xx}`);
    console.log(`  ratio loaded / idle (target >= 0.5): ${ratio.toFixed(3)}; loop delay p99 ${loadedLoop.p99} ms (target < 50)`);
    return { idle, loaded, logins: loginLoad, ratio, loopP99: loadedLoop.p99, idleLoopP99: idleLoop.p99 };
  } finally {
    await app.stop();
  }
}

await runAsScript(import.meta.url, benchIsolation);
