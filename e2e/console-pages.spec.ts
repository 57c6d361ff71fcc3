/**
 * Console pages follow the menus (issue 17, item 10; docs/decisions/095), against the production
 * server: every screen of the table answers 200 exactly to the users whose shell shows the menu
 * that opens it and 403 to the others (the real status, the 403 page in both languages), and a
 * user's deletion sends the user's id alone in its URL.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREEN_KEYS, screenOf, type ScreenKey } from '../lib/console/screens';
import type { MenuNode } from '../lib/contracts/auth';
import { createAccount, e2eDb } from './support/db';
import { ADMIN, hostUrl, signIn, userRowActions, type Account } from './support/shell';

const SHOTS = 'tmp/e2e/screens';
const HOTEL_ADMIN: Account = { unitCode: 'H001', userCode: 'h001admin', password: 'Demo@2026' };
const APP_ADMIN: Account = { unitCode: 'HQ', userCode: 'appadmin', password: 'Demo@2026' };
const FRONTDESK: Account = { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' };

/** The statuses of GET requests the page makes from its own origin (the browser resolves *.localhost; Node does not), redirects not followed. */
function statusesOf(page: Page, paths: string[]): Promise<number[]> {
  return page.evaluate(async (list) => {
    const statuses: number[] = [];
    for (const p of list) statuses.push((await fetch(p, { redirect: 'manual' })).status);
    return statuses;
  }, paths);
}

/** The menus the shell shows this page's user, and whether they are a super administrator. */
async function shownTo(page: Page): Promise<{ names: Set<string>; paths: Set<string>; superAdmin: boolean }> {
  const login = (await page.evaluate(async () => (await fetch('/api/uc/user/getLoginByToken')).json())) as { result: number; retVal: { menus: MenuNode[]; user: { type: string } } };
  expect(login.result).toBe(0);
  const names = new Set<string>();
  const paths = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (names.add(n.name), n.path.startsWith('/') && paths.add(n.path.split('?')[0]!), walk(n.children)));
  walk(login.retVal.menus);
  return { names, paths, superAdmin: login.retVal.user.type === 'SUPER_ADMIN' };
}

for (const [label, account] of [
  ['the super administrator', ADMIN],
  ['a hotel administrator', HOTEL_ADMIN],
  ['an application administrator', APP_ADMIN],
  ['an ordinary user', FRONTDESK],
] as const) {
  test(`every console screen answers ${label} 200 when the shell shows its menu, 403 otherwise`, async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'uc', account, '/index');
    const shown = await shownTo(page);
    const opens = (k: ScreenKey): boolean => {
      const s = screenOf(k);
      return shown.superAdmin || (s.menu !== undefined && shown.names.has(s.menu.name)) || shown.paths.has(s.path) || (s.within ?? []).some(opens);
    };
    const paths = SCREEN_KEYS.map((k) => screenOf(k).path);
    const statuses = await statusesOf(page, paths);
    expect(paths.map((p, i) => `${p} ${statuses[i]}`)).toEqual(SCREEN_KEYS.map((k, i) => `${paths[i]} ${opens(k) ? 200 : 403}`));
  });
}

test('the issue’s cases get the 403 page, in either language', async ({ page }) => {
  await signIn(page, 'uc', HOTEL_ADMIN, '/index');
  // The application list, its macros and the resource tree, typed in the address bar.
  for (const path of ['/apply/applyList', '/apply/applyConfigList?appId=1', '/apply/resourceList']) {
    const response = await page.goto(hostUrl('uc', `${path}${path.includes('?') ? '&' : '?'}language=zh-CN`));
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText('无权限查看该页面')).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/console-403-zh-CN.png` });
  const response = await page.goto(hostUrl('uc', '/apply/applyList?language=en-US'));
  expect(response?.status()).toBe(403);
  await expect(page.getByText('No permission to view the page')).toBeVisible();
  await expect(page).toHaveTitle(/403/);
  await page.screenshot({ path: `${SHOTS}/console-403-en-US.png` });
  // What the hotel administrator's menus do show still opens.
  expect((await page.goto(hostUrl('uc', '/unit/manageUnit?language=zh-CN')))?.status()).toBe(200);
});

test('deleting a user sends the id alone: no name, code, mobile or e-mail in the URL', async ({ page }) => {
  const account = await createAccount({ unitCode: 'H001' });
  const user = await e2eDb().user.update({ where: { id: account.id }, data: { mobile: `136${String(Date.now()).slice(-8)}` } });
  await signIn(page, 'uc', ADMIN, '/user/user-list');
  const row = await userRowActions(page, account.userCode);
  await page.getByRole('menuitem', { name: /删\s*除/ }).click();
  const sent = page.waitForRequest((r) => r.method() === 'DELETE');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  const url = new URL((await sent).url());
  expect(url.pathname).toBe(`/api/uc/user/delUser/${account.id}`);
  expect(url.search).toBe('');
  await expect(row).toHaveCount(0);
  expect(await e2eDb().user.findUnique({ where: { id: user.id } })).toBeNull();
});
