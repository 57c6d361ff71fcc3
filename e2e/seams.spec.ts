/**
 * Issue 18's remaining console and sign-in items (docs/decisions/104), against the production server:
 * 7. the image captcha a unit's LOCKOUT limit asks for after some wrong passwords, in both languages;
 * 8. a header click sorts a list on the server across pages; the fixed action column does not lie
 *    over the last data column at 1366 and 1440 px; the department page keeps its user list on
 *    screen at 1366x768 inside the shell.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readCaptcha } from '../tests/support/captcha-reader';
import { at, url } from './support/constants';
import { createAccount, e2eDb } from './support/db';
import { waitForHydration } from './support/login';
import { ADMIN, hostUrl, signIn } from './support/shell';

const SHOTS = 'tmp/e2e/screens';

const TEXTS = {
  'zh-CN': {
    path: '/sso',
    unit: '单位编码',
    account: '账号',
    password: '密码',
    consent: /用户协议/,
    login: /^登\s*录$/,
    captcha: '图形验证码',
    asked: '本次登录需要输入图形验证码',
    required: '请输入图形验证码',
    wrong: '图形验证码错误或已失效，请重新输入',
  },
  'en-US': {
    path: '/sso?language=en-US',
    unit: 'Unit code',
    account: 'Account',
    password: 'Password',
    consent: /User Agreement/i,
    login: /^Log ?in$/,
    captcha: 'Image captcha',
    asked: 'This login needs the characters of the image',
    required: 'Please enter the image captcha',
    wrong: 'The image captcha is wrong or expired, please enter the new one',
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a captcha is asked before the lock, refused when wrong, and lets the right password in (${locale})`, async ({ page }) => {
    const x = TEXTS[locale];
    // A unit of its own with a LOCKOUT limit: 5 wrong passwords lock, a captcha after 2.
    const account = await createAccount({ unitCode: 'TRV01' });
    const unit = await e2eDb().unit.findUniqueOrThrow({ where: { code: 'TRV01' } });
    if (!(await e2eDb().loginLimit.findFirst({ where: { unitId: unit.id, type: 'LOCKOUT', captchaFailures: 2 } }))) {
      await e2eDb().loginLimit.create({ data: { unitId: unit.id, type: 'LOCKOUT', maxFailures: 5, lockMinutes: 0, captchaFailures: 2, updatedBy: 'e2e' } });
    }

    await page.goto(url('sso', x.path));
    await waitForHydration(page);
    await page.getByLabel(x.unit).fill(account.unitCode);
    await page.getByLabel(x.account, { exact: true }).fill(account.userCode);
    await page.getByRole('checkbox', { name: x.consent }).check();
    const password = page.getByLabel(x.password, { exact: true });
    const login = page.getByRole('button', { name: x.login });

    // Two wrong passwords: plain refusals, no captcha yet.
    for (const wrong of ['Wrong#1x', 'Wrong#2x']) {
      await password.fill(wrong);
      const answer = page.waitForResponse((r) => r.url().includes('/sso/login'));
      await login.click();
      expect(((await (await answer).json()) as { result: number }).result).toBe(40100);
    }
    await expect(page.getByLabel(x.captcha)).toHaveCount(0);

    // The third attempt, even with the right password, is asked for a captcha first.
    await password.fill(account.password);
    await login.click();
    await expect(page.getByText(x.asked)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: x.required })).toBeVisible();
    const image = page.getByRole('img', { name: x.captcha });
    await expect(image).toBeVisible();
    const first = (await image.getAttribute('src'))!;
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);
    await page.screenshot({ path: `${SHOTS}/login-captcha-${locale}.png`, fullPage: true });

    // An empty captcha is refused by the form; a wrong one by the server, with a new image.
    await login.click();
    await expect(page.getByText(x.required).last()).toBeVisible();
    await page.getByLabel(x.captcha).fill('ZZZZ');
    await login.click();
    await expect(page.getByRole('alert').filter({ hasText: x.wrong })).toBeVisible();
    await expect(image).not.toHaveAttribute('src', first);
    await expect(page.getByLabel(x.captcha)).toHaveValue('');
    await page.screenshot({ path: `${SHOTS}/login-captcha-wrong-${locale}.png`, fullPage: true });

    // The right characters of the image shown and the right password sign in.
    await page.getByLabel(x.captcha).fill(readCaptcha((await image.getAttribute('src'))!));
    await login.click();
    await expect(page).toHaveURL(at('sso', '/apps'));
    const user = await e2eDb().user.findUniqueOrThrow({ where: { id: account.id } });
    expect(user.locked).toBe(false);
  });
}

/** The texts of a column's cells on the current page (the header's index counted among the header cells). */
async function columnTexts(page: Page, header: Locator): Promise<string[]> {
  const table = page.locator('.ant-table').first();
  const headers = table.locator('thead th');
  const count = await headers.count();
  let index = -1;
  for (let i = 0; i < count; i++) if ((await headers.nth(i).textContent())?.trim() === (await header.textContent())?.trim()) index = i;
  expect(index).toBeGreaterThanOrEqual(0);
  const rows = table.locator('tbody tr.ant-table-row');
  const texts: string[] = [];
  for (let r = 0; r < (await rows.count()); r++) texts.push(((await rows.nth(r).locator('td').nth(index).textContent()) ?? '').trim());
  return texts;
}

test('a header click sorts the user list on the server, across pages, both ways', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'uc', ADMIN, '/user/user-list?language=zh-CN');
  const header = page.locator('.ant-table thead th').filter({ hasText: /^用户编码$/ }).first();
  await expect(header).toBeVisible();
  expect(await e2eDb().user.count()).toBeGreaterThan(20);
  // Other specs may add users meanwhile (their codes start with e2e_): the ends of the set do not move.
  const ends = async () => {
    const codes = (await e2eDb().user.findMany({ select: { code: true } })).map((u) => u.code).sort();
    return { min: codes[0]!, max: codes[codes.length - 1]! };
  };
  const firstRow = page.locator('.ant-table tbody tr.ant-table-row').first();
  const isSorted = (xs: string[], dir: 1 | -1) => xs.every((x, i) => i === 0 || dir * (x < xs[i - 1]! ? -1 : x > xs[i - 1]! ? 1 : 0) >= 0);

  const sorted = page.waitForRequest((r) => r.url().includes('/api/uc/user/users') && (r.postData() ?? '').includes('"sortField":"code"'));
  await header.click();
  expect(JSON.parse((await sorted).postData()!)).toMatchObject({ sortField: 'code', sortOrder: 'ascend', firstResult: 0 });
  await expect(firstRow.locator('td').nth(1)).toHaveText((await ends()).min);
  const page1 = await columnTexts(page, header);
  expect(page1.length).toBeGreaterThan(1);
  expect(isSorted(page1, 1)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/users-sorted-by-code.png` });

  // Page 2 continues the whole set's order (the server sorted the set, not the page).
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(firstRow.locator('td').nth(1)).not.toHaveText(page1[0]!);
  const page2 = await columnTexts(page, header);
  expect(isSorted(page2, 1)).toBe(true);
  expect(page2[0]! > page1[page1.length - 1]!).toBe(true);

  // A second click: descending, back on page 1, starting with the last code of the set.
  await header.click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  await expect(firstRow.locator('td').nth(1)).toHaveText((await ends()).max);
  expect(isSorted(await columnTexts(page, header), -1)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/users-sorted-by-code-descending.png` });
});

/**
 * Scrolled fully right (where the last data column is), the last data cell of the first row ends
 * before the fixed action cell begins: the table scrolls instead of the action column lying over
 * data. (Scrolled elsewhere, columns pass beneath the fixed one, as any scrolled table does.)
 */
async function expectActionsClear(page: Page, label: string): Promise<void> {
  const row = page.locator('.ant-table tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const action = row.locator('td.ant-table-cell-fix-end').last();
  const last = row.locator('td:not(.ant-table-cell-fix-end)').last();
  await page.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await page.waitForTimeout(150);
  const a = (await action.boundingBox())!;
  const l = (await last.boundingBox())!;
  const table = (await page.locator('.ant-table').first().boundingBox())!;
  const detail = `${label}: last data cell ${JSON.stringify(l)}, action cell ${JSON.stringify(a)}, table ${JSON.stringify(table)}`;
  expect(l.x + l.width, detail).toBeLessThanOrEqual(a.x + 0.5);
  // Both in view, the action cell inside the table's box.
  expect(l.x, detail).toBeGreaterThanOrEqual(table.x - 0.5);
  expect(a.x + a.width, detail).toBeLessThanOrEqual(table.x + table.width + 0.5);
}

for (const width of [1366, 1440]) {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`the fixed action column covers no data at ${width} px on the widest lists (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'uc', ADMIN, `/user/user-list?language=${locale}`);
      await expectActionsClear(page, `users ${width} ${locale}`);
      await page.screenshot({ path: `${SHOTS}/users-actions-${width}-${locale}.png` });
      for (const path of ['/unit/unitList', '/login-limit/login-limit-list', '/config/parameter-config']) {
        if ((await page.goto(hostUrl('uc', `${path}?language=${locale}`)))?.status() !== 200) continue;
        await expectActionsClear(page, `${path} ${width} ${locale}`);
      }
    });
  }
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the department page keeps its user list on screen at 1366x768 inside the shell (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'uc', ADMIN, `/index?identity=uc_unit_depart&language=${locale}`);
    const frame = page.getByRole('main').locator('iframe').contentFrame();
    const table = frame.locator('.ant-table').first();
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.waitForTimeout(300);
    const box = (await table.boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    const inner = await frame.locator('html').evaluate(() => window.scrollY);
    await page.screenshot({ path: `${SHOTS}/departments-1366x768-${locale}.png` });
    expect(scrolled).toBe(0);
    expect(inner).toBe(0);
    // The list's table starts on screen, beside the tree (not below it), with its header and rows visible.
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + 120, `table at ${JSON.stringify(box)}`).toBeLessThanOrEqual(768);
    expect(box.x).toBeGreaterThan(300);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
  });
}

const LIMIT_TEXTS = {
  'zh-CN': { rule: '错误 2 次后需输入图形验证码', create: /新\s*增/, dialog: '新增登录限制', field: '验证码前错误次数', help: /密码错误达到此次数后，登录需输入图形验证码/ },
  'en-US': { rule: 'image captcha after 2 wrong passwords', create: /\bAdd$/, dialog: 'New login limit', field: 'Wrong passwords before captcha', help: /asks for an image captcha/ },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the login limits screen shows and edits the captcha count (${locale})`, async ({ page }) => {
    const x = LIMIT_TEXTS[locale];
    const unit = await e2eDb().unit.findUniqueOrThrow({ where: { code: 'TRV01' } });
    if (!(await e2eDb().loginLimit.findFirst({ where: { unitId: unit.id, type: 'LOCKOUT', captchaFailures: 2 } }))) {
      await e2eDb().loginLimit.create({ data: { unitId: unit.id, type: 'LOCKOUT', maxFailures: 5, lockMinutes: 0, captchaFailures: 2, updatedBy: 'e2e' } });
    }
    await signIn(page, 'uc', ADMIN, `/login-limit/login-limit-list?language=${locale}`);
    await expect(page.getByRole('row').filter({ hasText: 'TRV01' }).filter({ hasText: x.rule }).first()).toBeVisible();
    await page.getByRole('button', { name: x.create }).first().click();
    const dialog = page.getByRole('dialog', { name: x.dialog });
    await expect(dialog.getByLabel(x.field)).toBeVisible();
    await expect(dialog.getByText(x.help)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-limit-captcha-${locale}.png` });
  });
}
