/**
 * CAS on the production start (issue 19 item 2, docs/decisions/108): a service protected by a CAS
 * client library (http-cas-client) signs in from the shell's sign-in with the user's attributes, a
 * replayed ticket is refused, logging out of the shell reaches the service's single logout within a
 * second (and the signing-out page loads an OIDC client's front-channel logout), and the next visit
 * goes through the login page and back to the service.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import httpCasClient from 'http-cas-client';
import { E2E, url } from './support/constants';
import { createAccount, e2eDb } from './support/db';
import { fillLogin } from './support/login';
import { signIn } from './support/shell';

const SHOTS = 'tmp/e2e/screens';
const appBase = `http://127.0.0.1:${E2E.casPort}`;
const sloPosts: { at: number; body: string }[] = [];
const frontchannelVisits: string[] = [];
let app: http.Server;
let forwarder: http.Server;
let casBase: string;

test.beforeAll(async () => {
  // The library's server-side calls reach the SSO host by its name, as a service on the network would
  // (this machine resolves *.localhost only in the browser).
  forwarder = http.createServer((req, res) => {
    const out = http.request({ host: '127.0.0.1', port: E2E.port, path: req.url, method: req.method, headers: { ...req.headers, host: `sso.localhost:${E2E.port}` } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(out);
  });
  await new Promise<void>((r) => forwarder.listen(0, '127.0.0.1', r));
  casBase = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}/cas`;

  const handler = httpCasClient({ cas: 3, casServerUrlPrefix: casBase, serverName: appBase, server: { loginUrl: url('sso', '/cas/login') } });
  app = http.createServer(async (req, res) => {
    try {
      if (req.url?.startsWith('/frontchannel')) {
        frontchannelVisits.push(req.url);
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>signed out</title>');
      }
      if (req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = Buffer.concat(chunks).toString();
        sloPosts.push({ at: Date.now(), body });
        const { Readable } = await import('node:stream');
        const again = Object.assign(Readable.from([body]), { method: 'POST', url: req.url, headers: req.headers }) as unknown as http.IncomingMessage;
        await handler(again, res, {});
        return void res.end();
      }
      if (!(await handler(req, res, {}))) return void res.end();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify((req as unknown as { principal: unknown }).principal));
    } catch {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('refused');
    }
  });
  await new Promise<void>((r) => app.listen(E2E.casPort, '127.0.0.1', r));

  // The service is a registered address of the example application EXT.
  const db = e2eDb();
  const ext = await db.application.findUniqueOrThrow({ where: { code: 'EXT' } });
  const origins = JSON.parse(ext.redirectOrigins || '[]') as string[];
  if (!origins.includes(appBase)) await db.application.update({ where: { id: ext.id }, data: { redirectOrigins: JSON.stringify([...origins, appBase]) } });
});

test.afterAll(async () => {
  app?.close();
  forwarder?.close();
});

test('a CAS service signs in with attributes, refuses a replayed ticket, and is signed out within a second of the shell’s logout', async ({ page }) => {
  const account = await createAccount({ unitCode: 'H001' });
  await signIn(page, 'uc', account, '/index');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();

  // The service sends the browser to /cas/login; the SSO session answers with a ticket; the library validates it.
  const service = `${appBase}/desk`;
  await page.goto(service);
  await expect(page).toHaveURL(service);
  const principal = JSON.parse((await page.locator('body').innerText()).trim()) as { user: string; attributes: Record<string, string> };
  expect(principal).toMatchObject({ user: account.userCode, attributes: { userCode: account.userCode, unitCode: 'H001', email: account.email } });
  await page.screenshot({ path: `${SHOTS}/cas-service-signed-in.png` });

  // The ticket it validated, tried again: refused.
  const ticket = (await page.context().cookies(appBase)).find((c) => c.name === 'st')!.value;
  expect(ticket).toMatch(/^ST-/);
  const replay = await (await fetch(`${casBase}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${ticket}&format=JSON`)).json();
  expect(replay).toEqual({ serviceResponse: { authenticationFailure: { code: 'INVALID_TICKET', description: 'Ticket not recognized' } } });

  // The same sign-in also signed into an OpenID Connect client with a front-channel logout address.
  const db = e2eDb();
  const session = await db.session.findFirstOrThrow({ where: { userId: account.id, revokedAt: null }, orderBy: { createdAt: 'desc' } });
  await db.appSignIn.create({ data: { id: `e2e-fc-${Date.now()}`, familyId: session.familyId, userId: account.id, protocol: 'OIDC', clientCode: 'EXT', sid: `e2e-sid-${Date.now()}`, frontchannelUri: `${appBase}/frontchannel?client=ext` } });

  // Log out of the shell: the service hears it within a second.
  await page.goto(url('uc', '/index'));
  await page.getByRole('button', { name: '用户菜单' }).click();
  const loggedOut = page.waitForResponse((r) => r.url().includes('/sso/logout'));
  await page.getByRole('menuitem', { name: '退出' }).click();
  const at = await loggedOut.then(() => Date.now());
  await expect.poll(() => sloPosts.length, { timeout: 5_000 }).toBe(1);
  expect(sloPosts[0]!.at - at).toBeLessThan(1_000);
  expect(decodeURIComponent(sloPosts[0]!.body)).toContain(`<samlp:SessionIndex>${ticket}</samlp:SessionIndex>`);
  // The signing-out page loaded the client's front-channel logout in a hidden frame.
  await expect.poll(() => frontchannelVisits).toEqual(['/frontchannel?client=ext']);

  // The signing-out pages end on the SSO host's login page.
  await page.waitForURL((u) => u.hostname === 'sso.localhost' && u.pathname === '/sso');

  // The service's session is over: the next visit goes to the login page, and back to the service after it.
  await page.goto(service);
  await expect(page).toHaveURL(/^http:\/\/sso\.localhost:\d+\/sso\?casService=/);
  await page.screenshot({ path: `${SHOTS}/cas-login-page.png` });
  await fillLogin(page, account);
  await expect(page).toHaveURL(service);
  expect(JSON.parse((await page.locator('body').innerText()).trim())).toMatchObject({ user: account.userCode });
});
