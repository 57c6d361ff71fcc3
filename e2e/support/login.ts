/** Signing in through the login form, as a person does. */
import type { Page } from '@playwright/test';

export async function fillLogin(page: Page, account: { unitCode: string; userCode: string; password: string }): Promise<void> {
  await page.getByLabel('单位编码').fill(account.unitCode);
  await page.getByLabel('账号').fill(account.userCode);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  const consent = page.getByRole('checkbox', { name: /用户协议/ });
  if (!(await consent.isChecked())) await consent.check();
  await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录', exact: true })).click();
}
