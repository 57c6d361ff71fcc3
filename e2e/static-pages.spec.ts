/**
 * The sign-in pages that do not depend on the visitor (login, SSO login, agreement, error pages):
 * rendered per host and locale, served unchanged to every visitor, under a strict CSP.
 */
import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E, url } from './support/constants';
import { fillLogin } from './support/login';

type Host = 'sso' | 'uc' | 'demo';

/** Node cannot resolve *.localhost: ask 127.0.0.1 with the host in the Host header. */
function get(host: Host, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: E2E.port, path, headers: { host: `${host}.localhost:${E2E.port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * Collects CSP violations: Chromium's console report of every page the test visits, and the
 * securitypolicyviolation events of the current page (listener installed before any page script).
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

const BRAND: Record<Host, string> = { sso: 'rgb(15, 118, 110)', uc: 'rgb(22, 119, 255)', demo: 'rgb(124, 58, 237)' };
// Hosts that sign in through the SSO host show their own login page only with an SSO error to report.
const LOGIN_PATH: Record<Host, string> = { sso: '/sso', uc: '/login?ssoError=53012', demo: '/login?ssoError=53012' };

const TEXTS = {
  'zh-CN': { welcome: '欢迎登录', unit: '单位编码', account: '账号', password: '密码', remember: '记住我', forgot: '忘记密码？', login: '登录', demo: '演示环境', ssoFailed: '单点登录失败', e53012: '单位未开通该应用或应用已停用', required: '请输入单位编码' },
  'en-US': { welcome: 'Welcome back', unit: 'Unit code', account: 'Account', password: 'Password', remember: 'Remember me', forgot: 'Forgot password?', login: 'Log in', demo: 'Demo environment', ssoFailed: 'Single sign-on failed', e53012: 'unit has not opened the application or the application is disabled', required: 'Please enter the unit code' },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    for (const host of ['sso', 'uc', 'demo'] as const) {
      test(`the login page of ${host}.localhost renders in its theme, works, and breaks no CSP rule`, async ({ page }) => {
        const violations = await watchCsp(page);
        const response = await page.goto(url(host, LOGIN_PATH[host]));
        expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
        const tx = TEXTS[locale];
        await expect(page.getByRole('heading', { name: tx.welcome, exact: true })).toBeVisible();
        await expect(page.getByLabel(tx.unit, { exact: true })).toBeVisible();
        await expect(page.getByLabel(tx.account, { exact: true })).toBeVisible();
        await expect(page.getByLabel(tx.password, { exact: true })).toBeVisible();
        await expect(page.getByText(tx.remember, { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: tx.forgot, exact: true })).toBeVisible();
        // The e2e server runs with DEMO=true: the page says so.
        await expect(page.getByRole('note', { name: tx.demo })).toBeVisible();
        if (host !== 'sso') {
          await expect(page.getByRole('alert').filter({ hasText: tx.ssoFailed })).toContainText(tx.e53012);
        }
        const login = page.getByRole('button', { name: tx.login, exact: true });
        await expect(login).toHaveCSS('background-color', BRAND[host]);
        // Scripts ran under the policy: client-side validation answers the click.
        await login.click();
        await expect(page.getByText(tx.required, { exact: true })).toBeVisible();
        await page.screenshot({ path: `tmp/e2e/screens/static-login-${host}-${locale}.png`, fullPage: true });
        expect(await violations()).toEqual([]);
      });
    }

    test('the agreement and the error pages render on every host and break no CSP rule', async ({ page }) => {
      const violations = await watchCsp(page);
      const zh = locale === 'zh-CN';
      await page.goto(url('uc', '/agreement'));
      await expect(page.getByRole('heading', { level: 1, name: zh ? '用户协议与隐私政策' : 'User agreement and privacy policy' })).toBeVisible();
      const pages: [string, string, string][] = [
        ['/403', '403', zh ? '无权限查看该页面' : 'No permission to view the page'],
        ['/404', '404', zh ? '抱歉，您访问的页面不存在' : 'Sorry, the page you visited does not exist'],
        ['/500', '500', zh ? '抱歉，服务器出错了' : 'Sorry, something went wrong on the server'],
        ['/501', '501', zh ? '抱歉，服务器暂不支持该功能' : 'Sorry, the server does not support this function yet'],
      ];
      for (const host of ['sso', 'demo'] as const) {
        for (const [path, title, description] of pages) {
          await page.goto(url(host, path));
          await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
          await expect(page.getByText(description, { exact: true })).toBeVisible();
          await expect(page.getByRole('link', { name: zh ? '返回首页' : 'Back to home' })).toHaveAttribute('href', '/');
        }
      }
      expect(await violations()).toEqual([]);
    });
  });
}

test('the login page is not rendered again per request: two visits get the same bytes from the kept copy', async () => {
  const first = await get('sso', '/sso', { 'accept-language': 'zh-CN' });
  const second = await get('sso', '/sso', { 'accept-language': 'zh-CN' });
  expect(first.status).toBe(200);
  expect(second.body.equals(first.body)).toBe(true);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['x-concierge-page-cache']).toBe('HIT');
  // A visit-specific query does not make another page.
  const withQuery = await get('sso', '/sso?appCode=DEMO&redirect=http%3A%2F%2Fdemo.localhost%2Findex', { 'accept-language': 'zh-CN' });
  expect(withQuery.body.equals(first.body)).toBe(true);
  expect(first.body.length).toBeLessThan(40 * 1024);
  // The browser revalidates by ETag.
  expect((await get('sso', '/sso', { 'accept-language': 'zh-CN', 'if-none-match': String(first.headers.etag) })).status).toBe(304);
  // The other language is another page.
  const english = await get('sso', '/sso', { 'accept-language': 'en-US' });
  expect(english.body.equals(first.body)).toBe(false);
  expect(english.body.toString()).toContain('lang="en-US"');
});

test('the internal address of the static pages is not reachable from outside', async () => {
  expect((await get('sso', '/prerendered/sso.localhost/zh-CN/login')).status).toBe(404);
});

test('a signed-in page, and an unknown address seen signed in, break no CSP rule either (nonce policy)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto(url('sso'));
  await fillLogin(page, { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' });
  await expect(page).toHaveURL(/\/apps/);
  await expect(page.getByText('系统管理员').first()).toBeVisible();
  const response = await page.reload();
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await expect(page.getByText('系统管理员').first()).toBeVisible();
  const missing = await page.goto(url('sso', '/no-such-page'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the favicon is a real icon and unknown addresses get a small 404', async ({ page }) => {
  const icon = await get('uc', '/favicon.ico');
  expect(icon.status).toBe(200);
  expect(icon.headers['content-type']).toMatch(/^image\//);
  expect(icon.body.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))).toBe(true);
  await page.goto(url('uc', '/agreement'));
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);

  const missing = await get('uc', '/no-such-file.png');
  expect(missing.status).toBe(404);
  expect(missing.body.toString()).toContain('页面不存在');
  expect(missing.body.length).toBeLessThan(12 * 1024);
});
