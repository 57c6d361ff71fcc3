/**
 * The shell's user operation menu (portal.md section 2): the intro guide of a first login, logo
 * management and the tab icon, the translation editor renaming a menu.
 */
import { expect, test } from '@playwright/test';
import { createAccount } from './support/db';
import { hostUrl, signIn, setTranslation } from './support/shell';

/** A 1x1 PNG, and the same image wrapped as an .ico (ICONDIR + one entry + PNG data). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(1, 6);
  header.writeUInt8(1, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const GUIDE = {
  'zh-CN': { prompt: '首次登录，请修改密码!', cancel: /取\s*消/, text: '首次登录，建议您点击这里修改密码。', ok: '知道了', item: '修改密码', menu: '用户菜单' },
  'en-US': { prompt: 'This is your first login, please change your password!', cancel: 'Cancel', text: 'This is your first login: click here to change your password.', ok: 'Got it', item: 'Change password', menu: 'User menu' },
} as const;

// The user center is where a first login may put the change off (elsewhere it is mandatory and
// the prompt cannot be closed): its default layout (uc) and its customer variant (summit).
for (const host of ['uc', 'summit'] as const) {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test.describe(`intro guide on ${host} in ${locale}`, () => {
      test.use({ locale });
      const g = GUIDE[locale];

      test('the intro guide points a newbie (first login) at update password', async ({ page }) => {
        // A newbie of its own (the seeded `newbie` is changed by the password spec running alongside).
        const newbie = await createAccount({ unitCode: 'H001', firstLogin: true });
        await signIn(page, host, newbie);
        const prompt = page.getByRole('dialog').filter({ hasText: g.prompt });
        await expect(prompt).toBeVisible();
        await prompt.getByRole('button', { name: g.cancel }).click();
        await expect(prompt).toHaveCount(0);

        // The guide's step: its title, its text and its button, beside the entry.
        const text = page.getByText(g.text);
        await expect(text).toBeVisible();
        const guide = page.locator('*', { has: text }).filter({ has: page.getByRole('button', { name: g.ok }) }).last();
        await expect(guide.getByText(g.item, { exact: true })).toBeVisible();
        const item = page.getByRole('menuitem', { name: g.item });
        await expect(item).toBeVisible();
        // The guide stands right beside the update-password entry, beside the menu (to its left where
        // the menu opens at the top right, to its right where it opens in the left column), covering
        // none of the menu's entries.
        const [box, target, menu] = await Promise.all([guide.boundingBox(), item.boundingBox(), page.getByRole('menu').last().boundingBox()]);
        expect(box && target && menu).toBeTruthy();
        const leftOf = box!.x + box!.width <= menu!.x + 1;
        const rightOf = box!.x >= menu!.x + menu!.width - 1;
        expect(leftOf || rightOf).toBe(true);
        expect(leftOf ? menu!.x - (box!.x + box!.width) : box!.x - (menu!.x + menu!.width)).toBeLessThan(40);
        expect(box!.y < target!.y + target!.height && box!.y + box!.height > target!.y).toBe(true);
        await page.screenshot({ path: `tmp/e2e/screens/shell-guide-${host}-${locale}.png` });
        await guide.getByRole('button', { name: g.ok }).click();
        await expect(text).toHaveCount(0);

        // Shown once: a reload does not bring it back.
        await page.reload();
        await expect(page.getByRole('button', { name: g.menu })).toBeVisible();
        await expect(page.getByText(g.text)).toHaveCount(0);
      });
    });
  }
}

test('a logo upload changes the tab icon and the header logo, and deleting it puts them back', async ({ page }) => {
  const account = await createAccount({ unitCode: 'H002' });
  await signIn(page, 'demo', account);
  const icon = page.locator('link[rel~="icon"]').first();
  await expect(icon).not.toHaveAttribute('href', /\/files\//);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '更换Logo' }).click();
  const dialog = page.getByRole('dialog', { name: '更换Logo' });
  await dialog.getByRole('tab', { name: '图标替换' }).click();

  // Only .ico is taken for the icon.
  let chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '上传图标' }).click();
  await (await chooser).setFiles({ name: 'tab.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('图标只能上传 .ico 文件')).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '上传图标' }).click();
  await (await chooser).setFiles({ name: 'tab.ico', mimeType: 'image/x-icon', buffer: icoOf(PNG) });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(icon).toHaveAttribute('href', /^\/files\/[A-Za-z0-9_-]+$/);
  const href = await icon.getAttribute('href');
  const served = await page.evaluate(async (h) => {
    const r = await fetch(h!);
    return { status: r.status, type: r.headers.get('content-type') };
  }, href);
  expect(served).toEqual({ status: 200, type: 'image/x-icon' });

  await dialog.getByRole('tab', { name: 'Logo' }).click();
  chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '上传 Logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: '当前 Logo' })).toHaveAttribute('src', /^\/files\//);
  await page.screenshot({ path: 'tmp/e2e/screens/shell-logo.png' });

  // The icon survives a reload: the server renders it.
  await page.reload();
  await expect(page.locator('link[rel~="icon"]').first()).toHaveAttribute('href', href!);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '更换Logo' }).click();
  await dialog.getByRole('tab', { name: '图标替换' }).click();
  await dialog.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.locator('link[rel~="icon"]').first()).not.toHaveAttribute('href', href!);
});

test.describe('translation editor in en-US', () => {
  test.use({ locale: 'en-US' });

  test('a translation saved in the editor renames the menu', async ({ page }) => {
    await signIn(page, 'demo');
    const top = page.getByRole('navigation', { name: 'First-level menus' });
    await expect(top.getByRole('button', { name: 'Group notice board' })).toBeVisible();
    try {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Translations' }).click();
      const editor = page.getByRole('dialog', { name: 'Translations' });
      await editor.getByRole('textbox', { name: 'Enter text' }).fill(' demo_group_notice ');
      await editor.getByRole('button', { name: 'Search' }).click();
      const cell = editor.getByRole('button', { name: 'Group notice board' });
      await expect(cell).toBeVisible();
      // The locale cannot change while an edit is pending.
      await cell.dblclick();
      await editor.getByRole('textbox', { name: 'demo_group_notice' }).fill('Group bulletin');
      await editor.getByRole('textbox', { name: 'demo_group_notice' }).press('Enter');
      await expect(editor.getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect(editor.getByRole('combobox', { name: 'Language' })).toBeDisabled();
      await page.screenshot({ path: 'tmp/e2e/screens/translation-editor-en.png' });
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await editor.getByRole('button', { name: 'Close' }).first().click();
      await expect(top.getByRole('button', { name: 'Group bulletin' })).toBeVisible();
      // Kept on the server: a reload shows the new name too.
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'First-level menus' }).getByRole('button', { name: 'Group bulletin' })).toBeVisible();
    } finally {
      await setTranslation('DEMO', 'en-US', 'demo_group_notice', 'Group notice board');
    }
  });
});

test('the translation editor in zh-CN: 检索, 双击输入, 撤销, 没有修改任何内容, 有未保存的内容！', async ({ page }) => {
  await signIn(page, 'demo');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '翻译编辑' }).click();
  const editor = page.getByRole('dialog', { name: '翻译编辑' });
  await editor.getByRole('button', { name: '保 存' }).or(editor.getByRole('button', { name: '保存' })).click();
  await expect(page.getByText('没有修改任何内容')).toBeVisible();

  await editor.getByRole('checkbox', { name: '仅显示未翻译' }).check();
  await editor.getByRole('checkbox', { name: '仅显示未翻译' }).uncheck();
  await editor.getByRole('textbox', { name: '输入文本' }).fill('demo_room_status');
  await editor.getByRole('button', { name: '检 索' }).or(editor.getByRole('button', { name: '检索' })).click();
  const cell = editor.getByRole('button', { name: 'Room status' });
  await cell.dblclick();
  await editor.getByRole('textbox', { name: 'demo_room_status' }).fill('Room board');
  await editor.getByRole('textbox', { name: 'demo_room_status' }).blur();
  await editor.getByRole('button', { name: '撤 销' }).or(editor.getByRole('button', { name: '撤销' })).click();
  await expect(editor.getByRole('button', { name: 'Room status' })).toBeVisible();

  await editor.getByRole('button', { name: 'Room status' }).dblclick();
  await editor.getByRole('textbox', { name: 'demo_room_status' }).fill('Room board');
  await editor.getByRole('textbox', { name: 'demo_room_status' }).press('Enter');
  await expect(editor.getByTitle('双击输入').first()).toBeVisible();
  await editor.getByRole('button', { name: '关 闭' }).or(editor.getByRole('button', { name: '关闭' })).first().click();
  await expect(page.getByText('有未保存的内容！').filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: '继续编辑' }).click();
  await expect(editor).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/translation-editor-zh.png' });
});

test('switching language re-logs in and shows the shell in the other language', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'iwork');
  await expect(page.getByRole('navigation', { name: '一级菜单' }).getByText('前台业务')).toBeVisible();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '切换语言' }).click();
  const dialog = page.getByRole('dialog', { name: '选择语言' });
  const started = Date.now();
  await dialog.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('正在切换语言…')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'First-level menus' }).getByText('Front office')).toBeVisible({ timeout: 30_000 });
  // The 'switching language' state lasts at least two seconds.
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch language' }).click();
  await page.getByRole('dialog', { name: 'Select language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('navigation', { name: '一级菜单' }).getByText('前台业务')).toBeVisible({ timeout: 30_000 });
});

test('a backdoor user changes unit: 请选择单位! without a choice, then the chosen unit', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'iwork', { unitCode: 'HQ', userCode: 'support', password: 'Support@2026' });
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '切换单位' }).click();
  const dialog = page.getByRole('dialog', { name: '切换单位' });
  await expect(dialog.getByRole('cell', { name: 'H002', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('请选择单位!')).toBeVisible();
  await dialog.getByRole('cell', { name: 'H002', exact: true }).click();
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('锦程西湖度假酒店').first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'tmp/e2e/screens/shell-unit-changed.png' });
});

test('exit ends the session and clears local storage except noShowNewUcNotice, SYS_LANG and SYS_LANG_MESSAGE', async ({ page }) => {
  const account = await createAccount({ unitCode: 'H001' });
  // A host with its own sign-in page, so the page stays on the origin whose storage is checked.
  await signIn(page, 'iwork', account);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  // What a signed-in shell keeps: the stored login, apps, menus and the translation cache.
  await expect.poll(() => page.evaluate(() => ['SYS_APP', 'SYS_APP_LIST', 'SYS_APP_MENU', 'SYS_LANG_MESSAGE'].filter((k) => localStorage.getItem(k) !== null))).toEqual(['SYS_APP', 'SYS_APP_LIST', 'SYS_APP_MENU', 'SYS_LANG_MESSAGE']);
  await page.evaluate(() => {
    localStorage.setItem('noShowNewUcNotice', 'true');
    localStorage.setItem('SYS_LANG', '"zh-CN"');
    localStorage.setItem('someOtherState', '1');
  });

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['SYS_LANG', 'SYS_LANG_MESSAGE', 'noShowNewUcNotice']);
  // The session is gone: the shell sends the browser back to sign in.
  await page.goto(hostUrl('iwork', '/index'));
  await expect(page).toHaveURL(/\/login/);
});
