import { expect, test } from '@playwright/test';
import { at, E2E, extUrl, url } from './support/constants';
import { waitForHandlers } from './support/hydration';
import { fillLogin } from './support/login';

// The example application Concierge does not host (examples/ext-app/server.mjs), on its own port.
test('signs in to the external application through the SSO host; a logout in the portal signs it out within a second', async ({ page, context }) => {
  await page.goto(extUrl('/'));
  // Anonymous: the application sent the browser to the SSO host with its own state.
  await expect(page).toHaveURL(/^http:\/\/sso\.localhost:\d+\/sso\?.*appCode=EXT.*state=/);
  // HQ's group administrator: HQ has no repeat-login overwrite, so parallel tests cannot end this sign-in.
  await fillLogin(page, { unitCode: 'HQ', userCode: 'hqadmin', password: 'Demo@2026' });

  await expect(page).toHaveURL(new RegExp(`^${extUrl('/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByTestId('user')).toContainText('集团单位管理员');
  await expect(page.getByTestId('user')).toContainText('HQ');
  // The menus the EXT_ORDERS role grants, and not the others.
  await expect(page.getByText('订单列表')).toBeVisible();
  await expect(page.getByText('退款审核')).toHaveCount(0);
  await page.screenshot({ path: 'tmp/e2e/screens/ext-app-signed-in.png', fullPage: true });

  // The application's own check of its session (Node cannot resolve *.localhost: loopback, Host
  // header and the application's session cookie).
  const cookie = (await context.cookies(extUrl('/'))).map((c) => `${c.name}=${c.value}`).join('; ');
  const me = () => page.request.get(`http://127.0.0.1:${E2E.extPort}/me`, { headers: { host: `ext.localhost:${E2E.extPort}`, cookie } });
  expect((await me()).status()).toBe(200);

  // Log out in the portal (the demo application, signed in through the same SSO session).
  const portal = await context.newPage();
  await portal.goto(url('demo', '/index'));
  await expect(portal).toHaveURL(at('demo', '/index'));
  await portal.getByRole('button', { name: '用户菜单' }).click();
  await portal.getByRole('menuitem', { name: /退出/ }).click();
  await expect(portal).toHaveURL(at('sso', '/sso'), { timeout: 30_000 });

  // Within a second the application's token check refuses it.
  await expect.poll(async () => (await me()).status(), { timeout: 1_000, intervals: [100] }).toBe(401);
  // And the open page notices by itself and goes back to sign in.
  await expect(page).toHaveURL(at('sso', '/sso'));
  await expect(page.getByLabel('单位编码')).toBeVisible();
});

test('the EXT tile on the apps page opens the application signed in as its own user', async ({ page, context }) => {
  await page.goto(url('sso'));
  await fillLogin(page, { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' });
  await expect(page).toHaveURL(at('sso', '/apps'));
  // The tile opens its tab from a click handler: a click before hydration does nothing.
  const tile = page.getByRole('button', { name: /外部示例应用/ }).first();
  await waitForHandlers(tile);
  const [ext] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /外部示例应用/ }).first().click()]);
  await expect(ext.getByTestId('user')).toContainText('系统管理员');
  expect(ext.url()).not.toMatch(/ssoToken/);
});
