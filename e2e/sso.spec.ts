import { expect, test, type Page } from '@playwright/test';
import { at, E2E, url } from './support/constants';
import { endSessionsOf } from './support/db';
import { fillLogin } from './support/login';
import { waitForHandlers } from './support/hydration';

async function signInOnSso(page: Page, account = { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' }) {
  await page.goto(url('sso'));
  await fillLogin(page, account);
  await expect(page).toHaveURL(at('sso', '/apps'));
}

test('the DEMO tile opens the demo application signed in, and logging out there signs out everywhere', async ({ page, context }) => {
  await signInOnSso(page);
  const tile = page.getByRole('button', { name: /演示应用/ }).first();
  await waitForHandlers(tile);
  const [demo] = await Promise.all([context.waitForEvent('page'), tile.click()]);
  await demo.waitForLoadState();
  await expect(demo).toHaveURL(at('demo', '/index'));
  // The ticket lived for one redirect: it is not in the address any more.
  expect(demo.url()).not.toMatch(/ssoToken|ticket|token=/);
  await expect(demo.getByText('系统管理员').first()).toBeVisible();
  await expect(demo.getByText('admin').first()).toBeVisible();
  await demo.screenshot({ path: 'tmp/e2e/screens/demo-signed-in.png', fullPage: true });

  // The user center too, through its own round trip.
  const uc = await context.newPage();
  await uc.goto(url('uc', '/index'));
  await expect(uc).toHaveURL(at('uc', '/index'));
  await expect(uc.getByText('系统管理员').first()).toBeVisible();

  await demo.getByRole('button', { name: '用户菜单' }).click();
  await demo.getByRole('menuitem', { name: /退出/ }).click();
  // Three pages (this host's logout, the SSO host's, its login) load one after the other.
  await expect(demo).toHaveURL(at('sso', '/sso'), { timeout: 30_000 });

  await uc.goto(url('uc', '/index'));
  await expect(uc).toHaveURL(at('sso', '/sso'));
  await expect(uc.getByLabel('单位编码')).toBeVisible();
});

test('a replayed ticket is not redeemed: the other browser is sent to sign in itself', async ({ page, browser }) => {
  await signInOnSso(page);
  const ticketUrls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('ssoToken=')) ticketUrls.push(r.url());
  });
  // The application host's own round trip (with its state cookie) signs this browser in.
  await page.goto(url('demo', '/index'));
  await expect(page).toHaveURL(at('demo', '/index'));
  expect(ticketUrls.length).toBeGreaterThan(0);

  const other = await browser.newContext();
  const thief = await other.newPage();
  await thief.goto(ticketUrls[0]!);
  await expect(thief).toHaveURL(at('sso', '/sso'));
  await expect(thief.getByLabel('单位编码')).toBeVisible();
  await other.close();
});

test('a ticket URL minted for one browser, opened in another, does not sign the second in as the first one\'s user', async ({ page, browser }) => {
  await signInOnSso(page);
  // The attacker asks the SSO host for a ticket of their own round trip (their own state) and
  // keeps the address instead of following it. (Node cannot resolve *.localhost: loopback + Host.)
  const cookie = (await page.context().cookies(url('sso'))).map((c) => `${c.name}=${c.value}`).join('; ');
  const query = new URLSearchParams({ appCode: 'DEMO', redirect: url('demo', '/index'), state: 'attackers-own-state-0123456789' });
  const answer = await page.request.get(`http://127.0.0.1:${E2E.port}/sso?${query}`, { headers: { host: `sso.localhost:${E2E.port}`, cookie }, maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  const minted = answer.headers()['location']!;
  expect(minted).toMatch(/^http:\/\/demo\.localhost:\d+\/index\?ssoToken=[A-Za-z0-9_-]{43}$/);

  // The victim is signed in on the SSO host as someone else and opens the attacker's link.
  const victimContext = await browser.newContext();
  const victim = await victimContext.newPage();
  await signInOnSso(victim, { unitCode: 'HQ', userCode: 'hqadmin', password: 'Demo@2026' });
  await victim.goto(minted);
  await expect(victim).toHaveURL(at('demo', '/index'));
  await expect(victim.getByText('集团单位管理员').first()).toBeVisible();
  await expect(victim.getByText('系统管理员')).toHaveCount(0);
  await victim.screenshot({ path: 'tmp/e2e/screens/ticket-other-browser.png' });
  await victimContext.close();
});

test('a redirect to an address not registered for the application gets no ticket', async ({ page }) => {
  await signInOnSso(page);
  const leaked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('evil.example')) leaked.push(r.url());
  });
  await page.goto(url('sso', `/sso?appCode=DEMO&redirect=${encodeURIComponent('http://evil.example/steal')}`));
  await expect(page).toHaveURL(at('sso', '/apps', 'error=40302'));
  await expect(page.getByText('不合法的外部链接')).toBeVisible();
  expect(leaked).toEqual([]);
});

test('an application without a registered address gets no ticket and is told so', async ({ page }) => {
  await signInOnSso(page);
  const leaked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).port === '6666') leaked.push(r.url());
  });
  await page.goto(url('sso', `/sso?appCode=PMS&redirect=${encodeURIComponent('http://localhost:6666/index')}`));
  await expect(page).toHaveURL(at('sso', '/apps', 'error=40310'));
  await expect(page.getByText('应用没有登记的地址，无法登录')).toBeVisible();
  expect(leaked).toEqual([]);
});

test("a unit that has not opened the application is told so", async ({ page }) => {
  await signInOnSso(page, { unitCode: 'H003', userCode: 'fd03', password: 'Demo@2026' });
  await page.goto(url('sso', `/sso?appCode=DEMO&redirect=${encodeURIComponent(url('demo', '/index'))}`));
  await expect(page).toHaveURL(at('sso', '/apps', 'error=53012'));
  await expect(page.getByText('单位未开通该应用或应用已停用')).toBeVisible();
});

test('a second login of the front desk shows the 安全提示 prompt on the first browser', async ({ page, browser }) => {
  await endSessionsOf('H001', 'frontdesk');
  await signInOnSso(page, { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' });
  const copied = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto(url('sso'));
  await fillLogin(other, { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' });
  // The new device is told that an older login was ended; its button only closes.
  const notice = other.getByRole('dialog', { name: '安全提示' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '我知道了' }).click();
  await expect(other).toHaveURL(at('sso', '/apps'));

  const prompt = page.getByRole('dialog', { name: '安全提示' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toContainText('127.0.0.1');
  await page.screenshot({ path: 'tmp/e2e/screens/repeat-login.png' });
  // A page load on the overwritten session (a copy of the first browser's cookies, taken before the
  // second login) draws the prompt from the server's answer, with no hydration error (React #418 before).
  const load = await copied.newPage();
  const errors: string[] = [];
  load.on('pageerror', (e) => errors.push(e.message));
  await load.goto(url('sso', '/apps'));
  const served = load.getByRole('dialog', { name: '安全提示' });
  await expect(served).toBeVisible();
  await expect(served).toContainText('127.0.0.1');
  expect(errors).toEqual([]);
  await copied.close();
  await prompt.getByRole('button', { name: '我知道了' }).click();
  await expect(page).toHaveURL(at('sso', '/sso'));
  await second.close();
});
