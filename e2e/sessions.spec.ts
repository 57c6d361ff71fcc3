/**
 * My sessions (issue 19 item 4, docs/decisions/107): the user menu lists the signed-in devices with
 * the applications each signed into, and ends one, whose open shell then leaves for the login page;
 * an administrator sees and ends a user's sign-in from the user list. In zh-CN and in en-US.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, e2eDb, type TestAccount } from './support/db';
import { ADMIN, signIn } from './support/shell';

const SHOTS = 'tmp/e2e/screens';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The account signed in on the user center from another device (Firefox on Linux). */
async function otherDevice(browser: Browser, account: TestAccount, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, userAgent: FIREFOX });
  const page = await context.newPage();
  await signIn(page, 'uc', account, '/index');
  return page;
}

/** A fresh HQ colleague of zhangwei (HQ allows several sign-ins at once; H001 ends the older ones). */
async function hqAccount(): Promise<TestAccount> {
  const account = await createAccount({ unitCode: 'HQ' });
  const db = e2eDb();
  const model = await db.user.findFirstOrThrow({ where: { code: 'zhangwei', unit: { code: 'HQ' } } });
  await db.user.update({ where: { id: account.id }, data: { deptId: model.deptId } });
  for (const r of await db.userRole.findMany({ where: { userId: model.id } })) await db.userRole.create({ data: { userId: account.id, roleId: r.roleId } });
  return account;
}

test('zh-CN: 我的会话 lists both devices and ends the other one, whose shell is signed out', async ({ page, browser }) => {
  const account = await hqAccount();
  const firefox = await otherDevice(browser, account, 'zh-CN');
  await expect(firefox.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await signIn(page, 'uc', account, '/index');

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '我的会话' }).click();
  const dialog = page.getByRole('dialog', { name: '我的会话' });
  // The sign-ins, named by their device (the end buttons sit in list items of their own).
  const items = dialog.getByRole('listitem', { name: / · / });
  await expect(items).toHaveCount(2);
  const mine = items.filter({ hasText: '本设备' });
  await expect(mine).toHaveCount(1);
  const other = items.filter({ hasText: 'Firefox 133 · Linux' });
  await expect(other).toHaveCount(1);
  // Both signed into the user center through the SSO round trip.
  await expect(other.getByText('用户中心 · 单点登录')).toBeVisible();
  await expect(other.getByText(/^IP：/)).toBeVisible();
  await expect(mine.getByRole('button', { name: /结\s*束/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sessions-mine-zh.png` });

  await other.getByRole('button', { name: /结\s*束/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /结\s*束/ }).click();
  await expect(page.getByText('会话已结束')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: '结束其他所有会话' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/sessions-mine-ended-zh.png` });

  // The other device's open shell hears it and leaves for the login page.
  await expect(firefox).toHaveURL(/\/(login|sso)(\?|$)/, { timeout: 30_000 });
  await firefox.context().close();
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test("My sessions in English, and an administrator ends the user's sign-in from the user list", async ({ page, browser }) => {
    const account = await createAccount({ unitCode: 'H001' });
    const firefox = await otherDevice(browser, account, 'en-US');
    await firefox.getByRole('button', { name: 'User menu' }).click();
    await firefox.getByRole('menuitem', { name: 'My sessions' }).click();
    const own = firefox.getByRole('dialog', { name: 'My sessions' });
    await expect(own.getByRole('listitem', { name: 'Firefox 133 · Linux' })).toContainText('This device');
    await expect(own.getByText('User Center · SSO')).toBeVisible();
    await expect(own.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
    await firefox.screenshot({ path: `${SHOTS}/sessions-mine-en.png` });

    await signIn(page, 'uc', ADMIN, '/user/user-list');
    await page.getByRole('textbox', { name: 'User code' }).fill(account.userCode);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(account.userCode) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /More/ }).hover();
    await row.getByRole('button', { name: 'Sign-ins' }).or(page.getByRole('menuitem', { name: 'Sign-ins' })).first().click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Sign-ins of .*\\(${account.userCode}\\)`) });
    const item = dialog.getByRole('listitem', { name: 'Firefox 133 · Linux' });
    await expect(item).toHaveCount(1);
    await expect(item.getByText(/Signed in .*, last active/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sessions-admin-en.png` });

    await item.getByRole('button', { name: 'End' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'End' }).click();
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(dialog.getByText('No signed-in devices')).toBeVisible();
    await expect(firefox).toHaveURL(/\/(login|sso)(\?|$)/, { timeout: 30_000 });
    await firefox.context().close();
  });
});
