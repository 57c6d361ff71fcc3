/** Resource calls through the BFF: every rule of console.md section 5, cascades, canary menus, diagnosis, limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';
import { okOf, refusedWith, signIn, signInConsoleUsers, UC_HOST } from '@/tests/support/console';
import type { Diagnosis, ResourceRow } from '@/lib/contracts/resources';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let appadmin: Browser;
let frontdesk: Browser;
let DEMO: number;
let HQ: number;

beforeAll(async () => {
  h = await createHarness();
  [[admin, h001admin, frontdesk], appadmin] = await Promise.all([signInConsoleUsers(), signIn('HQ', 'appadmin')]);
  DEMO = (await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'DEMO' } })).id;
  HQ = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'HQ' } })).id;
});
afterAll(async () => h?.close());

const base = { kind: 'MENU', winType: 'CURRENTPAGE' };
const byCode = (code: string) => h.db.prisma.resource.findFirstOrThrow({ where: { appId: DEMO, code } });

describe('the resource tree and list', () => {
  it('shows the application’s tree and a paged list, to application administrators, not to hotel administrators', async () => {
    const tree = okOf(await appadmin.api<ResourceRow[]>('GET', '/resource/resources', { query: { appId: String(DEMO) } }));
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.every((r) => r.level === 1)).toBe(true);
    const page = okOf(await appadmin.api<{ datas: ResourceRow[]; totalRows: number }>('POST', '/resource/list', { body: { appId: DEMO, kind: 'BUTTON', pageSize: 5 } }));
    expect(page.datas.every((r) => r.kind === 'BUTTON')).toBe(true);
    const found = okOf(await appadmin.api<ResourceRow[]>('GET', '/resource/resources', { query: { appId: String(DEMO), keyword: 'demo_invoice_void' } }));
    expect(found).toHaveLength(1);
    refusedWith(await h001admin.api('POST', '/resource', { body: { ...base, appId: DEMO, code: 'x', name: 'x', title: 'x', address: '/x' } }), 40300);
  });
});

describe('one level of the tree and one resource', () => {
  it('lists the children of a node in their order, and the top level without a parent', async () => {
    const [front, walkin] = await Promise.all([byCode('demo_front'), byCode('demo_checkin_walkin')]);
    const children = okOf(await appadmin.api<ResourceRow[]>('GET', '/resource/childNodes', { query: { appId: String(DEMO), parentId: String(front.id) } }));
    expect(children.map((r) => [r.code, r.level, r.parentId])).toEqual([
      ['demo_checkin', 2, front.id],
      ['demo_reservation', 2, front.id],
      ['demo_guest', 2, front.id],
    ]);
    // One level only: the grandchildren are not in the answer.
    expect(children.every((r) => r.children === undefined)).toBe(true);
    const buttons = okOf(await appadmin.api<ResourceRow[]>('GET', '/resource/childNodes', { query: { appId: String(DEMO), parentId: String(walkin.id) } }));
    expect(buttons).toEqual([expect.objectContaining({ code: 'demo_checkin_submit', kind: 'BUTTON', level: 4, permission: 'demo:checkin:submit', appCode: 'DEMO' })]);
    const top = okOf(await appadmin.api<ResourceRow[]>('GET', '/resource/childNodes', { query: { appId: String(DEMO) } }));
    expect(top.every((r) => r.parentId === null && r.appId === DEMO)).toBe(true);
    expect(top.filter((r) => r.kind === 'MENU').map((r) => r.code)).toEqual(['demo_front', 'demo_room', 'demo_finance', 'demo_group_notice']);
    // A node of another application has no children in this one.
    const ucMenu = await h.db.prisma.resource.findFirstOrThrow({ where: { code: 'uc_apply' } });
    expect(okOf(await appadmin.api<ResourceRow[]>('GET', '/resource/childNodes', { query: { appId: String(DEMO), parentId: String(ucMenu.id) } }))).toEqual([]);
  });

  it('reads one resource with every field the form shows', async () => {
    const notice = await byCode('demo_group_notice');
    const row = okOf(await appadmin.api<ResourceRow>('GET', '/resource/getResource', { query: { id: String(notice.id) } }));
    expect(row).toMatchObject({
      id: notice.id,
      appId: DEMO,
      appCode: 'DEMO',
      kind: 'MENU',
      level: 1,
      parentId: null,
      code: 'demo_group_notice',
      title: '集团公告栏',
      cascade: true,
      ownerUnitId: HQ,
      ownerUnitCode: 'HQ',
      winType: 'CURRENTPAGE',
      address: '/demo/group-notices',
      tip: 'NEW',
      permission: '',
      status: 'ENABLED',
    });
    // The answer is the tree screen's row: the same fields as the list gives.
    const listed = okOf(await appadmin.api<{ datas: ResourceRow[] }>('POST', '/resource/list', { body: { appId: DEMO, keyword: 'demo_group_notice' } })).datas;
    expect(listed).toEqual([row]);
  });

  it('answers an unknown resource with not found and bad input with the field', async () => {
    refusedWith(await appadmin.api('GET', '/resource/getResource', { query: { id: '2000000000' } }), 40400);
    for (const id of ['abc', '0', '-3']) {
      const res = await appadmin.api<{ fields: Record<string, string[]> }>('GET', '/resource/getResource', { query: { id } });
      refusedWith(res, 40000);
      expect(res.body.msg, id).not.toBe('');
      expect(Object.keys(res.body.retVal.fields), id).toEqual(['id']);
    }
    const noApp = await appadmin.api<{ fields: Record<string, string[]> }>('GET', '/resource/childNodes', { query: { parentId: '1' } });
    refusedWith(noApp, 40000);
    expect(Object.keys(noApp.body.retVal.fields)).toEqual(['appId']);
  });

  it('is refused to a user without the resource or role pages; resources are the application’s, read alike by a hotel administrator', async () => {
    const [notice, front] = await Promise.all([byCode('demo_group_notice'), byCode('demo_front')]);
    refusedWith(await frontdesk.api('GET', '/resource/getResource', { query: { id: String(notice.id) } }), 40300);
    refusedWith(await frontdesk.api('GET', '/resource/childNodes', { query: { appId: String(DEMO), parentId: String(front.id) } }), 40300);
    // H001's administrator reads resources through the role pages (to grant them); a resource belongs to its application, not to a unit.
    expect(okOf(await h001admin.api<ResourceRow>('GET', '/resource/getResource', { query: { id: String(notice.id) } }))).toMatchObject({ code: 'demo_group_notice', ownerUnitCode: 'HQ' });
    expect(okOf(await h001admin.api<ResourceRow[]>('GET', '/resource/childNodes', { query: { appId: String(DEMO), parentId: String(front.id) } })).map((r) => r.code)).toEqual(['demo_checkin', 'demo_reservation', 'demo_guest']);
  });
});

describe('resource rules', () => {
  it('answers each field rule', async () => {
    for (const [field, value] of [
      ['code', 'has-hyphen'],
      ['code', 'c'.repeat(61)],
      ['name', 'n'.repeat(31)],
      ['sort', 121],
      ['sort', 'abc'],
      ['permission', 'p'.repeat(101)],
      ['winType', 'POPUP'],
      ['kind', 'PAGE'],
    ] as const) {
      const res = await appadmin.api<{ fields: Record<string, string[]> }>('POST', '/resource', { body: { ...base, appId: DEMO, code: 'ok_code', name: 'ok', title: '好', address: '/ok', [field]: value } });
      refusedWith(res, 40000);
      expect(Object.keys(res.body.retVal.fields), `${field}=${value}`).toEqual([field]);
    }
  });

  it('answers each tree rule with its message', async () => {
    const parent = await byCode('demo_invoice');
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, code: 'no_title', name: 'no_title', address: '/a' } }), 40023);
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, kind: 'BUTTON', parentId: parent.id, code: 'btn_np', name: 'btn_np', title: '按钮' } }), 40020);
    const primary = await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, code: 'empty_top', name: 'empty_top', title: '空菜单' } });
    refusedWith(primary, 40022);
    expect(primary.body.msg).toBe('一级菜单必须有子菜单或地址');
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, code: 'bad_link', name: 'bad_link', title: '外链', address: 'https://evil.example/x' } }), 40302);
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, code: 'js_link', name: 'js_link', title: '脚本', address: 'javascript:alert(1)' } }), 40302);
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, code: 'demo_invoice', name: 'dup', title: '重复', address: '/d' } }), 40902);

    // A secondary menu with a permission takes buttons but no child menus.
    const top = okOf(await appadmin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, code: 'rt_top', name: 'rt_top', title: '规则', address: '/rt' } }));
    const second = okOf(await appadmin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, parentId: top.id, code: 'rt_second', name: 'rt_second', title: '二级', address: '/rt/2', permission: 'demo:rt:view' } }));
    expect(second.level).toBe(2);
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, parentId: second.id, code: 'rt_third', name: 'rt_third', title: '三级', address: '/rt/3' } }), 40021);
    okOf(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, kind: 'BUTTON', parentId: second.id, code: 'rt_btn', name: 'rt_btn', title: '按钮', permission: 'demo:rt:btn' } }));

    // Six levels at most.
    let parentId = top.id;
    const chain = okOf(await appadmin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, parentId, code: 'lv2', name: 'lv2', title: '2', address: '/l' } }));
    parentId = chain.id;
    for (const lv of [3, 4, 5, 6]) parentId = okOf(await appadmin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, parentId, code: `lv${lv}`, name: `lv${lv}`, title: String(lv), address: '/l' } })).id;
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, parentId, code: 'lv7', name: 'lv7', title: '7', address: '/l' } }), 40024);

    // A tiled parent's menus carry their group.
    const tiled = okOf(await appadmin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, code: 'tiled_top', name: 'tiled_top', title: '平铺', address: '/t', tiled: true } }));
    refusedWith(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, parentId: tiled.id, code: 'tiled_child', name: 'tiled_child', title: '子', address: '/t/1' } }), 40000);
    okOf(await appadmin.api('POST', '/resource', { body: { ...base, appId: DEMO, parentId: tiled.id, code: 'tiled_child', name: 'tiled_child', title: '子', address: '/t/1', groupName: '常用' } }));
  });

  it('updates, keeps the levels of children, never deletes a node with children, and logs the tree', async () => {
    const top = await byCode('rt_top');
    const second = await byCode('rt_second');
    refusedWith(await appadmin.api('DELETE', `/resource/${second.id}`), 40903);
    const updated = okOf(await appadmin.api<ResourceRow>('PUT', '/updateResource', { body: { ...base, id: second.id, appId: DEMO, parentId: top.id, code: 'rt_second', name: 'rt_second', title: '二级（改）', address: '/rt/2', permission: 'demo:rt:view', sort: 120 } }));
    expect(updated).toMatchObject({ title: '二级（改）', sort: 120 });
    const logs = await h.db.prisma.operationLog.findMany({ where: { treeType: 'RESOURCE_TREE', resourceId: second.id } });
    expect(logs.map((l) => l.action)).toEqual(['CREATE', 'UPDATE']);
    expect(JSON.parse(logs[1]!.before!).title).toBe('二级');
    const history = okOf(await appadmin.api<{ totalRows: number }>('GET', '/operation_log/getResourceTree', { query: { appId: String(DEMO), resourceId: String(second.id) } }));
    expect(history.totalRows).toBe(2);
    // Clearing the address of a primary menu with submenus is allowed; deleting its last submenu then is not.
    const lonely = okOf(await appadmin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, code: 'lonely', name: 'lonely', title: '单', address: '/lonely' } }));
    const child = okOf(await appadmin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, parentId: lonely.id, code: 'lonely_c', name: 'lonely_c', title: '子', address: '/lonely/c' } }));
    okOf(await appadmin.api('PUT', '/updateResource', { body: { ...base, id: lonely.id, appId: DEMO, code: 'lonely', name: 'lonely', title: '单' } }));
    refusedWith(await appadmin.api('DELETE', `/resource/${child.id}`), 40022);
  });
});

describe('cascading menus', () => {
  it('a level-3 menu of the group is seen by its hotels without any grant', async () => {
    const top = await byCode('demo_frontdesk').catch(() => null);
    const level1 = top ?? (await h.db.prisma.resource.findFirstOrThrow({ where: { appId: DEMO, level: 1, kind: 'MENU', address: { not: null } } }));
    const level2 = await h.db.prisma.resource.findFirst({ where: { parentId: level1.id, kind: 'MENU', permission: null } });
    const l2 = level2 ?? okOf(await admin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, parentId: level1.id, code: 'cas_l2', name: 'cas_l2', title: '级联二级', address: '/cas' } }));
    refusedWith(await admin.api('POST', '/resource', { body: { ...base, appId: DEMO, parentId: l2.id, code: 'cas_l3', name: 'cas_l3', title: '集团级联', address: '/cas/3', cascade: true } }), 40000);
    const h001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    refusedWith(await admin.api('POST', '/resource', { body: { ...base, appId: DEMO, parentId: l2.id, code: 'cas_l3', name: 'cas_l3', title: '集团级联', address: '/cas/3', cascade: true, ownerUnitId: h001.id } }), 40000);
    const made = okOf(await admin.api<ResourceRow>('POST', '/resource', { body: { ...base, appId: DEMO, parentId: l2.id, code: 'cas_l3', name: 'cas_l3', title: '集团级联', address: '/cas/3', cascade: true, ownerUnitId: HQ } }));
    expect(made).toMatchObject({ level: 3, cascade: true, ownerUnitCode: 'HQ' });
    const diag = okOf(await admin.api<Diagnosis>('GET', '/resource/diagnosis', { query: { unitCode: 'H002', userCode: 'h002_temp', appCode: 'DEMO', resource: 'cas_l3' } }));
    expect(diag.grants).toEqual([{ via: 'CASCADE', detail: 'HQ' }]);
    // A hotel outside the group does not see it.
    const s = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'SUP01' } });
    expect(s.parentId).toBeNull();
  });
});

describe('canary menu configurations', () => {
  it('adds, updates and deletes a canary address per unit', async () => {
    const menu = await byCode('demo_invoice');
    const h001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    const c = okOf(await admin.api<{ id: number; unitCode: string }>('POST', '/resource/canaryMenuConfigs/add', { body: { resourceId: menu.id, unitId: h001.id, address: '/demo/finance/invoices-v2' } }));
    expect(c.unitCode).toBe('H001');
    refusedWith(await admin.api('POST', '/resource/canaryMenuConfigs/add', { body: { resourceId: menu.id, unitId: h001.id, address: '/again' } }), 40900);
    okOf(await admin.api('POST', '/resource/canaryMenuConfigs/update', { body: { id: c.id, resourceId: menu.id, unitId: h001.id, address: '/demo/finance/invoices-v3', enabled: false } }));
    expect(okOf(await admin.api<{ address: string; enabled: boolean }[]>('GET', '/resource/canaryMenuConfigs', { query: { resourceId: String(menu.id) } }))[0]).toMatchObject({ address: '/demo/finance/invoices-v3', enabled: false });
    refusedWith(await admin.api('POST', '/resource/canaryMenuConfigs/add', { body: { resourceId: menu.id, address: 'https://evil.example' } }), 40302);
    okOf(await admin.api('POST', '/resource/canaryMenuConfigs/delete', { body: { id: c.id } }));
    expect(await h.db.prisma.canaryMenuConfig.count({ where: { resourceId: menu.id } })).toBe(0);
  });
});

describe('user resource diagnosis', () => {
  it('says why a user sees a menu, and why another does not', async () => {
    const seen = okOf(await h001admin.api<Diagnosis>('GET', '/resource/diagnosis', { query: { unitCode: 'H001', userCode: 'frontdesk', appCode: 'DEMO', resource: 'demo_invoice' } }));
    expect(seen.visible).toBe(true);
    expect(seen.grants.map((g) => g.via)).toContain('DIRECT');
    // The details name "name and code" in the caller's language (issue 18).
    expect(seen.checks.find((c) => c.key === 'unitExists')?.detail).toMatch(/^.+（H001）$/);
    const english = okOf(await h001admin.api<Diagnosis>('GET', '/resource/diagnosis', { query: { unitCode: 'H001', userCode: 'frontdesk', appCode: 'DEMO', resource: 'demo_invoice' }, headers: { language: 'en-US' } }));
    expect(english.checks.find((c) => c.key === 'unitExists')?.detail).toMatch(/^.+ \(H001\)$/);
    expect(english.checks.find((c) => c.key === 'userExists')?.detail).toMatch(/^.+ \(frontdesk\)$/);
    expect(JSON.stringify(english)).not.toMatch(/[（）]/);
    const fd03 = okOf(await admin.api<Diagnosis>('GET', '/resource/diagnosis', { query: { unitCode: 'H003', userCode: 'fd03', appCode: 'DEMO', resource: 'demo_invoice' } }));
    expect(fd03.visible).toBe(false);
    expect(fd03.checks.find((c) => c.key === 'appOpened')?.ok).toBe(false);
    const locked = okOf(await h001admin.api<Diagnosis>('GET', '/resource/diagnosis', { query: { unitCode: 'H001', userCode: 'locked_user', appCode: 'DEMO', resource: 'demo_invoice' } }));
    expect(locked.checks.find((c) => c.key === 'userUnlocked')?.ok).toBe(false);
    // Another hotel is answered as unknown to a hotel administrator.
    const other = okOf(await h001admin.api<Diagnosis>('GET', '/resource/diagnosis', { query: { unitCode: 'H002', userCode: 'helper', appCode: 'DEMO', resource: 'demo_invoice' } }));
    expect(other.checks).toEqual([{ key: 'unitExists', ok: false, detail: 'H002' }]);
    refusedWith(await new Browser(UC_HOST).api('GET', '/resource/diagnosis', { query: { unitCode: 'H001', userCode: 'x', appCode: 'DEMO', resource: 'x' } }), 50001);
  });
});

describe('appending resources to a role', () => {
  it('adds only what the caller holds', async () => {
    const role = await h.db.prisma.role.findFirstOrThrow({ where: { code: 'HK', unit: { code: 'H001' } } });
    const invoice = await byCode('demo_invoice');
    refusedWith(await h001admin.api('POST', '/resource/appendRoleResource', { body: { roleId: role.id, resourceIds: [invoice.id] } }), 40304);
    expect(okOf(await admin.api('POST', '/resource/appendRoleResource', { body: { roleId: role.id, resourceIds: [invoice.id] } }))).toEqual({ added: 1 });
  });
});
