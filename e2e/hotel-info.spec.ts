/**
 * Hotel information end to end (issue 18, hotel information fit for real use), in zh-CN and en-US:
 * an administrator picks a country, province, city and district from the maintained lists, clicks
 * the Leaflet map (tiles from the local stub of e2e/support/tile-stub.ts) and sees the coordinates,
 * is refused an out-of-range latitude, writes the description in the rich-text editor, is told which
 * facility rows repeat, saves, reloads and finds it all. Screenshots in tmp/e2e/screens/.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from './support/constants';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/shell';

const SHOTS = 'tmp/e2e/screens';

// A console screen's first compile and a map on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

type Words = {
  locale: 'zh-CN' | 'en-US';
  unit: string;
  tabs: { basic: string; lngLat: string; facilities: string; positions: string; richInfo: string };
  labels: { country: string; province: string; city: string; district: string; lng: string; lat: string; map: string; description: string; bold: string; preview: string; addFacility: string };
  place: { country: [shown: string, search: string]; province: string; city: string; district: string };
  save: RegExp;
  saved: string;
  latRange: string;
  rowCode: (n: number) => string;
  rowName: (n: number) => string;
  positionRow: (n: number) => [name: string, type: string];
  removeRow: (n: number) => string;
  duplicate: RegExp;
  text: [plain: string, bold: string];
};

const ZH: Words = {
  locale: 'zh-CN',
  unit: 'H002',
  tabs: { basic: '基本信息', lngLat: '坐标', facilities: '酒店设施', positions: '周边位置', richInfo: '酒店介绍' },
  labels: { country: '国家', province: '省份', city: '城市', district: '区县', lng: '经度', lat: '纬度', map: '坐标选取地图', description: '酒店介绍', bold: '加粗', preview: '已保存内容预览', addFacility: '添加设施' },
  place: { country: ['中国', '中国'], province: '浙江省', city: '杭州市', district: '西湖区' },
  save: /^保\s*存$/,
  saved: '保存成功',
  latRange: '纬度应在 -90 到 90 之间',
  rowCode: (n) => `第 ${n} 行 设施编码`,
  rowName: (n) => `第 ${n} 行 设施名称`,
  positionRow: (n) => [`第 ${n} 行 位置名称`, `第 ${n} 行 类型`],
  removeRow: (n) => `删除第 ${n} 行`,
  duplicate: /酒店设施 第 1 项 代码（与另一行重复）；酒店设施 第 \d+ 项 代码（与另一行重复）/,
  text: ['湖畔庭院，步行可达断桥。', '含双早'],
};

const EN: Words = {
  locale: 'en-US',
  unit: 'H003',
  tabs: { basic: 'Basics', lngLat: 'Coordinates', facilities: 'Facilities', positions: 'Nearby', richInfo: 'Description' },
  labels: { country: 'Country', province: 'Province', city: 'City', district: 'District', lng: 'Longitude', lat: 'Latitude', map: 'Map for picking coordinates', description: 'Description', bold: 'Bold', preview: 'Preview of the saved text', addFacility: 'Add facility' },
  // Region names are Chinese in English too (the package has no romanisation; ADR 103).
  place: { country: ["People's Republic of China", 'China'], province: '广东省', city: '广州市', district: '天河区' },
  save: /^Save$/,
  saved: 'Saved',
  latRange: 'Latitude must be between -90 and 90',
  rowCode: (n) => `Row ${n} Code`,
  rowName: (n) => `Row ${n} Facility`,
  positionRow: (n) => [`Row ${n} Place`, `Row ${n} Type`],
  removeRow: (n) => `Remove row ${n}`,
  duplicate: /facilities item 1 code \(same as another row\); facilities item \d+ code \(same as another row\)/,
  text: ['Garden rooms by the river. ', 'Breakfast included'],
};

/** Picks an option of an antd select by its shown text, typing `search` first. */
async function choose(page: Page, field: Locator, option: string, search: string) {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await field.click();
    await field.fill(search);
    await page.getByTitle(option, { exact: true }).last().click({ timeout: 5_000 });
    await expect(select.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The shown choice of an antd select. */
const chosen = (field: Locator, option: string) =>
  field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').getByTitle(option, { exact: true });

/** The centre of an element's box on the page. */
async function centre(el: Locator): Promise<{ x: number; y: number }> {
  const box = (await el.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const w of [ZH, EN]) {
  test.describe(w.locale, () => {
    test.use({ locale: w.locale });

    test(`hotel information in ${w.locale}: address from the lists, coordinates from the map, description, rows; saved and read back`, async ({ page }) => {
      const unit = await e2eDb().unit.findUniqueOrThrow({ where: { code: w.unit } });
      await e2eDb().hotelInfo.update({ where: { unitId: unit.id }, data: { richInfo: null } });
      const tileOrigin = `http://127.0.0.1:${E2E.tilePort}/`;
      const tiles: string[] = [];
      page.on('response', (r) => {
        if (r.url().startsWith(tileOrigin) && r.status() === 200) tiles.push(r.url());
      });
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await signIn(page, 'uc', ADMIN, `/unit/hotel-info?unitId=${unit.id}`);
      await expect(page.getByRole('tab', { name: w.tabs.basic })).toBeVisible({ timeout: 45_000 });

      // 1. Country, province, city and district.
      const country = page.getByLabel(w.labels.country, { exact: true });
      await choose(page, country, w.place.country[0], w.place.country[1]);
      await choose(page, page.getByLabel(w.labels.province, { exact: true }), w.place.province, w.place.province.slice(0, 2));
      await choose(page, page.getByLabel(w.labels.city, { exact: true }), w.place.city, w.place.city.slice(0, 2));
      await choose(page, page.getByLabel(w.labels.district, { exact: true }), w.place.district, w.place.district.slice(0, 2));
      await page.screenshot({ path: `${SHOTS}/hotel-info-${w.locale}-address.png` });
      await page.getByRole('tabpanel').getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved).first()).toBeVisible();

      // 2. The map: stub tiles, a click gives coordinates, the marker sits where it was clicked.
      await page.getByRole('tab', { name: w.tabs.lngLat }).click();
      const map = page.getByRole('application', { name: w.labels.map });
      await expect(map).toBeVisible();
      await expect.poll(() => tiles.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const lng = page.getByLabel(w.labels.lng, { exact: true });
      const lat = page.getByLabel(w.labels.lat, { exact: true });
      const at = await centre(map);
      const click = { x: at.x + 60, y: at.y - 40 };
      await page.mouse.click(click.x, click.y);
      await expect(lng).not.toHaveValue('');
      const picked = { lng: Number(await lng.inputValue()), lat: Number(await lat.inputValue()) };
      expect(Math.abs(picked.lng)).toBeLessThanOrEqual(180);
      expect(Math.abs(picked.lat)).toBeLessThanOrEqual(90);
      expect(await lng.inputValue()).toMatch(/^-?\d+\.\d{6}$/);
      const marker = map.locator('path').first();
      await expect(marker).toBeVisible();
      const markerAt = await centre(marker);
      expect(Math.abs(markerAt.x - click.x)).toBeLessThan(6);
      expect(Math.abs(markerAt.y - click.y)).toBeLessThan(6);
      await page.screenshot({ path: `${SHOTS}/hotel-info-${w.locale}-map.png` });

      // An out-of-range latitude is refused with a clear message; a typed valid one moves the marker.
      await lat.fill('95');
      await lat.blur();
      await expect(page.getByText(w.latRange)).toBeVisible();
      await page.getByRole('tabpanel').getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.latRange)).toBeVisible();
      expect((await e2eDb().hotelInfo.findUnique({ where: { unitId: unit.id } }))?.lat).not.toBe(95);
      await lat.fill(String(picked.lat));
      await lat.blur();
      await expect(page.getByText(w.latRange)).toHaveCount(0);
      // A typed point far from the view (30 degrees west) brings the map to it: the marker moves from
      // where it was clicked to the middle of the map. Then the picked point is typed back and saved.
      const mapCentre = await centre(map);
      const nearCentre = async () => {
        const m = await centre(marker);
        return Math.abs(m.x - mapCentre.x) < 6 && Math.abs(m.y - mapCentre.y) < 6;
      };
      await lng.fill(String(Number((picked.lng - 30).toFixed(6))));
      await lng.blur();
      await expect.poll(nearCentre, { timeout: 10_000 }).toBe(true);
      await page.screenshot({ path: `${SHOTS}/hotel-info-${w.locale}-typed.png` });
      await lng.fill(String(picked.lng));
      await lng.blur();
      const savedLng = picked.lng;
      await page.getByRole('tabpanel').getByRole('button', { name: w.save }).click();
      await expect.poll(async () => (await e2eDb().hotelInfo.findUnique({ where: { unitId: unit.id } }))?.lng).toBe(savedLng);

      // 3. Labelled facility rows; a repeated code is named by row, and the row can be removed.
      await page.getByRole('tab', { name: w.tabs.facilities }).click();
      const firstCode = page.getByRole('textbox', { name: w.rowCode(1), exact: true });
      await expect(firstCode).toBeVisible();
      const rows = page.getByRole('tabpanel').getByRole('group');
      const existing = await rows.count();
      await page.getByRole('tabpanel').getByRole('button', { name: w.labels.addFacility }).click();
      const added = existing + 1;
      await page.getByRole('textbox', { name: w.rowCode(added), exact: true }).fill((await firstCode.inputValue()).toLowerCase());
      await page.getByRole('textbox', { name: w.rowName(added), exact: true }).fill(w.text[1]);
      await page.getByRole('tabpanel').getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.duplicate)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/hotel-info-${w.locale}-duplicate.png`, animations: 'disabled' });
      await page.getByRole('button', { name: w.removeRow(added), exact: true }).click();
      await expect(rows).toHaveCount(existing);

      // Position rows are labelled the same way (the seed gives each hotel one).
      await page.getByRole('tab', { name: w.tabs.positions }).click();
      await expect(page.getByRole('textbox', { name: w.positionRow(1)[0], exact: true })).not.toHaveValue('');
      await expect(page.getByRole('combobox', { name: w.positionRow(1)[1], exact: true })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/hotel-info-${w.locale}-positions.png` });

      // 4. The description in the rich-text editor; the saved copy is previewed.
      await page.getByRole('tab', { name: w.tabs.richInfo }).click();
      const editor = page.getByRole('textbox', { name: w.labels.description });
      // The description was emptied before the page opened: deleting the seeded text in the editor
      // would keep its bold for what is typed next, as word processors do.
      await expect(editor).toHaveText('');
      await editor.click();
      await editor.pressSequentially(w.text[0]);
      await page.getByRole('button', { name: w.labels.bold }).click();
      await editor.pressSequentially(w.text[1]);
      await page.getByRole('tabpanel').getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved).first()).toBeVisible();
      await expect(page.getByTitle(w.labels.preview).contentFrame().locator('b')).toHaveText(w.text[1]);
      await page.screenshot({ path: `${SHOTS}/hotel-info-${w.locale}-description.png` });

      // 5. Reload: everything is there.
      await page.reload();
      await expect(chosen(page.getByLabel(w.labels.country, { exact: true }), w.place.country[0])).toBeVisible({ timeout: 45_000 });
      await expect(chosen(page.getByLabel(w.labels.province, { exact: true }), w.place.province)).toBeVisible();
      await expect(chosen(page.getByLabel(w.labels.city, { exact: true }), w.place.city)).toBeVisible();
      await expect(chosen(page.getByLabel(w.labels.district, { exact: true }), w.place.district)).toBeVisible();
      await page.getByRole('tab', { name: w.tabs.lngLat }).click();
      await expect(page.getByLabel(w.labels.lng, { exact: true })).toHaveValue(savedLng.toFixed(6));
      await expect(page.getByLabel(w.labels.lat, { exact: true })).toHaveValue(picked.lat.toFixed(6));
      await expect(page.getByRole('application', { name: w.labels.map }).locator('path').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/hotel-info-${w.locale}-reloaded.png` });
      await page.getByRole('tab', { name: w.tabs.richInfo }).click();
      await expect(page.getByRole('textbox', { name: w.labels.description })).toContainText(w.text[1]);
      const saved = await e2eDb().hotelInfo.findUniqueOrThrow({ where: { unitId: unit.id } });
      expect(saved).toMatchObject({ countryId: 156, lng: savedLng, lat: picked.lat });
      expect(saved.richInfo).toContain(`<b>${w.text[1]}</b>`);
      expect(violations).toEqual([]);
    });
  });
}
