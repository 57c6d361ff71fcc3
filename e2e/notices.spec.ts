/**
 * The notice screen end to end (issue 18 item 2): the administrator composes a notice to unit H001
 * on /message/notice-list with the rich-text editor; an H001 colleague with the shell open gets
 * it live as a pop-up, an H002 colleague does not; the sent list shows it with its counts, which
 * follow the colleague reading it; withdrawing marks it withdrawn; the system tip set and cleared
 * there shows and goes on every open shell. Screenshots in tmp/e2e/screens/.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { at, url } from './support/constants';
import { createAccount, type TestAccount } from './support/db';
import { fillLogin } from './support/login';
import { ADMIN, signIn } from './support/shell';

const SHOTS = 'tmp/e2e/screens';

// Three sign-ins and a console screen's first compile on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** Resolves once the page's live channel has subscribed to `destination`. */
function subscribed(page: Page, destination: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('SUBSCRIBE') && frame.payload.includes(`destination:${destination}\n`)) resolve();
      });
    });
  });
}

/** A fresh colleague of `unitCode` signed in to the demo application's shell, its live channel open. */
async function openShell(browser: Browser, unitCode: string): Promise<Page> {
  const account: TestAccount = await createAccount({ unitCode });
  const page = await (await browser.newContext()).newPage();
  const live = subscribed(page, `/topic/unit/${unitCode}`);
  await page.goto(url('demo', '/index'));
  await fillLogin(page, account);
  await expect(page).toHaveURL(at('demo', '/index'), { timeout: 45_000 });
  await live;
  return page;
}

/** Picks an option of an antd select or tree select by its shown text, typing `search` first. */
async function choose(page: Page, field: Locator, option: string, search: string) {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await field.click();
    await field.fill(search);
    await page.getByTitle(option, { exact: true }).last().click({ timeout: 5_000 });
    await expect(select.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The notice list of the signed-in user of `page`, as their shell reads it. */
async function noticeTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/internal-message/api/backstage/noticeList?firstResult=0&pageSize=50');
    const body = (await res.json()) as { retVal: { datas: { messageTitle: string }[] } };
    return body.retVal.datas.map((d) => d.messageTitle);
  });
}

test('a notice composed on the screen reaches an open shell of its target and not of others; counts and withdraw', async ({ page, browser }) => {
  const [h001, h002] = await Promise.all([openShell(browser, 'H001'), openShell(browser, 'H002')]);
  const title = `客房部例会通知 ${Date.now() % 100000}`;

  await signIn(page, 'uc', ADMIN, '/message/notice-list');
  await expect(page.getByText('消息公告', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '撰写消息' }).click();
  const dialog = page.getByRole('dialog', { name: '撰写消息' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '单位全员' })).toBeChecked();
  await choose(page, dialog.getByLabel('单位', { exact: true }), '锦程国际大酒店（H001）', 'H001');
  await dialog.getByRole('radio', { name: '警告' }).check();
  await dialog.getByLabel('标题', { exact: true }).fill(title);
  const editor = dialog.getByRole('textbox', { name: '内容' });
  await editor.click();
  await editor.pressSequentially('明早 9:00 ');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await editor.pressSequentially('三楼会议室');
  await page.screenshot({ path: `${SHOTS}/notices-compose.png` });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('消息已发布')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The H001 colleague's shell pops it up live, with the bold text kept; the H002 colleague's does not.
  const popup = h001.getByRole('alertdialog', { name: title });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup).toContainText('明早 9:00 三楼会议室');
  await expect(popup.locator('b, strong').filter({ hasText: '三楼会议室' })).toBeVisible();
  await h001.screenshot({ path: `${SHOTS}/notices-h001-popup.png` });
  await expect(h002.getByRole('alertdialog', { name: title })).toHaveCount(0);
  expect(await noticeTitles(h002)).not.toContain(title);
  await h002.screenshot({ path: `${SHOTS}/notices-h002-nothing.png` });

  // The sent list: H001's enabled users, the colleague's shell loaded it, nobody read it yet.
  const row = page.getByRole('row').filter({ hasText: title });
  // Counts are read when the list loads: query again until the shells' loads and reads show.
  const rowShows = (text: string | RegExp) =>
    expect(async () => {
      await page.getByRole('button', { name: /查\s*询/ }).click();
      await expect(row).toContainText(text, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  await rowShows(/已收 [1-9]\d* \/ 已读 0/);
  await expect(row).toContainText('单位 锦程国际大酒店（H001）');
  await expect(row).toContainText('警告');
  await page.screenshot({ path: `${SHOTS}/notices-sent-list.png` });

  // Read on the shell: the count follows.
  await popup.getByRole('button', { name: '我知道了' }).click();
  await expect(popup).toBeHidden();
  await rowShows('已读 1');

  // Withdraw, confirmed: the row says so and offers no second withdrawal.
  await row.getByRole('button', { name: '撤回' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '撤回“' });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toContainText('已撤回');
  await expect(row.getByRole('button', { name: '撤回' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/notices-withdrawn.png` });
  // The colleague read it before the withdrawal, so it stays in their notices (docs/decisions/099).
  expect(await noticeTitles(h001)).toContain(title);

  // The system tip, set on the same screen, shows on every shell at once (the H002 one too), and goes when cleared.
  const tipTitle = `今晚 23:00 系统维护 ${Date.now() % 100000}`;
  await page.getByText('设置系统提示').click();
  const tipDialog = page.getByRole('dialog', { name: '系统提示' });
  await tipDialog.getByLabel('标题', { exact: true }).fill(tipTitle);
  await tipDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('系统提示已发布')).toBeVisible();
  const banner = h002.getByRole('alert').filter({ hasText: tipTitle });
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await h002.screenshot({ path: `${SHOTS}/notices-system-tip.png` });
  await page.getByText('清除系统提示').click();
  await page.getByRole('dialog').filter({ hasText: '清除当前的系统提示' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('系统提示已清除')).toBeVisible();
  await expect(banner).toBeHidden({ timeout: 10_000 });

  await Promise.all([h001.context().close(), h002.context().close()]);
});
