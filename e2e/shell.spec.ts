/**
 * The main shell (portal.md section 2) in every layout and both customer variants, in zh-CN and
 * en-US: granted menus, window types, the url/identity/hide parameters, the top bar.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/db';
import { ensureMenu, hostUrl, signIn, type Host } from './support/shell';

const SJTB = { name: 'SJTB', title: '数据填报', titleEn: 'Data reporting', address: '/demo/sjtb/report' };

interface LayoutCase {
  layout: string;
  host: Host;
  /** Customer variants drop the menu SJTB. */
  variant: boolean;
  /** A first-level menu and one of its pages, by locale. */
  group: Record<'zh-CN' | 'en-US', string>;
  page: Record<'zh-CN' | 'en-US', string>;
  identity: string;
  /** The page is a demo page whose heading shows in the frame. */
  demo: boolean;
}

const DEMO_TEXTS = { group: { 'zh-CN': '前台业务', 'en-US': 'Front office' }, page: { 'zh-CN': '散客入住', 'en-US': 'Walk-in check-in' }, identity: 'demo_checkin_walkin', demo: true };

const LAYOUTS: LayoutCase[] = [
  { layout: 'DEFAULT', host: 'demo', variant: false, ...DEMO_TEXTS },
  { layout: 'IWORK', host: 'iwork', variant: false, ...DEMO_TEXTS },
  { layout: 'SCRM', host: 'scrm', variant: false, ...DEMO_TEXTS },
  { layout: 'HEADER_TOP', host: 'harbor', variant: true, ...DEMO_TEXTS },
  {
    layout: 'HEADER_SIDE',
    host: 'summit',
    variant: true,
    group: { 'zh-CN': '系统配置', 'en-US': 'System configuration' },
    page: { 'zh-CN': '域名配置', 'en-US': 'Domains' },
    identity: 'uc_config_domain',
    demo: false,
  },
];

test.beforeAll(async () => {
  await ensureMenu('DEMO', SJTB);
  await ensureMenu('UC', SJTB);
});

/** The content frame's document. */
const content = (page: Page) => page.getByRole('main').locator('iframe').contentFrame();

for (const c of LAYOUTS) {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test.describe(`${c.layout} layout in ${locale}`, () => {
      test.use({ locale });

      test('shows the menus, opens a page in the frame, and keeps its identity in the address', async ({ page }) => {
        await signIn(page, c.host);
        await expect(page.getByText(c.group[locale], { exact: true }).first()).toBeVisible();
        // The customer variants drop SJTB; the other layouts show it like any granted menu.
        const sjtb = page.getByText(locale === 'zh-CN' ? SJTB.title : SJTB.titleEn, { exact: true });
        if (c.variant) await expect(sjtb).toHaveCount(0);
        else await expect(sjtb.first()).toBeVisible();

        await page.getByRole('navigation').getByText(c.page[locale], { exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`identity=${c.identity}`));
        await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('src', /^\//);
        if (c.demo) await expect(content(page).getByRole('heading', { name: c.page[locale] })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(c.page[locale]));
        await page.screenshot({ path: `tmp/e2e/screens/shell-${c.layout}-${locale}.png` });

        // A reload comes back to the same page, drawn by the server.
        await page.reload();
        await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('src', /^\//);
        if (c.demo) await expect(content(page).getByRole('heading', { name: c.page[locale] })).toBeVisible();
      });

      test('refuses an illegal external link and an identity without permission', async ({ page }) => {
        await signIn(page, c.host, undefined, `/index?url=${encodeURIComponent('http://evil.example/steal')}`);
        const illegal = locale === 'zh-CN' ? '不合法的外部链接' : 'Illegal external link';
        // The message toast says it, and the content area shows it instead of a page.
        await expect(page.getByRole('main').getByText(illegal, { exact: true })).toBeVisible();
        await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
        await page.goto(hostUrl(c.host, '/index?identity=no_such_menu'));
        await expect(page.getByText(locale === 'zh-CN' ? '无权限查看该页面' : 'No permission to view the page', { exact: true })).toBeVisible();
      });
    });
  }
}

test.describe('hide parameters', () => {
  for (const host of ['demo', 'scrm'] as const) {
    test(`hide_left, hide_top and project=DHY hide what they name (${host})`, async ({ page }) => {
      await signIn(page, host, undefined, '/index?hide_left=true&identity=demo_checkin_walkin');
      const tools = page.getByRole('toolbar', { name: '工具栏' });
      await expect(tools).toBeVisible();
      await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
      await expect(page.getByRole('complementary', { name: '用户信息栏' })).toHaveCount(0);
      await expect(content(page).getByRole('heading', { name: '散客入住' })).toBeVisible();

      await page.goto(hostUrl(host, '/index?hide_top=true&identity=demo_checkin_walkin'));
      await expect(page.getByRole('toolbar', { name: '工具栏' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();

      await page.goto(hostUrl(host, '/index?project=DHY&identity=demo_checkin_walkin'));
      await expect(page.getByRole('toolbar', { name: '工具栏' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
      await expect(content(page).getByRole('heading', { name: '散客入住' })).toBeVisible();
      await page.screenshot({ path: `tmp/e2e/screens/shell-dhy-${host}.png` });
    });
  }
});

test('only granted menus appear: a front-desk colleague sees no finance menu, the administrator does', async ({ page, browser }) => {
  const colleague = await createAccount({ unitCode: 'H001' });
  await signIn(page, 'demo', colleague);
  const top = page.getByRole('navigation', { name: '一级菜单' });
  await expect(top.getByRole('button', { name: '前台业务' })).toBeVisible();
  await expect(top.getByRole('button', { name: '集团公告栏' })).toBeVisible();
  await expect(top.getByRole('button', { name: '财务管理' })).toHaveCount(0);
  // Not in the tree and not permitted: the address alone does not open it.
  await page.goto(hostUrl('demo', '/index?identity=demo_night_audit'));
  await expect(page.getByText('无权限查看该页面', { exact: true })).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, 'demo');
  await expect(admin.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: '财务管理' })).toBeVisible();
  await admin.close();
});

test('each window type does what its name says', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo');
  const side = page.getByRole('navigation', { name: '侧边菜单' });
  const top = page.getByRole('navigation', { name: '一级菜单' });

  // ROUTE: a step in the history.
  await side.getByText('预订管理', { exact: true }).click();
  await expect(page).toHaveURL(/identity=demo_reservation/);
  await expect(content(page).getByRole('heading', { name: '预订管理' })).toBeVisible();
  // CURRENTPAGE: replaces the step it is on.
  await side.getByText('散客入住', { exact: true }).click();
  await expect(page).toHaveURL(/identity=demo_checkin_walkin/);
  await expect(content(page).getByRole('heading', { name: '散客入住' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { name: /您好/ })).toBeVisible();

  // ALERT: a pop-up window over the shell.
  await side.getByText('快速入住', { exact: true }).click();
  const popup = page.getByRole('dialog', { name: '快速入住' });
  await expect(popup).toBeVisible();
  await expect(popup.locator('iframe').contentFrame().getByRole('heading', { name: '快速入住' })).toBeVisible();
  await popup.getByRole('button', { name: /Close|关闭/ }).click();
  await expect(popup).toHaveCount(0);

  // NEWPAGE: a new window with the page alone (/iframe).
  const [newWindow] = await Promise.all([context.waitForEvent('page'), side.getByText('客史档案', { exact: true }).click()]);
  await expect(newWindow).toHaveURL(/\/iframe\?identity=demo_guest&language=zh-CN&url=%2Fdemo%2Ffront%2Fguests/);
  await expect(newWindow.locator('iframe').contentFrame().getByRole('heading', { name: '客史档案' })).toBeVisible();
  await newWindow.close();

  // NEWBLANK: the address itself in a new tab.
  await top.getByRole('button', { name: '财务管理' }).click();
  const [blank] = await Promise.all([context.waitForEvent('page'), side.getByText('银行对账', { exact: true }).click()]);
  await expect(blank).toHaveURL(/\/demo\/finance\/bank$/);
  await blank.close();

  // Ctrl-click: the menu in the shell of a new tab.
  await top.getByRole('button', { name: '客房管理' }).click();
  const [tab] = await Promise.all([context.waitForEvent('page'), side.getByText('房态图', { exact: true }).click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL(/\/index\?identity=demo_room_status/);
  await expect(tab.getByRole('main').locator('iframe').contentFrame().getByRole('heading', { name: '房态图' })).toBeVisible();
  await tab.close();
  await expect(page).toHaveURL(/\/index$/);
});

test('/iframe opens a page by address, and refuses one outside the allowed links', async ({ page }) => {
  await signIn(page, 'demo', undefined, `/iframe?identity=demo_room_status&language=zh-CN&url=${encodeURIComponent('/demo/room/status')}`);
  await expect(page.locator('iframe').contentFrame().getByRole('heading', { name: '房态图' })).toBeVisible();
  await page.goto(hostUrl('demo', `/iframe?url=${encodeURIComponent('https://evil.example/')}`));
  await expect(page.getByText('不合法的外部链接', { exact: true })).toBeVisible();
});

test('the top bar: first-level paging, side menu collapse, copy address, refresh, app links', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'demo', undefined, '/index?identity=demo_checkin_walkin');
  const top = page.getByRole('navigation', { name: '一级菜单' });
  // Fewer than 10 first-level menus: previous/next and a current/total label.
  await expect(top.getByLabel('当前菜单位置')).toHaveText(/^1\/\d$/);
  await top.getByRole('button', { name: '下一个菜单' }).click();
  await expect(top.getByLabel('当前菜单位置')).toHaveText(/^2\/\d$/);
  await expect(top.getByRole('button', { name: '客房管理' })).toHaveAttribute('aria-current', 'true');

  const tools = page.getByRole('toolbar', { name: '工具栏' });
  await tools.getByRole('button', { name: '收起二级菜单' }).click();
  await expect(tools.getByRole('button', { name: '展开二级菜单' })).toBeVisible();
  await tools.getByRole('button', { name: '展开二级菜单' }).click();

  await tools.getByRole('button', { name: '复制页面地址' }).click();
  await expect(page.getByText('页面地址已复制')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/index\?identity=demo_checkin_walkin&language=zh-CN$/);

  await tools.getByRole('button', { name: '刷新' }).click();
  await expect(content(page).getByRole('heading', { name: '散客入住' })).toBeVisible();

  await tools.getByRole('button', { name: '应用链接' }).click();
  const apps = page.getByRole('list', { name: '应用链接' });
  await expect(apps.getByRole('listitem', { name: '用户中心' })).toBeVisible();
  // No configured address: disabled, with 'no matched address'.
  await expect(apps.getByRole('listitem', { name: '酒店管理系统' })).toBeDisabled();
});

test('the side menu search filters a trimmed keyword as one types', async ({ page }) => {
  await signIn(page, 'demo');
  const side = page.getByRole('navigation', { name: '侧边菜单' });
  const search = page.getByRole('textbox', { name: '输入关键字' });
  await search.fill('  团队 ');
  await expect(side.getByText('团队入住', { exact: true })).toBeVisible();
  await expect(side.getByText('散客入住', { exact: true })).toHaveCount(0);
  await search.fill('no such menu');
  await expect(side.getByText('没有匹配的菜单')).toBeVisible();
});

test('a test environment shows its link box, the open-source variant hides update history, the shade closes the side menu', async ({ page }) => {
  await signIn(page, 'lab', undefined, '/index');
  const tools = page.getByRole('toolbar', { name: '工具栏' });
  await tools.getByRole('button', { name: '测试环境链接' }).click();
  await expect(page.getByRole('link', { name: '应用中心 /apps' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '更新历史' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // With the shade, the side menu floats over the page and the shade closes it.
  await page.getByRole('button', { name: '关闭侧边菜单' }).click();
  await expect(tools.getByRole('button', { name: '展开二级菜单' })).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/shell-lab-shade.png' });
});

test('update history opens the dictionary address, where the variant shows it', async ({ page, context }) => {
  await signIn(page, 'demo');
  await page.getByRole('button', { name: '用户菜单' }).click();
  const [history] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: '更新历史' }).click()]);
  await expect.poll(() => history.url()).not.toBe('about:blank');
  await history.close();
});

test('the user list carries the unit and user watermark; a new-framework page its notice, dismissed for good', async ({ page }) => {
  await signIn(page, 'uc', undefined, '/index?identity=uc_user_list');
  await expect(page.getByTestId('watermark')).toBeAttached();
  const notice = page.getByRole('alert').filter({ hasText: '当前页面为新版框架页面' });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/shell-watermark-notice.png' });
  await notice.getByRole('button', { name: '不再提示' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').locator('iframe')).toBeAttached();
  await expect(page.getByText('当前页面为新版框架页面')).toHaveCount(0);
  // A page that is no list of the spec's has no watermark.
  await page.goto(hostUrl('uc', '/index?identity=uc_unit_list'));
  await expect(page.getByRole('main').locator('iframe')).toBeAttached();
  await expect(page.getByTestId('watermark')).toHaveCount(0);
});
