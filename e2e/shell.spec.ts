/**
 * The main shell (portal.md section 2) in every layout and both customer variants, in zh-CN and
 * en-US: granted menus, window types, the url/identity/hide parameters, the top bar.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, e2eDb } from './support/db';
import { ensureMenu, ensureMenuGroup, hostUrl, signIn, waitForMenus, type Host, type TestMenu } from './support/shell';

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
  /** The application's name; the shell's home is titled with the domain's configured title when there is one. */
  appName: Record<'zh-CN' | 'en-US', string>;
  /** The host's domain title, per locale (the record's text, its translation in en-US). */
  domainTitle?: { 'zh-CN': string; 'en-US': string };
  /** The page is a demo page whose heading shows in the frame. */
  demo: boolean;
}

const DEMO_TEXTS = { group: { 'zh-CN': '前台业务', 'en-US': 'Front office' }, page: { 'zh-CN': '散客入住', 'en-US': 'Walk-in check-in' }, identity: 'demo_checkin_walkin', demo: true };

const DEMO_NAME = { 'zh-CN': '演示应用', 'en-US': 'Demo Application' };

const LAYOUTS: LayoutCase[] = [
  { layout: 'DEFAULT', host: 'demo', variant: false, ...DEMO_TEXTS, appName: DEMO_NAME, domainTitle: { 'zh-CN': '锦程演示应用', 'en-US': 'Jincheng Demo Application' } },
  { layout: 'IWORK', host: 'iwork', variant: false, ...DEMO_TEXTS, appName: DEMO_NAME },
  { layout: 'SCRM', host: 'scrm', variant: false, ...DEMO_TEXTS, appName: DEMO_NAME },
  { layout: 'HEADER_TOP', host: 'harbor', variant: true, ...DEMO_TEXTS, appName: DEMO_NAME },
  {
    layout: 'HEADER_SIDE',
    host: 'summit',
    variant: true,
    group: { 'zh-CN': '单位管理', 'en-US': 'Units' },
    page: { 'zh-CN': '单位列表', 'en-US': 'Unit list' },
    identity: 'uc_unit_list',
    appName: { 'zh-CN': '用户中心', 'en-US': 'User Center' },
    demo: false,
  },
];

/** A group of pages, one per window type, and a menu whose address is outside the allowed links: added to both applications. */
const WIN_GROUP: TestMenu = { name: 'e2e_win', title: '窗口类型', titleEn: 'Window types' };
const WIN = {
  route: { name: 'e2e_win_route', title: '路由页面', titleEn: 'Routed page', winType: 'ROUTE', address: '/demo/e2e/route' },
  current: { name: 'e2e_win_current', title: '当前页面', titleEn: 'Current page', winType: 'CURRENTPAGE', address: '/demo/e2e/current' },
  alert: { name: 'e2e_win_alert', title: '弹窗页面', titleEn: 'Pop-up page', winType: 'ALERT', address: '/demo/e2e/alert' },
  newPage: { name: 'e2e_win_newpage', title: '新窗口页面', titleEn: 'New window page', winType: 'NEWPAGE', address: '/demo/e2e/new-window' },
  newBlank: { name: 'e2e_win_newblank', title: '新标签页面', titleEn: 'New tab page', winType: 'NEWBLANK', address: '/demo/e2e/new-tab' },
  outside: { name: 'e2e_win_outside', title: '外站链接', titleEn: 'Outside link', winType: 'CURRENTPAGE', address: 'http://evil.example/steal' },
} satisfies Record<string, TestMenu>;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  for (const app of ['DEMO', 'UC']) {
    await ensureMenu(app, SJTB);
    await ensureMenuGroup(app, WIN_GROUP, Object.values(WIN));
  }
  // Until the administrator's cached menu trees (up to a minute old) include them.
  await waitForMenus('iwork', [SJTB.name, WIN.outside.name]);
  await waitForMenus('summit', [SJTB.name, WIN.outside.name]);
});

/** The shell's own labels, by locale. */
const L = {
  'zh-CN': { top: '一级菜单', side: '侧边菜单', tools: '工具栏', userBar: '用户信息栏', search: '输入关键字', illegal: '不合法的外部链接', forbidden: '无权限查看该页面', home: /您好/ },
  'en-US': { top: 'First-level menus', side: 'Side menu', tools: 'Tools', userBar: 'User bar', search: 'Enter a keyword', illegal: 'Illegal external link', forbidden: 'No permission to view the page', home: /Hello/ },
} as const;

/** The content frame's document. */
const content = (page: Page) => page.getByRole('main').locator('iframe').contentFrame();

const titleOf = (m: TestMenu, locale: 'zh-CN' | 'en-US') => (locale === 'zh-CN' ? m.title : m.titleEn);

/**
 * Opens a page of a group the way a person does in any layout: the group in the first-level
 * navigation when the layout has one, then the page in the side menu (HEADER_SIDE's one long tree
 * is searched first: it draws only the rows in view).
 */
function menuOpener(page: Page, c: LayoutCase, locale: 'zh-CN' | 'en-US') {
  const side = page.getByRole('navigation', { name: L[locale].side });
  return async (group: TestMenu, item: TestMenu, modifiers?: ('ControlOrMeta')[]) => {
    const top = page.getByRole('navigation', { name: L[locale].top });
    if (c.layout !== 'SCRM' && c.layout !== 'HEADER_SIDE') await top.getByRole('button', { name: titleOf(group, locale), exact: true }).click();
    if (c.layout === 'HEADER_SIDE') await page.getByRole('textbox', { name: L[locale].search }).fill(titleOf(item, locale));
    await side.getByText(titleOf(item, locale), { exact: true }).click({ modifiers });
  };
}

for (const c of LAYOUTS) {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test.describe(`${c.layout} layout in ${locale}`, () => {
      test.use({ locale });
      const l = L[locale];

      test('shows the menus, opens a page in the frame, and keeps its identity in the address', async ({ page }) => {
        await signIn(page, c.host);
        await expect(page.getByText(c.group[locale], { exact: true }).first()).toBeVisible();
        await expect(page).toHaveTitle(c.domainTitle?.[locale] ?? c.appName[locale]);
        // The customer variants drop SJTB; the other layouts show it like any granted menu.
        const sjtb = page.getByText(locale === 'zh-CN' ? SJTB.title : SJTB.titleEn, { exact: true });
        if (c.variant) await expect(sjtb).toHaveCount(0);
        else await expect(sjtb.first()).toBeVisible();

        await page.getByRole('navigation').getByText(c.page[locale], { exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`identity=${c.identity}`));
        await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('src', /^\//);
        if (c.demo) await expect(content(page).getByRole('heading', { name: c.page[locale] })).toBeVisible();
        // The application's name plus the menu's title.
        await expect(page).toHaveTitle(`${c.appName[locale]} - ${c.page[locale]}`);
        await page.screenshot({ path: `tmp/e2e/screens/shell-${c.layout}-${locale}.png` });

        // A reload comes back to the same page, drawn by the server.
        await page.reload();
        await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('src', /^\//);
        if (c.demo) await expect(content(page).getByRole('heading', { name: c.page[locale] })).toBeVisible();
      });

      test('shows only the menus granted to the user', async ({ page }) => {
        // A front-desk colleague: front office and reports, no finance and no system configuration.
        const colleague = await createAccount({ unitCode: 'H001' });
        await signIn(page, c.host, colleague);
        const [granted, refused] = c.demo
          ? [DEMO_TEXTS.group[locale], locale === 'zh-CN' ? '财务管理' : 'Finance']
          : [locale === 'zh-CN' ? '报表' : 'Reports', locale === 'zh-CN' ? '系统配置' : 'System configuration'];
        await expect(page.getByText(granted, { exact: true }).first()).toBeVisible();
        await expect(page.getByText(refused, { exact: true })).toHaveCount(0);
        await expect(page.getByText(titleOf(WIN_GROUP, locale), { exact: true })).toHaveCount(0);
        // Not granted: the address alone does not open it either.
        await page.goto(hostUrl(c.host, `/index?identity=${WIN.current.name}`));
        await expect(page.getByRole('main').getByText(l.forbidden, { exact: true })).toBeVisible();
        await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
      });

      test('each window type does what its name says, and an outside menu link is refused', async ({ page, context }) => {
        test.setTimeout(150_000);
        await signIn(page, c.host);
        const open = menuOpener(page, c, locale);
        const heading = (m: TestMenu) => ({ name: titleOf(m, locale) });

        // ROUTE: the page in the frame, a step in the history.
        await open(WIN_GROUP, WIN.route);
        await expect(page).toHaveURL(new RegExp(`identity=${WIN.route.name}`));
        await expect(content(page).getByRole('heading', heading(WIN.route))).toBeVisible();
        // CURRENTPAGE: replaces the step it is on, so back returns to the shell's home.
        await open(WIN_GROUP, WIN.current);
        await expect(page).toHaveURL(new RegExp(`identity=${WIN.current.name}`));
        await expect(content(page).getByRole('heading', heading(WIN.current))).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/index$/);
        await expect(page.getByRole('heading', { name: l.home })).toBeVisible();

        // ALERT: a pop-up window over the shell.
        await open(WIN_GROUP, WIN.alert);
        const popup = page.getByRole('dialog', { name: titleOf(WIN.alert, locale) });
        await expect(popup.locator('iframe').contentFrame().getByRole('heading', heading(WIN.alert))).toBeVisible();
        await popup.getByRole('button', { name: /Close|关闭/ }).click();
        await expect(popup).toHaveCount(0);

        // NEWPAGE: a new window with the page alone (/iframe?identity=&language=&url=).
        const [newWindow] = await Promise.all([context.waitForEvent('page'), open(WIN_GROUP, WIN.newPage)]);
        await expect(newWindow).toHaveURL(new RegExp(`/iframe\\?identity=${WIN.newPage.name}&language=${locale}&url=%2Fdemo%2Fe2e%2Fnew-window$`));
        await expect(newWindow.locator('iframe').contentFrame().getByRole('heading', heading(WIN.newPage))).toBeVisible();
        await newWindow.close();

        // NEWBLANK: the address itself in a new tab.
        const [blank] = await Promise.all([context.waitForEvent('page'), open(WIN_GROUP, WIN.newBlank)]);
        await expect(blank).toHaveURL(/\/demo\/e2e\/new-tab$/);
        await expect(blank.getByRole('heading', heading(WIN.newBlank))).toBeVisible();
        await blank.close();

        // Ctrl-click: the menu in the shell of a new tab.
        const [tab] = await Promise.all([context.waitForEvent('page'), open(WIN_GROUP, WIN.route, ['ControlOrMeta'])]);
        await expect(tab).toHaveURL(new RegExp(`/index\\?identity=${WIN.route.name}$`));
        await expect(tab.getByRole('main').locator('iframe').contentFrame().getByRole('heading', heading(WIN.route))).toBeVisible();
        await tab.close();
        await expect(page).toHaveURL(/\/index$/);

        // A menu whose address is outside the allowed links opens nothing.
        await open(WIN_GROUP, WIN.outside);
        await expect(page.getByRole('main').getByText(l.illegal, { exact: true })).toBeVisible();
        await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
      });

      test('the url, identity, hide_left, hide_top and project=DHY parameters', async ({ page }) => {
        await signIn(page, c.host, undefined, `/index?url=${encodeURIComponent('http://evil.example/steal')}`);
        // The message toast says it, and the content area shows it instead of a page.
        await expect(page.getByRole('main').getByText(l.illegal, { exact: true })).toBeVisible();
        await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
        await page.goto(hostUrl(c.host, '/index?identity=no_such_menu'));
        await expect(page.getByRole('main').getByText(l.forbidden, { exact: true })).toBeVisible();

        const tools = page.getByRole('toolbar', { name: l.tools });
        const side = page.getByRole('navigation', { name: l.side });
        const frameHeading = content(page).getByRole('heading', { name: titleOf(WIN.current, locale) });
        const identity = `identity=${WIN.current.name}`;
        await page.goto(hostUrl(c.host, `/index?${identity}`));
        await expect(frameHeading).toBeVisible();
        await expect(tools).toBeVisible();
        await expect(side).toBeVisible();

        // hide_left: the left side goes (menus, and the user bar of the default layout); the top stays.
        await page.goto(hostUrl(c.host, `/index?hide_left=true&${identity}`));
        await expect(frameHeading).toBeVisible();
        await expect(tools).toBeVisible();
        await expect(side).toHaveCount(0);
        await expect(page.getByRole('complementary', { name: l.userBar })).toHaveCount(0);
        if (c.layout === 'IWORK') await expect(page.getByRole('navigation', { name: l.top })).toHaveCount(0);

        // hide_top: the top bar and its tools go; the side menu stays.
        await page.goto(hostUrl(c.host, `/index?hide_top=true&${identity}`));
        await expect(frameHeading).toBeVisible();
        await expect(tools).toHaveCount(0);
        await expect(side).toBeVisible();

        // project=DHY: both go, the page alone remains.
        await page.goto(hostUrl(c.host, `/index?project=DHY&${identity}`));
        await expect(frameHeading).toBeVisible();
        await expect(tools).toHaveCount(0);
        await expect(side).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: l.top })).toHaveCount(0);
        await page.screenshot({ path: `tmp/e2e/screens/shell-dhy-${c.layout}-${locale}.png` });
      });
    });
  }
}

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

test('ten or more first-level menus: no previous/next, and a warning asks to widen the page when they do not fit', async ({ page }) => {
  // The user center's administrator has more than ten first-level menus.
  await signIn(page, 'uc');
  const top = page.getByRole('navigation', { name: '一级菜单' });
  await expect(top.getByRole('button', { name: '系统配置' })).toBeVisible();
  expect(await top.getByRole('button').count()).toBeGreaterThanOrEqual(10);
  await expect(top.getByRole('button', { name: '下一个菜单' })).toHaveCount(0);
  await expect(top.getByLabel('当前菜单位置')).toHaveCount(0);
  await expect(top.getByRole('status')).toHaveText(/请加宽页面/);
  await page.screenshot({ path: 'tmp/e2e/screens/shell-uc-widen.png' });
  // Wide enough for all of them: no warning.
  await page.setViewportSize({ width: 2400, height: 820 });
  await expect(top.getByRole('status')).toHaveCount(0);
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

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(`the test-environment host in ${locale}`, () => {
    test.use({ locale });
    const zh = locale === 'zh-CN';

    test('shows its link box, hides update history (open-source variant), and its shade closes the side menu', async ({ page }) => {
      await signIn(page, 'lab', undefined, '/index');
      const tools = page.getByRole('toolbar', { name: L[locale].tools });
      // With the shade, the side menu floats over the page.
      await expect(page.getByRole('button', { name: zh ? '关闭侧边菜单' : 'Close the side menu' })).toBeVisible();
      await page.screenshot({ path: `tmp/e2e/screens/shell-lab-${locale}.png` });

      await tools.getByRole('button', { name: zh ? '测试环境链接' : 'Test environment links' }).click();
      await expect(page.getByRole('link', { name: zh ? '应用中心 /apps' : 'Apps home /apps' })).toBeVisible();
      await page.screenshot({ path: `tmp/e2e/screens/shell-lab-links-${locale}.png` });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: zh ? '用户菜单' : 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: zh ? '修改密码' : 'Change password' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: zh ? '更新历史' : 'Update history' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: zh ? '关闭侧边菜单' : 'Close the side menu' }).click();
      await expect(tools.getByRole('button', { name: zh ? '展开二级菜单' : 'Expand the second menu' })).toBeVisible();
    });
  });
}

test('update history shows only when an address is set, and opens it', async ({ page, context }) => {
  // The address the shell reads: the code dictionary's GC / UPDATE_HISTORY_URL (set in the code box;
  // the demo data sets none). The open-source variant (the lab host) never shows it: the tests above.
  await signIn(page, 'demo');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: /修改密码|密码邮箱/ }).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '更新历史' })).toHaveCount(0);

  const address = 'https://changelog.concierge.test/';
  await e2eDb().dictionaryEntry.create({ data: { appCode: 'GC', code: 'UPDATE_HISTORY_URL', value: address, descript: '更新历史', isHalt: false } });
  try {
    // The machine has no internet: the changelog site is answered here, so the tab settles on its address.
    await context.route(address, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>changelog</title>' }));
    await page.reload();
    await page.getByRole('button', { name: '用户菜单' }).click();
    const [history] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: '更新历史' }).click()]);
    await expect(history).toHaveURL(address);
    await expect(history).toHaveTitle('changelog');
    await history.close();
  } finally {
    await e2eDb().dictionaryEntry.deleteMany({ where: { appCode: 'GC', code: 'UPDATE_HISTORY_URL' } });
  }
});

test('the user list carries the unit and user watermark; a new-framework page its notice, dismissed for good', async ({ page }) => {
  await signIn(page, 'uc', undefined, '/index?identity=uc_user_list');
  await expect(page.getByTestId('watermark')).toBeAttached();
  // Drawn once: the shell's over its frame, none by the framed list itself (drawn as a data: image).
  const framed = page.getByRole('main').locator('iframe').contentFrame();
  await expect(framed.getByRole('button', { name: /查\s*询/ })).toBeVisible();
  await expect(framed.locator('div[style*="data:image"]')).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: '当前页面为新版框架页面' });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/shell-watermark-notice.png' });
  await notice.getByRole('button', { name: '不再提示' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').locator('iframe')).toBeAttached();
  await expect(page.getByText('当前页面为新版框架页面')).toHaveCount(0);
  // The list opened alone draws its own.
  await page.goto(hostUrl('uc', '/user/user-list'));
  await expect(page.locator('div[style*="data:image"]').first()).toBeAttached();
  // A page that is no list of the spec's has no watermark.
  await page.goto(hostUrl('uc', '/index?identity=uc_unit_list'));
  await expect(page.getByRole('main').locator('iframe')).toBeAttached();
  await expect(page.getByTestId('watermark')).toHaveCount(0);
});
