import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { extUrl, url } from './support/constants';
import { createAccount, e2eDb } from './support/db';
import { fillLogin, waitForHydration } from './support/login';
import { ADMIN, signIn } from './support/shell';

// The OpenID Connect provider's sign-in is Concierge's own login page (issue 19, docs/decisions/105).
// The client's callback is answered here (the registered EXT redirect URI), so only the provider is under test.
async function authorizationUrl(params: Record<string, string> = {}) {
  if (params.prompt === '') delete params.prompt;
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

// A third-party application (Application.thirdParty) asks the user on Concierge's consent page; its
// name comes from the translations (lib/oidc/interaction.ts). A public client of its own, so the
// first-party EXT of the tests above keeps its automatic grant.
const PARTNER = { code: 'E2E_PARTNER', zh: '合作伙伴订房', en: 'Partner Booking' };
async function ensurePartner(): Promise<void> {
  const db = e2eDb();
  const app = await db.application.upsert({
    where: { code: PARTNER.code },
    create: { code: PARTNER.code, name: PARTNER.zh, descript: PARTNER.zh, thirdParty: true },
    update: { name: PARTNER.zh, thirdParty: true, status: 'ENABLED' },
  });
  const client = { public: true, enabled: true, redirectUris: JSON.stringify([extUrl('/callback')]), grantTypes: JSON.stringify(['authorization_code']) };
  await db.oidcClient.upsert({ where: { appId: app.id }, create: { appId: app.id, ...client }, update: client });
  await db.translation.upsert({
    where: { appCode_locale_code: { appCode: 'UC', locale: 'en-US', code: PARTNER.code } },
    create: { appCode: 'UC', locale: 'en-US', group: 'app', code: PARTNER.code, value: PARTNER.en },
    update: { value: PARTNER.en },
  });
}

test('a third-party application asks for consent in zh-CN: 拒绝 answers access_denied, 允许 gives a code and is remembered, prompt=consent asks again', async ({ page }) => {
  await ensurePartner();
  const account = await createAccount();
  const partner = { client_id: PARTNER.code, scope: 'openid profile email unit' };
  const denied = await authorizationUrl(partner);
  await page.goto(denied.href);
  await fillLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`^${escape(url('sso', '/oidc-consent'))}\\?interaction=[A-Za-z0-9_-]+$`));
  await expect(page.getByText('授权应用')).toBeVisible();
  await expect(page.getByTestId('consent-client')).toHaveText(PARTNER.zh);
  for (const words of ['您的姓名和账号', '您的电子邮箱', '您的单位及在该应用中的角色']) await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText('在您离开后继续访问（保持登录）')).toHaveCount(0); // offline_access was not asked
  await page.screenshot({ path: 'tmp/e2e/screens/oidc-consent-zh.png', fullPage: true });
  const refused = callbackOf(page, denied.state);
  await page.getByRole('button', { name: '拒 绝' }).or(page.getByRole('button', { name: '拒绝', exact: true })).click();
  const answer = await refused;
  expect(answer.searchParams.get('error')).toBe('access_denied');
  expect(answer.searchParams.get('code')).toBeNull();

  // Asked again (nothing was granted); 允许 gives a code.
  const allowed = await authorizationUrl(partner);
  await page.goto(allowed.href);
  await expect(page.getByTestId('consent-client')).toHaveText(PARTNER.zh);
  const granted = callbackOf(page, allowed.state);
  await page.getByRole('button', { name: '允 许' }).or(page.getByRole('button', { name: '允许', exact: true })).click();
  expect((await granted).searchParams.get('code')).toBeTruthy();

  // Remembered: no consent page the next time.
  const next = await authorizationUrl(partner);
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  const quiet = callbackOf(page, next.state);
  await page.goto(next.href).catch(() => undefined);
  expect((await quiet).searchParams.get('code')).toBeTruthy();
  expect(seen.some((u) => u.startsWith(url('sso', '/oidc-consent')))).toBe(false);

  // prompt=consent asks again.
  const reasked = await authorizationUrl({ ...partner, prompt: 'consent' });
  await page.goto(reasked.href);
  await expect(page.getByTestId('consent-client')).toHaveText(PARTNER.zh);
});

test('the consent page in English (ui_locales): the application’s English name, the scopes in words, Allow gives a code', async ({ page }) => {
  await ensurePartner();
  const account = await createAccount();
  const auth = await authorizationUrl({ client_id: PARTNER.code, scope: 'openid profile email offline_access unit', prompt: 'consent', ui_locales: 'en-US' });
  await page.goto(auth.href);
  await waitForHydration(page);
  await page.getByLabel('Unit code').fill(account.unitCode);
  await page.getByLabel('Account').fill(account.userCode);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  const agreement = page.getByRole('checkbox', { name: /User Agreement/ });
  if (!(await agreement.isChecked())) await agreement.check();
  await page.getByRole('button', { name: /^Log ?in$/i }).click();
  await expect(page).toHaveURL(new RegExp(`^${escape(url('sso', '/oidc-consent'))}\\?interaction=[A-Za-z0-9_-]+&language=en-US$`));
  await expect(page.getByText('Authorize application')).toBeVisible();
  await expect(page.getByTestId('consent-client')).toHaveText(PARTNER.en);
  for (const words of ['Your name and account', 'Your e-mail address', 'Your unit and your roles in this application']) await expect(page.getByText(words)).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/oidc-consent-en.png', fullPage: true });
  const back = callbackOf(page, auth.state);
  await page.getByRole('button', { name: 'Allow' }).click();
  expect((await back).searchParams.get('code')).toBeTruthy();
});

test('prompt=login shows Concierge’s login form although the browser is signed in, and returns a code after it', async ({ page }) => {
  const account = await createAccount();
  const first = await authorizationUrl();
  await page.goto(first.href);
  const signedIn = callbackOf(page, first.state);
  await fillLogin(page, account);
  expect((await signedIn).searchParams.get('code')).toBeTruthy();

  const fresh = await authorizationUrl({ prompt: 'login' });
  await page.goto(fresh.href);
  await expect(page).toHaveURL(loginWith('interaction=[A-Za-z0-9_-]+&reauth=1'));
  await expect(page.getByLabel('单位编码')).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/oidc-prompt-login-zh.png', fullPage: true });
  const back = callbackOf(page, fresh.state);
  await fillLogin(page, account);
  // The new sign-in replaces the browser's own session, which is not "another device": straight on, no repeat-login notice.
  expect((await back).searchParams.get('code')).toBeTruthy();
  await expect(page.getByRole('button', { name: '我知道了' })).toHaveCount(0);
});
