import { expect, test, type Page } from '@playwright/test';
import { at, url } from './support/constants';
import { endSessionsOf } from './support/db';
import { fillLogin } from './support/login';

async function signInOnSso(page: Page, account = { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' }) {
  await page.goto(url('sso'));
  await fillLogin(page, account);
  await expect(page).toHaveURL(at('sso', '/apps'));
}

test('the DEMO tile opens the demo application signed in, and logging out there signs out everywhere', async ({ page, context }) => {
  await signInOnSso(page);
  const [demo] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /演示应用/ }).first().click()]);
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

test('a replayed ticket is refused', async ({ page, browser }) => {
  await signInOnSso(page);
  const ticketUrls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('ssoToken=')) ticketUrls.push(r.url());
  });
  await page.goto(url('sso', `/sso?appCode=DEMO&redirect=${encodeURIComponent(url('demo', '/index'))}`));
  await expect(page).toHaveURL(at('demo', '/index'));
  expect(ticketUrls.length).toBeGreaterThan(0);

  const other = await browser.newContext();
  const thief = await other.newPage();
  await thief.goto(ticketUrls[0]!);
  await expect(thief).toHaveURL(at('demo', '/login', 'ssoError=54002'));
  await expect(thief.getByText(/登录凭证无效或已过期/)).toBeVisible();
  await other.close();
});

test('a redirect to a host outside the allowed list gets no ticket', async ({ page }) => {
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

test("a unit that has not opened the application is told so", async ({ page }) => {
  await signInOnSso(page, { unitCode: 'H003', userCode: 'fd03', password: 'Demo@2026' });
  await page.goto(url('sso', `/sso?appCode=DEMO&redirect=${encodeURIComponent(url('demo', '/index'))}`));
  await expect(page).toHaveURL(at('sso', '/apps', 'error=53012'));
  await expect(page.getByText('单位未开通该应用或应用已停用')).toBeVisible();
});

test('a second login of the front desk shows the 安全提示 prompt on the first browser', async ({ page, browser }) => {
  await endSessionsOf('H001', 'frontdesk');
  await signInOnSso(page, { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' });
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
  await prompt.getByRole('button', { name: '我知道了' }).click();
  await expect(page).toHaveURL(at('sso', '/sso'));
  await second.close();
});
