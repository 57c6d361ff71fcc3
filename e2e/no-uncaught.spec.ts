/**
 * No uncaught error in the browser (issue 18 item 8): a refused delete and a form with client-side
 * errors are shown to the person and end there, not as an uncaught promise in the console.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './support/shell';

function uncaught(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(e.message));
  return seen;
}

test('a refused delete says why in words, and a form with errors stays open: nothing uncaught', async ({ page }) => {
  const errors = uncaught(page);
  await signIn(page, 'uc', ADMIN, '/unit/unitList');
  await page.getByRole('textbox', { name: '单位编码' }).fill('H001');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: /H001/ }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /更\s*多/ }).hover();
  await page.getByRole('menuitem', { name: /删\s*除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/存在关联数据，无法删除：.*用户 \d+ 个/)).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/refused-delete.png' });

  await page.getByRole('button', { name: /新\s*增/ }).first().click();
  const form = page.getByRole('dialog').filter({ hasText: '新增单位' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeVisible();
  await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a row's more menu: tabbing onto it does not open it, pointing at it or clicking it does", async ({ page }) => {
  const errors = uncaught(page);
  await signIn(page, 'uc', ADMIN, '/unit/unitList');
  const more = page.getByRole('row', { name: /H001/ }).first().getByRole('button', { name: /更\s*多/ });
  await expect(more).toBeVisible();
  // Focus fetches the menu's code (RowMore.tsx) without opening it.
  await more.focus();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('menuitem', { name: /删\s*除/ })).toHaveCount(0);
  await more.click();
  await expect(page.getByRole('menuitem', { name: /删\s*除/ })).toBeVisible();
  // Another row's menu opens on the first pointing, its code already here.
  await page.mouse.move(0, 0);
  const other = page.getByRole('row').filter({ has: page.getByRole('button', { name: /更\s*多/ }) }).nth(1).getByRole('button', { name: /更\s*多/ });
  await other.hover();
  await expect(page.getByRole('menuitem', { name: /删\s*除/ }).last()).toBeVisible();
  expect(errors).toEqual([]);
});
