/** Signing in through the login form, as a person does. */
import { expect, type Browser, type Page } from '@playwright/test';
import { at, url } from './constants';
import { e2eDb } from './db';

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

/** Signs `account` in on the SSO host in a browser of its own, typing the SMS code from the development outbox. */
export async function signInWithSmsCode(browser: Browser, account: { unitCode: string; userCode: string; password: string }, mobile: string): Promise<void> {
  const context = await browser.newContext();
  const signInPage = await context.newPage();
  await signInPage.goto(url('sso'));
  await fillLogin(signInPage, account);
  await expect(signInPage.getByText(`本次登录需要短信验证，验证码将发送至 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
  const sentAfter = new Date(Date.now() - 1000);
  await signInPage.getByRole('button', { name: /获取验证码/ }).click();
  await expect.poll(async () => e2eDb().outboxMessage.count({ where: { channel: 'SMS', to: mobile, createdAt: { gte: sentAfter } } })).toBe(1);
  const sms = await e2eDb().outboxMessage.findFirstOrThrow({ where: { channel: 'SMS', to: mobile }, orderBy: { createdAt: 'desc' } });
  const code = /\d{6}/.exec(sms.bodyText ?? '')![0];
  await signInPage.getByLabel('短信验证码').fill(code);
  await signInPage.getByRole('button', { name: '登 录' }).or(signInPage.getByRole('button', { name: '登录', exact: true })).click();
  await expect(signInPage).toHaveURL(at('sso', '/apps'));
  await context.close();
}
