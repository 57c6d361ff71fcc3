/**
 * The apps home page (portal.md section 2) on the SSO host and the user center: welcome line,
 * tiles of the customer's SSO apps, size toggle, more apps, the through-app's hotel modal, and the
 * background of the customer variant that has one.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/shell';

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(`apps home in ${locale}`, () => {
    test.use({ locale });

    test('welcome line, tiles of the customer SSO apps, size toggle, no more-apps link when none is configured', async ({ page }) => {
      const zh = locale === 'zh-CN';
      await signIn(page, 'sso', undefined, '/apps');
      await expect(page.getByRole('heading', { name: zh ? '欢迎您，系统管理员（admin）' : /系统管理员.*admin/ })).toBeVisible();
      await expect(page.getByText(/锦程酒店集团.*HQ/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: zh ? '用户中心' : 'User Center' }).first()).toBeVisible();
      // The SSO center is no tile of its own.
      await expect(page.getByRole('button', { name: zh ? '统一登录中心' : 'Sign-on Center' })).toHaveCount(0);
      // No marketplace is configured (login-system.json shell.moreAppsUrl is empty): no link to nowhere.
      await expect(page.getByRole('link', { name: zh ? /更多应用/ : /More apps/ })).toHaveCount(0);
      // The count names the applications: the advert tile is not one.
      const tiles = page.locator('main button[aria-label]:not([class*="advert"])').filter({ has: page.locator('[class*="tileName"]') });
      await expect(tiles.first()).toBeVisible();
      const shown = await tiles.count();
      await expect(page.getByText(zh ? `共 ${shown} 个应用` : new RegExp(`\\b${shown} app`)).first()).toBeVisible();
      await expect(page.locator('[class*="advert"]').first()).toBeVisible();
      await page.getByText(zh ? '小图标' : /small/i).click();
      await page.screenshot({ path: `tmp/e2e/screens/apps-${locale}.png`, fullPage: true });
    });
  });
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(`through-app in ${locale}`, () => {
    test.use({ locale });
    const zh = locale === 'zh-CN';

    test('the through-app asks for a hotel and starts the PMS client with a token', async ({ page }) => {
      await signIn(page, 'sso', undefined, '/apps');
      await page.getByRole('button', { name: zh ? '酒店管理系统' : 'Hotel Management System' }).click();
      const modal = page.getByRole('dialog', { name: zh ? '选择酒店' : 'Select hotel' });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('cell', { name: 'H002', exact: true })).toBeVisible();
      const search = modal.getByRole('searchbox', { name: zh ? '输入酒店编码或名称' : 'Hotel code or name' });
      await search.fill('H001');
      await search.press('Enter');
      await expect(modal.getByRole('cell', { name: 'H002', exact: true })).toHaveCount(0);
      await modal.getByRole('button', { name: zh ? '启动 H001' : 'Start H001' }).click();
      const link = modal.getByRole('link', { name: zh ? '打开客户端' : 'Open the client' });
      await expect(link).toHaveAttribute('href', /^concierge-pms:\/\/open\?app=PMS&hotel=H001&token=[A-Za-z0-9_-]{20,}$/);
      await page.screenshot({ path: `tmp/e2e/screens/apps-hotel-modal-${locale}.png` });
    });
  });
}

test('the user center has the apps home too, and one customer variant shows its background', async ({ page }) => {
  await signIn(page, 'summit', undefined, '/apps');
  await expect(page.getByRole('heading', { name: '我的应用' })).toBeVisible();
  const background = await page.getByRole('heading', { name: '我的应用' }).evaluate((el) => {
    for (let n: Element | null = el; n; n = n.parentElement) if (getComputedStyle(n).backgroundImage !== 'none') return getComputedStyle(n).backgroundImage;
    return 'none';
  });
  expect(background).toContain('/backgrounds/summit.svg');
  await page.screenshot({ path: 'tmp/e2e/screens/apps-summit.png', fullPage: true });
});

test('a tile opens its application in a new tab, signed in there through SSO', async ({ page, context }) => {
  await signIn(page, 'sso', undefined, '/apps');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '演示应用' }).click()]);
  // The token check, then /sso for the app, its one-time ticket, and the application's own session.
  await expect(tab).toHaveURL(/^http:\/\/demo\.localhost:\d+\/index$/, { timeout: 30_000 });
  await expect(tab.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: '前台业务' })).toBeVisible();
  await tab.close();
});
