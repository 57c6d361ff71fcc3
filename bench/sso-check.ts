/**
 * /sso/check throughput: each request redeems a fresh one-time ticket on the application host
 * (ticket taken from Redis, SSO session checked, application session created, cookie sealed),
 * against a bare node:http server answering the same JSON. Tickets are issued into Redis by this
 * script with the product's own code, so the load measures only the exchange.
 */
import { unsealData } from 'iron-session';
import { RedisStore } from '../lib/infra/ephemeral-store';
import { issueTicket } from '../lib/security/tickets';
import { STATE_COOKIE, stateHash } from '../lib/bff/sso/state';
import { alternate, pairedRatio, BenchFailure, envelopeOk, load, runAsScript, report, request, SECRET, sessionCookie, startApp, startBare, type Load } from './lib/harness';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function benchSsoCheck(appPort = 3631, barePort = 3632): Promise<{ app: Load; bare: Load; ratio: number }> {
  const app = await startApp(appPort, { REDIS_URL });
  const store = RedisStore.connect(REDIS_URL);
  try {
    const ssoHost = `sso.localhost:${appPort}`;
    const demoHost = `demo.localhost:${appPort}`;
    const login = await request(appPort, { method: 'POST', path: '/api/uc/sso/login', host: ssoHost, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    const { token } = await unsealData<{ token: string }>(sessionCookie(login.headers).seal, { password: SECRET });
    const origin = `http://${demoHost}`;
    // The browser's round-trip state: tickets are redeemed only with the matching state cookie.
    const nonce = 'b'.repeat(43);
    const state = stateHash(nonce);
    const stateCookie = `${STATE_COOKIE}=${nonce}`;
    // Issued in batches: tens of thousands of commands at once would trip Redis's command timeout.
    const issue = async (n: number) => {
      const tickets: string[] = [];
      for (let i = 0; i < n; i += 500) {
        tickets.push(...(await Promise.all(Array.from({ length: Math.min(500, n - i) }, () => issueTicket(store, { ssoToken: token, appCode: 'DEMO', origin, state }, 59)))));
      }
      return tickets;
    };

    const probe = (await issue(1))[0]!;
    const sample = await request(appPort, { path: `/api/uc/sso/check?token=${probe}&appCode=DEMO`, host: demoHost, headers: { 'sec-fetch-site': 'same-origin', cookie: stateCookie } });
    if (!sample.body.includes('"result":0')) throw new Error(`unexpected answer: ${sample.body}`);

    // A fresh ticket per request, never one twice: the pool of a round is twice what the last round
    // used (the warm-up's pool assumes 3,000/s), and a round that would need more fails.
    let rate = 3000;
    const appRun = async (seconds: number): Promise<Load> => {
      const tickets = await issue(Math.ceil(rate * seconds * 2));
      let i = 0;
      let ranOut = false;
      const result = await load({
        url: `http://127.0.0.1:${appPort}`,
        connections: 10,
        duration: seconds,
        headers: { host: demoHost, 'sec-fetch-site': 'same-origin', language: 'zh-CN', cookie: stateCookie },
        okBody: envelopeOk,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const ticket = tickets[i++];
              if (ticket === undefined) ranOut = true;
              return { ...req, path: `/api/uc/sso/check?token=${ticket ?? 'pool-exhausted'}&appCode=DEMO` };
            },
          },
        ],
      });
      if (ranOut) throw new BenchFailure(`the ticket pool (${tickets.length}) ran out: a ticket would have been used twice`);
      rate = Math.max(500, result.rps);
      return result;
    };
    const bare = await startBare(barePort, sample.body);
    try {
      const [appLoad, bareLoad] = await alternate([
        { name: 'Concierge /sso/check', run: appRun },
        { name: 'bare node:http', run: (duration) => load({ url: `http://127.0.0.1:${barePort}/api/uc/sso/check`, connections: 10, duration, okBody: envelopeOk }) },
      ]);
      const ratio = pairedRatio(appLoad, bareLoad);
      report('Ticket exchange GET /api/uc/sso/check (fresh ticket per request, Redis store), 10 connections, alternated', [['Concierge (npm start, production, REDIS_URL)', appLoad], ['bare node:http, same JSON', bareLoad]], { label: 'ratio /sso/check / bare', value: ratio });
      return { app: appLoad, bare: bareLoad, ratio };
    } finally {
      await bare.stop();
    }
  } finally {
    await store.close();
    await app.stop();
  }
}

await runAsScript(import.meta.url, benchSsoCheck);
