/**
 * The console as an administrator uses it (issue 10): a hotel unit is created under the group,
 * an application is opened for it through its steps, a department and a user are added, a role
 * with two menus is given to the department, a level-3 menu cascades from the group, and the new
 * user signs in and sees exactly what was granted.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { url } from './support/constants';
import { e2eDb } from './support/db';
import { fillLogin } from './support/login';
import { hostUrl, signIn } from './support/shell';

const SAVE = /保\s*存/;

/** Picks an option of an antd select or tree select by the text shown, typing `search` first when given. */
async function choose(page: Page, field: Locator, option: string, search?: string) {
  // The select that holds the field shows the chosen option by its title once it is taken.
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await field.click();
    if (search !== undefined) await field.fill(search);
    // The open list is the last element carrying the option's text as its title (the list is appended to the page).
    await page.getByTitle(option, { exact: true }).last().click({ timeout: 5_000 });
    // A remote search that answers after the click redraws the list under the pointer and the click takes nothing: try again.
    await expect(select.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function dialogNamed(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: SAVE }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator sets up a hotel, and its new user sees exactly what was granted', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const unitCode = `E2E${tag}`;
  const unitName = `测试酒店${tag}`;
  const deptName = `前厅部${tag}`;
  const userCode = `fd_${tag.toLowerCase()}`;
  const roleName = `前台角色${tag}`;
  const menuTitle = `集团公告${tag}`;
  const db = e2eDb();
  await signIn(page, 'uc', undefined, '/unit/unitList');

  // 1. A hotel unit under the group.
  await page.getByRole('button', { name: /^(plus\s*)?新\s*增$/ }).click();
  let dialog = await dialogNamed(page, '新增单位');
  await dialog.getByLabel('单位编码').fill(unitCode);
  await dialog.getByLabel('单位名称').fill(unitName);
  await choose(page, dialog.getByLabel('单位类型'), '酒店');
  await choose(page, dialog.getByLabel('上级单位'), '锦程酒店集团（HQ）', '锦程酒店集团');
  await saveDialog(dialog);
  await page.getByRole('textbox', { name: '单位编码' }).fill(unitCode);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('cell', { name: unitName, exact: true })).toBeVisible();
  const unit = await db.unit.findUniqueOrThrow({ where: { code: unitCode } });
  await page.screenshot({ path: 'tmp/e2e/screens/console-unit-list.png' });

  // 2. The user center opened for it through its steps: automatic steps run, the manual one is completed.
  await page.goto(hostUrl('uc', '/apply/open-list'));
  await page.getByText('开通应用', { exact: true }).click();
  dialog = await dialogNamed(page, '为单位开通应用');
  await choose(page, dialog.getByLabel('单位'), `${unitName}（${unitCode}）`, unitCode);
  await choose(page, dialog.getByLabel('应用'), '用户中心（UC）');
  await saveDialog(dialog);
  const opening = page.getByRole('row').filter({ hasText: unitCode });
  await expect(opening.getByText('开通中')).toBeVisible();
  await opening.getByRole('button', { name: '开通任务' }).click();
  await expect(page).toHaveURL(/\/apply\/open-task-list\?unitId=\d+&appId=\d+/);
  await expect(page.getByRole('row').filter({ hasText: '同步组织架构' }).getByText('已完成')).toBeVisible();
  const manual = page.getByRole('row').filter({ hasText: '确认开通' });
  await manual.getByRole('button', { name: '完成' }).click();
  dialog = await dialogNamed(page, '完成任务');
  await dialog.getByLabel('说明').fill('e2e 验收');
  await saveDialog(dialog);
  await expect(manual.getByText('已完成')).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/console-open-tasks.png' });
  await page.goto(hostUrl('uc', '/apply/open-list'));
  await expect(page.getByRole('row').filter({ hasText: unitCode }).getByText('已开通')).toBeVisible();

  // 3. A department under "all departments".
  await page.goto(hostUrl('uc', `/unit/admin-departs?unitId=${unit.id}`));
  await expect(page.getByRole('tree').getByText('全部部门')).toBeVisible();
  await page.getByRole('button', { name: '新增下级' }).click();
  dialog = await dialogNamed(page, '新增部门');
  await dialog.getByLabel('部门编码').fill(`FO${tag}`);
  await dialog.getByLabel('部门名称').fill(deptName);
  await saveDialog(dialog);
  await page.getByRole('tree').getByText(`${deptName}（FO${tag}）`).click();
  await expect(page.getByText(`部门管理（管理员） · ${deptName}`)).toBeVisible();

  // 4. A user of the department; the confirmation must match.
  await page.getByRole('button', { name: /^(plus\s*)?新\s*增$/ }).click();
  dialog = await dialogNamed(page, '新增用户');
  await dialog.getByLabel('用户编码').fill(`-${userCode}`);
  await dialog.getByLabel('姓名').fill(`前台${tag}`);
  await dialog.getByLabel('密码', { exact: true }).fill('Start@2026');
  await dialog.getByLabel('确认密码').fill('Start@2027');
  await dialog.getByLabel('手机号').fill('2380000');
  await dialog.getByRole('button', { name: SAVE }).click();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(dialog.getByText('用户编码只能包含字母、数字、下划线和中划线，且不能以符号开头或结尾')).toBeVisible();
  await expect(dialog.getByText('手机号须为以 1 开头的 11 位数字')).toBeVisible();
  await dialog.getByLabel('用户编码').fill(userCode);
  await dialog.getByLabel('确认密码').fill('Start@2026');
  await dialog.getByLabel('手机号').fill('13900001234');
  await saveDialog(dialog);
  await expect(page.getByRole('cell', { name: userCode, exact: true })).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/console-departments.png' });

  // 5. A role with two menus, given to the department.
  await page.goto(hostUrl('uc', `/role/admin-roles?unitId=${unit.id}`));
  await page.getByRole('button', { name: /^(plus\s*)?新\s*增$/ }).click();
  dialog = await dialogNamed(page, '新增角色');
  await dialog.getByLabel('角色编码').fill(`FD${tag}`);
  await dialog.getByLabel('角色描述').fill(roleName);
  await saveDialog(dialog);
  const roleRow = page.getByRole('row').filter({ hasText: roleName });
  await roleRow.getByRole('button', { name: '权限' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `角色权限：${roleName}` });
  await expect(drawer.getByText('单位列表', { exact: true })).toBeVisible();
  await drawer.getByText('单位列表', { exact: true }).click();
  await drawer.getByText('单位盒子', { exact: true }).click();
  await drawer.getByRole('button', { name: '保存授权' }).click();
  await expect(page.getByText('授权已保存')).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/console-role-permissions.png' });
  await drawer.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await roleRow.getByRole('button', { name: '分配部门' }).click();
  dialog = await dialogNamed(page, '分配部门');
  await choose(page, dialog.getByLabel('分配部门'), deptName);
  // The tree select is multiple: its list stays open over the field's help text; a click on the
  // dialog's title (above the list) closes it, as a person would.
  await expect(dialog.getByText('“全部部门”不能分配角色')).toBeVisible();
  await dialog.locator('.ant-modal-title').click();
  await saveDialog(dialog);
  await expect(roleRow.getByRole('cell', { name: '1', exact: true }).last()).toBeVisible();

  // 6. A level-3 menu of the group that cascades to its hotels.
  await page.goto(hostUrl('uc', '/apply/resourceList'));
  const parentRow = page.getByRole('row').filter({ hasText: 'uc_safety_login' });
  await parentRow.getByRole('button', { name: '新增下级' }).click();
  dialog = await dialogNamed(page, '新增资源');
  await dialog.getByLabel('资源编码').fill(`e2e_cascade_${tag.toLowerCase()}`);
  await dialog.getByLabel('资源名称').fill(menuTitle);
  await dialog.getByLabel('菜单标题').fill(menuTitle);
  await dialog.getByLabel('地址').fill('/unit/unit-box');
  await dialog.getByLabel('级联', { exact: true }).click();
  await choose(page, dialog.getByLabel('级联所属集团/联盟'), '锦程酒店集团（HQ）', 'HQ');
  await saveDialog(dialog);
  const menuRow = page.getByRole('row').filter({ hasText: `e2e_cascade_${tag.toLowerCase()}` });
  await expect(menuRow.getByRole('cell', { name: '3', exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e/screens/console-resources.png' });

  // 7. The new user signs in (first login: a new password) and sees exactly those menus.
  const context = await browser.newContext();
  const user = await context.newPage();
  await user.goto(url('sso'));
  await fillLogin(user, { unitCode, userCode, password: 'Start@2026' });
  const change = user.getByRole('dialog').filter({ hasText: '首次登录，请修改密码!' });
  await expect(change).toBeVisible();
  await change.getByLabel('旧密码').fill('Start@2026');
  await change.getByLabel('新密码').fill('Welcome@2027');
  await change.getByLabel('确认密码').fill('Welcome@2027');
  await change.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
  await expect(user.getByLabel('单位编码')).toBeVisible();
  await fillLogin(user, { unitCode, userCode, password: 'Welcome@2027' });
  await expect(user).toHaveURL(/\/apps/);
  await user.goto(hostUrl('uc', '/index'));
  const top = user.getByRole('navigation', { name: '一级菜单' });
  const side = user.getByRole('navigation', { name: '侧边菜单' });
  await expect(top.getByText('单位管理', { exact: true })).toBeVisible();
  await expect(top.getByText('安全设置', { exact: true })).toBeVisible();
  for (const hidden of ['系统配置', '应用管理', '用户管理', '角色管理', '登录日志', '报表']) await expect(top.getByText(hidden, { exact: true })).toHaveCount(0);
  await top.getByText('单位管理', { exact: true }).click();
  await expect(side.getByText('单位列表', { exact: true })).toBeVisible();
  await expect(side.getByText('单位盒子', { exact: true })).toBeVisible();
  for (const hidden of ['部门管理', '单位应用', '单位参数', '开通进度']) await expect(side.getByText(hidden, { exact: true })).toHaveCount(0);
  await top.getByText('安全设置', { exact: true }).click();
  await expect(side.getByText('登录验证', { exact: true })).toBeVisible();
  // The level-3 menu sits under its level-2 group, which the side menu may show folded.
  if ((await side.getByText(menuTitle, { exact: true }).count()) === 0) await side.getByText('登录验证', { exact: true }).click();
  await expect(side.getByText(menuTitle, { exact: true })).toBeVisible();
  for (const hidden of ['IP 白名单', '登录限制']) await expect(side.getByText(hidden, { exact: true })).toHaveCount(0);
  await user.screenshot({ path: 'tmp/e2e/screens/console-new-user-menus.png' });
  await context.close();
});

/** Every console screen of issue 10 opens at its own route with its title (and a screenshot to look at). */
const SCREENS: [string, string][] = [
  ['/unit/unitList', '单位列表'],
  ['/unit/admin-departs', '部门管理（管理员）'],
  ['/unit/manageUnit', '部门管理'],
  ['/user/userList', '该页面已合并到部门管理，请在部门管理中查看和维护用户。'],
  ['/user/unit-user-list', '单位用户'],
  ['/user/user-list', '用户列表'],
  ['/role/admin-roles', '角色管理（管理员）'],
  ['/role/roleList', '角色列表'],
  ['/apply/resourceList', '资源管理'],
  ['/apply/resource-list', '资源列表'],
  ['/apply/applyList', '应用列表'],
  ['/apply/applyConfigList', '应用配置'],
  ['/apply/open-list', '应用开通'],
  ['/apply/open-task-list', '开通任务'],
  ['/apply/verification', '用户资源诊断'],
  ['/unit/unit-app-list', '单位应用'],
  ['/unit/unit-app-step-list', '开通进度'],
  ['/unit/unit-params', '单位参数'],
  ['/unit/unit-box', '单位盒子'],
  ['/style/file', '样式文件'],
  ['/style/html', 'HTML 片段'],
  ['/style/css', 'CSS 样式'],
  ['/style/javascript', 'JavaScript 脚本'],
  ['/style/vue', 'Vue 组件'],
  ['/uilib/ui', '组件库'],
];

test('every console screen opens at its route for the administrator', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'uc', undefined, '/unit/unitList');
  for (const [route, title] of SCREENS) {
    await page.goto(hostUrl('uc', route));
    await expect(page.getByText(title, { exact: false }).first()).toBeVisible();
    await expect(page.getByText('无权限查看该页面')).toHaveCount(0);
    await page.screenshot({ path: `tmp/e2e/screens/console${route.replace(/\//g, '-')}.png` });
  }
});
