import { expect, test } from '@playwright/test';
import { at, url } from './support/constants';
import { fillLogin } from './support/login';

test('the SSO login page is in Chinese, switches to English, and signs the administrator in', async ({ page }) => {
  await page.goto(url('sso'));
  await expect(page).toHaveURL(at('sso', '/sso'));
  await expect(page.getByLabel('单位编码')).toBeVisible();
  await expect(page.getByLabel('账号')).toBeVisible();
  await expect(page.getByRole('link', { name: /忘记密码/ })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/login-zh.png', fullPage: true });

  await page.getByRole('button', { name: 'EN' }).or(page.getByRole('link', { name: 'EN' })).first().click();
  await expect(page.getByLabel('Unit code')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Log ?in$/ })).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/login-en.png', fullPage: true });

  await page.getByLabel('Unit code').fill('HQ');
  await page.getByLabel('Account').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin@2026');
  await page.getByRole('checkbox', { name: /User Agreement/i }).check();
  await page.getByRole('button', { name: /^Log ?in$/ }).click();
  await expect(page).toHaveURL(at('sso', '/apps'));
  await expect(page.getByText('系统管理员').first()).toBeVisible();
  await expect(page.getByText('HQ').first()).toBeVisible();
});

test('empty fields and a missing consent are refused before any call', async ({ page }) => {
  await page.goto(url('sso'));
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/uc/sso/login')) calls++;
  });
  await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录', exact: true })).click();
  await expect(page.getByText('请输入单位编码')).toBeVisible();
  await page.getByLabel('单位编码').fill('HQ');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin@2026');
  await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录', exact: true })).click();
  await expect(page.getByText(/请阅读并同意/)).toBeVisible();
  expect(calls).toBe(0);
});

test('a wrong password and an unknown account get the same message', async ({ page }) => {
  await page.goto(url('sso'));
  const message = page.getByText('单位、账号或密码错误');
  const answers: unknown[] = [];
  // An account that does not exist, then a real one (HQ/liuyang) with a wrong password.
  for (const userCode of ['nobody-here', 'liuyang']) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/uc/sso/login') && r.request().method() === 'POST');
    await fillLogin(page, { unitCode: 'HQ', userCode, password: 'Whatever@1x' });
    answers.push({ status: (await answer).status(), body: await (await answer).json() });
    await expect(message).toBeVisible();
    await expect(page).toHaveURL(at('sso', '/sso'));
    // Let the first message go, so the second one seen is the second answer's.
    await expect(message).toBeHidden({ timeout: 10_000 });
  }
  expect(answers[0]).toEqual({ status: 401, body: { result: 40100, msg: '单位、账号或密码错误', retVal: null } });
  expect(answers[1]).toEqual(answers[0]);
});
