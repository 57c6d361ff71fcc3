/**
 * English all the way through (issue 18 item 4): an en-US walk of the login, apps, shell and 404
 * pages finds no Han characters, except the user data the test itself entered in Chinese (the
 * account's name, its unit's and department's names, and the avatar's initial taken from the name),
 * words a person wrote in a message (marked data-user-text: a notice is read in the language it was
 * written in) and a language's own name in the language switch (marked lang="zh-CN").
 */
import { expect, test, type Page } from '@playwright/test';
import { url, type E2EHost } from './support/constants';
import { createAccount, e2eDb } from './support/db';
import { signIn } from './support/shell';

test.use({ locale: 'en-US' });

const HAN = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** What a reader sees: the title, the text, the alternative texts and labels, minus what is allowed. */
async function hanOutside(page: Page, allowed: readonly string[]): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const el of clone.querySelectorAll('[data-user-text], [lang^="zh"], script, style, noscript')) el.remove();
    const attrs = [...clone.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((el) =>
      ['alt', 'aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, ...clone.innerText.split('\n'), ...attrs];
  });
  return seen
    .map((line) => allowed.reduce((rest, a) => rest.replaceAll(a, ''), line))
    .filter((line) => HAN.test(line));
}

for (const host of ['sso', 'uc', 'demo'] as const satisfies readonly E2EHost[]) {
  test(`the login page of ${host} speaks English`, async ({ page }) => {
    await page.goto(url(host, host === 'sso' ? '/sso' : '/login'));
    await expect(page.getByRole('button', { name: /log\s*in|sign\s*in/i }).first()).toBeVisible();
    expect(await hanOutside(page, [])).toEqual([]);
    await page.screenshot({ path: `tmp/e2e/screens/english-login-${host}.png` });
  });
}

test('the apps page, the shell and the 404 page speak English, but for the names the user was given', async ({ page }) => {
  const account = await createAccount({ unitCode: 'H001' });
  const user = await e2eDb().user.findUniqueOrThrow({ where: { id: account.id }, include: { unit: true, dept: true } });
  const names = [user.name, user.unit.name, user.dept?.name ?? ''].filter(Boolean);
  // The avatar shows the name's first character.
  const allowed = [...names, ...names.map((n) => n.slice(0, 1))];

  await signIn(page, 'sso', account, '/apps');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await hanOutside(page, allowed)).toEqual([]);
  await page.screenshot({ path: 'tmp/e2e/screens/english-apps.png', fullPage: true });

  await page.goto(url('demo', '/index'));
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  expect(await hanOutside(page, allowed)).toEqual([]);
  await page.screenshot({ path: 'tmp/e2e/screens/english-shell.png' });

  await page.goto(url('demo', '/no-such-page'));
  await expect(page.getByText('404').first()).toBeVisible();
  // One language shown: the English words, not the Chinese ones beside them.
  await expect(page.getByText(/Sorry, the page you visited does not exist/).first()).toBeVisible();
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeHidden();
  expect(await hanOutside(page, allowed)).toEqual([]);
  await page.screenshot({ path: 'tmp/e2e/screens/english-404.png' });
});

test('one language per page: after ?language=zh-CN the chrome and the menus are both Chinese, after ?language=en-US both English', async ({ page }) => {
  await signIn(page, 'uc', undefined, '/index?language=en-US');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByText('Users', { exact: true }).first()).toBeVisible();
  // LoginSync has locked the session to en-US; a new language in the URL is the newer lock.
  await page.waitForLoadState('networkidle');
  await page.goto(url('uc', '/index?language=zh-CN'));
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await expect(page.getByText('用户管理').first()).toBeVisible();
  await expect(page.getByText('Users', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'tmp/e2e/screens/one-language-zh.png' });
  await page.waitForLoadState('networkidle');
  await page.goto(url('uc', '/index'));
  await expect(page.getByText('用户管理').first()).toBeVisible();
});

test('a console list in English writes "Name (CODE)" with ASCII parentheses, no full-width punctuation (issue 18)', async ({ page }) => {
  await signIn(page, 'uc', undefined, '/apply/open-list?language=en-US');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Unit' }).first()).toBeVisible();
  const cells = await rows.locator('td').allInnerTexts();
  // The unit and application columns: a name, a space and the code in ASCII parentheses.
  expect(cells.some((c) => /^.+ \([A-Za-z0-9_]+\)$/.test(c.trim()))).toBe(true);
  expect(cells.filter((c) => /[（）：，、；]/.test(c))).toEqual([]);
  await page.screenshot({ path: 'tmp/e2e/screens/english-open-list.png' });
});
