/**
 * The OpenID provider on two instances sharing PostgreSQL and Redis (issue 19: "works with several
 * instances"): every hop of a sign-in, the token calls and the logout alternate between the
 * instances behind one public address (sso.localhost:<public port>, as a load balancer presents
 * them); the interaction and the code live in Redis, the grants and tokens in the database.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstances, type Cluster } from '@/tests/support/instances';
import { HttpBrowser, localFetch, routeRequests } from '@/tests/support/oidc-http';
import { createPrismaClient } from '@/lib/db/client';
import { EXT_DEMO_SECRET } from '@/prisma/seed/ext-app';

const PUBLIC = 5490 + (process.pid % 9);
const PORTS = [5470 + (process.pid % 9) * 2, 5471 + (process.pid % 9) * 2];
const ISSUER = `http://sso.localhost:${PUBLIC}`;
const REDIRECT = 'http://ext.localhost:4000/callback';
let cluster: Cluster;
let receiver: http.Server;
const received: string[] = [];
let hop = 0;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const receiverHost = `ext.localhost:${(receiver.address() as AddressInfo).port}`;
  cluster = await startInstances({ ports: PORTS, next: false, env: { EGRESS_ALLOW: receiverHost } });
  const db = createPrismaClient(cluster.databaseUrl);
  await db.oidcClient.updateMany({ data: { backchannelLogoutUri: `http://${receiverHost}/bc` } });
  await db.$disconnect();
  // Every request to the public address goes to the next instance.
  routeRequests((url) => (url.port === String(PUBLIC) ? PORTS[hop++ % PORTS.length]! : Number(url.port || 80)));
}, 180_000);

afterAll(async () => {
  routeRequests(undefined);
  receiver?.close();
  await cluster?.stop();
});

describe('OpenID Connect across instances', () => {
  it('signs in, exchanges, refreshes, introspects and logs out with every call on the other instance', async () => {
    const config = await client.discovery(new URL(ISSUER), 'EXT', undefined, client.ClientSecretBasic(EXT_DEMO_SECRET), { execute: [client.allowInsecureRequests], [client.customFetch]: localFetch as client.CustomFetch });
    config[client.customFetch] = localFetch as client.CustomFetch;
    expect(config.serverMetadata().issuer).toBe(ISSUER);

    // The Concierge sign-in (on whichever instance), its cookie in the browser.
    const login = await localFetch(`${ISSUER}/api/uc/sso/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ISSUER }, body: JSON.stringify({ unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' }) });
    expect(((await login.json()) as { result: number }).result).toBe(0);
    const browser = new HttpBrowser();
    for (const line of login.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      browser.cookie(`sso.localhost:${PUBLIC}`, pair.slice(0, i), pair.slice(i + 1));
    }

    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid profile offline_access unit', prompt: 'consent', state, code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
    const walk = await browser.follow(url.href, REDIRECT);
    expect(walk.trail.length).toBeGreaterThan(3); // auth -> interaction -> resume -> ... -> callback, alternating
    const tokens = await client.authorizationCodeGrant(config, new URL(walk.url), { pkceCodeVerifier: verifier, expectedState: state });
    expect((await client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).unit_code).toBe('H001');
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(true);
    expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(true);

    // Logout on one instance: the back-channel logout goes out once, the tokens are dead on both.
    const sessionCookie = [...browser.jar.get(`sso.localhost:${PUBLIC}`)!].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = Date.now();
    const logout = await localFetch(`${ISSUER}/api/uc/sso/logout`, { headers: { cookie: sessionCookie, 'sec-fetch-site': 'same-origin' } });
    expect(((await logout.json()) as { result: number }).result).toBe(0);
    while (received.length === 0 && Date.now() - started < 1_000) await new Promise((r) => setTimeout(r, 10));
    expect(received).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(1);
  });
});
