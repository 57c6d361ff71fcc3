/**
 * Ending a user's sessions from the user screen (issue 18 item 2): the user's open shell leaves for
 * the login page, which says why, in their language.
 */
import { expect, test } from '@playwright/test';
import { createAccount } from './support/db';
import { ADMIN, signIn, userRowActions } from './support/shell';

test("an administrator ends a user's sessions from the user list; the user's open page says why", async ({ page, browser }) => {
  const account = await createAccount({ unitCode: 'H001' });
  const other = await browser.newContext({ locale: 'zh-CN' });
  const userPage = await other.newPage();
  await signIn(userPage, 'uc', account, '/index');
  await expect(userPage.getByRole('button', { name: '用户菜单' })).toBeVisible();

  await signIn(page, 'uc', ADMIN, '/user/user-list');
  const row = await userRowActions(page, account.userCode);
  // Inline or under "more", as the row's width allows.
  await row.getByRole('button', { name: '结束会话' }).or(page.getByRole('menuitem', { name: '结束会话' })).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已结束会话')).toBeVisible();

  // The live channel (or the next check) sends the user's page to the login page with the reason.
  await expect(userPage).toHaveURL(/\/(login|sso)\?.*why=ADMIN/, { timeout: 30_000 });
  await expect(userPage.getByText('管理员结束了您的会话，请重新登录。')).toBeVisible();
  await userPage.screenshot({ path: 'tmp/e2e/screens/session-ended-admin.png' });
  await other.close();
});
