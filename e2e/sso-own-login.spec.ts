/**
 * SSO登录 on every host with its own login page (config/app-config.json: iwork, scrm, harbor and lab
 * serve DEMO, summit serves UC): a browser signed in on the SSO host comes back signed in without
 * typing anything; one that is not signs in on the SSO host once and comes back.
 */
import { expect, test, type Page } from '@playwright/test';
import { at, url, type E2EHost } from './support/constants';
import { fillLogin } from './support/login';
import { waitForHandlers } from './support/hydration';

const OWN_LOGIN_HOSTS = ['iwork', 'scrm', 'harbor', 'summit', 'lab'] as const satisfies readonly E2EHost[];
const ADMIN = { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' };

async function clickSsoButton(page: Page, host: E2EHost, name: RegExp) {
  await page.goto(url(host, '/login'));
  const button = page.getByRole('button', { name });
  await waitForHandlers(button);
  await button.click();
}

for (const host of OWN_LOGIN_HOSTS) {
  test(`${host}: the SSO button signs in without a password when the SSO host has a session`, async ({ page }) => {
    await page.goto(url('sso'));
    await fillLogin(page, ADMIN);
    await expect(page).toHaveURL(at('sso', '/apps'));

    await clickSsoButton(page, host, /SSO登录/);
    await expect(page).toHaveURL(at(host, '/index'));
    expect(page.url()).not.toMatch(/ssoToken|ticket|token=/);
    await expect(page.getByText('系统管理员').first()).toBeVisible();
    await page.screenshot({ path: `tmp/e2e/screens/sso-button-${host}.png` });
  });
}

test('without an SSO session the button leads to the SSO sign-in once, then back to the host signed in', async ({ page }) => {
  await clickSsoButton(page, 'scrm', /SSO登录/);
  await expect(page).toHaveURL(at('sso', '/sso'));
  await fillLogin(page, ADMIN);
  await expect(page).toHaveURL(at('scrm', '/index'));
  await expect(page.getByText('系统管理员').first()).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/sso-button-first-sign-in.png' });
});
