/** Signing in through the login form, as a person does. */
import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the page's form (hydration): text typed into server-rendered
 * inputs before that is not in the page's state. Pages reached by a full page load (the sign-in
 * pages and the portal have different root layouts) need it before the first fill.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const input = document.querySelector('form input');
    return input !== null && Object.keys(input).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps'));
  });
}

export async function fillLogin(page: Page, account: { unitCode: string; userCode: string; password: string }): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel('单位编码').fill(account.unitCode);
  await page.getByLabel('账号').fill(account.userCode);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  const consent = page.getByRole('checkbox', { name: /用户协议/ });
  if (!(await consent.isChecked())) await consent.check();
  await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录', exact: true })).click();
}
