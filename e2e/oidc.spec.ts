import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { extUrl, url } from './support/constants';
import { fillLogin, waitForHydration } from './support/login';
import { ADMIN, signIn } from './support/shell';

// The OpenID Connect provider's sign-in is Concierge's own login page (issue 19, docs/decisions/105).
// The client's callback is answered here (the registered EXT redirect URI), so only the provider is under test.
async function authorizationUrl(params: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'EXT',
    response_type: 'code',
    redirect_uri: extUrl('/callback'),
    scope: 'openid profile unit',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...params,
  });
  return { href: url('sso', `/oidc/auth?${query.toString()}`), state };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const loginWith = (query: string) => new RegExp(`^${escape(url('sso', '/login'))}\\?${query}$`);

/** The browser's request to the client's callback (the example application answers it as it likes): code, state and iss (RFC 9207). */
function callbackOf(page: Page, state: string) {
  return page.waitForRequest((r) => r.url().startsWith(`${extUrl('/callback')}?`) && new URL(r.url()).searchParams.get('state') === state, { timeout: 30_000 }).then((r) => new URL(r.url()));
}

test('an OIDC sign-in shows Concierge’s login form (zh-CN), returns a code, and a second one needs no form', async ({ page }) => {
  const first = await authorizationUrl();
  await page.goto(first.href);
  await expect(page).toHaveURL(loginWith('interaction=[A-Za-z0-9_-]+'));
  await expect(page.getByLabel('单位编码')).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/oidc-login-zh.png', fullPage: true });
  const back = callbackOf(page, first.state);
  await fillLogin(page, { unitCode: 'HQ', userCode: 'hqadmin', password: 'Demo@2026' });
  const callback = await back;
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(callback.searchParams.get('iss')).toBe(url('sso', '').replace(/\/$/, ''));

  // Already signed in on the SSO host: straight back with a code, no form.
  const second = await authorizationUrl();
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  const again = callbackOf(page, second.state);
  await page.goto(second.href).catch(() => undefined);
  expect((await again).searchParams.get('code')).toBeTruthy();
  expect(seen.some((u) => u.startsWith(url('sso', '/login')))).toBe(false);
});

test('an OIDC sign-in asking for English (ui_locales) shows the login form in English', async ({ page }) => {
  const auth = await authorizationUrl({ ui_locales: 'en-US' });
  await page.goto(auth.href);
  await expect(page).toHaveURL(loginWith('interaction=[A-Za-z0-9_-]+&language=en-US'));
  await waitForHydration(page);
  await expect(page.getByLabel('Unit code')).toBeVisible();
  await expect(page.getByLabel('Account')).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/oidc-login-en.png', fullPage: true });
  await page.getByLabel('Unit code').fill('HQ');
  await page.getByLabel('Account').fill('appadmin');
  await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
  const consent = page.getByRole('checkbox', { name: /User Agreement/ });
  if (!(await consent.isChecked())) await consent.check();
  const back = callbackOf(page, auth.state);
  await page.getByRole('button', { name: /^Log ?in$/i }).click();
  expect((await back).searchParams.get('code')).toBeTruthy();
});

test('the application list’s credentials dialog shows EXT’s OpenID Connect registration on its own tab', async ({ page }) => {
  await signIn(page, 'uc', ADMIN, '/apply/applyList');
  const row = page.getByRole('row', { name: /EXT/ }).first();
  await row.getByRole('button', { name: '客户端密钥' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'OpenID Connect 接入' }).click();
  await expect(dialog.locator('code', { hasText: /^EXT$/ })).toBeVisible();
  await expect(dialog.getByLabel('回调地址（redirect_uri）')).toHaveValue(extUrl('/callback'));
  await expect(dialog.getByLabel('后端通道退出地址（backchannel_logout_uri）')).toHaveValue(extUrl('/backchannel-logout'));
  await expect(dialog.getByRole('checkbox', { name: /客户端凭证/ })).toBeChecked();
  await page.screenshot({ path: 'tmp/e2e/screens/oidc-console-tab.png', fullPage: true });
});
