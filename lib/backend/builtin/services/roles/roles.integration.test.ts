/** Role calls through the BFF: groups and roles, assignment, dispatch, permission trees and their log, tags, limits. */
import { describe, expect, it } from 'vitest';
import type { Harness } from '@/tests/support/harness';
import { okOf, refusedWith, consoleSuite } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import type { RoleRow } from '@/lib/contracts/roles';
import type { GrantNode } from '@/lib/contracts/users';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
let H001: number;
let H002: number;
let HQ: number;

consoleSuite(async (s) => {
  ({ h, admin, h001admin, frontdesk } = s);
  const id = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;
  [H001, H002, HQ] = await Promise.all([id('H001'), id('H002'), id('HQ')]);
});

const flat = (n: GrantNode[]): GrantNode[] => n.flatMap((x) => [x, ...flat(x.children)]);
const roleOf = (unitId: number, code: string) => h.db.prisma.role.findUniqueOrThrow({ where: { unitId_code: { unitId, code } } });

describe('the role list', () => {
  it('shows groups with their child roles, ungrouped roles and dispatched general roles', async () => {
    const rows = okOf(await h001admin.api<RoleRow[]>('POST', '/role/list', { body: { unitId: H001 } }));
    const group = rows.find((r) => r.kind === 'GROUP' && r.descript === '前厅角色组')!;
    expect(group.children!.map((r) => r.code).sort()).toEqual(['FRONT', 'FRONT_MGR']);
    expect(rows.filter((r) => r.kind === 'ROLE' && !r.dispatched).map((r) => r.code)).toEqual(expect.arrayContaining(['ADMIN', 'HK', 'CASHIER']));
    expect(rows.find((r) => r.dispatched)).toMatchObject({ code: 'TPL_FRONT', unitCode: 'HQ' });
    refusedWith(await h001admin.api('POST', '/role/list', { body: { unitId: H002 } }), 40300);
  });
});

describe('the roles a user of a unit may be given (/role/options)', () => {
  type Options = { roles: { id: number; code: string; descript: string; unitCode: string; appCode: string }[]; groups: { id: number; descript: string }[] };
  const options = async (b: typeof admin, unitId: number) => okOf(await b.api<Options>('GET', '/role/options', { query: { unitId: String(unitId) } }));

  it('offers the unit’s enabled roles and the general roles dispatched to it, and its role groups', async () => {
    const mine = await options(h001admin, H001);
    expect(mine.roles.map((r) => `${r.unitCode}/${r.code}`)).toEqual(['HQ/TPL_FRONT', 'H001/ADMIN', 'H001/FRONT', 'H001/FRONT_MGR', 'H001/EXT_ORDERS', 'H001/HK', 'H001/CASHIER']);
    const tpl = await roleOf(HQ, 'TPL_FRONT');
    expect(mine.roles[0]).toEqual({ id: tpl.id, code: 'TPL_FRONT', descript: '前台通用角色（集团模板）', unitCode: 'HQ', appCode: 'DEMO' });
    expect(mine.roles.find((r) => r.code === 'FRONT')).toMatchObject({ descript: '前台', appCode: '' });
    const group = await h.db.prisma.roleGroup.findFirstOrThrow({ where: { unitId: H001, code: 'RG_FO' } });
    expect(mine.groups).toEqual([{ id: group.id, descript: '前厅角色组' }]);
    expect((await options(admin, H002)).roles.map((r) => `${r.unitCode}/${r.code}`)).toEqual(['HQ/TPL_FRONT', 'H002/ADMIN']);
  });

  it('leaves out a disabled role until it is enabled again', async () => {
    const made = okOf(await h001admin.api<{ id: number }>('POST', '/rolegroup/role', { body: { unitId: H001, code: 'OPT_OFF', descript: '停用角色', status: 'DISABLED' } }));
    expect((await options(h001admin, H001)).roles.map((r) => r.code)).not.toContain('OPT_OFF');
    okOf(await h001admin.api('PUT', '/role', { body: { id: made.id, unitId: H001, code: 'OPT_OFF', descript: '停用角色', status: 'ENABLED' } }));
    expect((await options(h001admin, H001)).roles.map((r) => r.code)).toContain('OPT_OFF');
    okOf(await h001admin.api('DELETE', `/role/${made.id}`));
  });

  it('refuses another hotel, a caller without the role pages and bad input', async () => {
    refusedWith(await h001admin.api('GET', '/role/options', { query: { unitId: String(H002) } }), 40300);
    refusedWith(await frontdesk.api('GET', '/role/options', { query: { unitId: String(H001) } }), 40300);
    const bad = await h001admin.api<{ fields: Record<string, string[]> }>('GET', '/role/options', { query: { unitId: 'H001' } });
    refusedWith(bad, 40000);
    expect(bad.body.msg).not.toBe('');
    expect(Object.keys(bad.body.retVal.fields)).toEqual(['unitId']);
  });
});

describe('a role’s menu tree (/resource/resourceRoleTree)', () => {
  const tree = async (b: typeof admin, roleId: number, appId: number) =>
    okOf(await b.api<GrantNode[]>('GET', '/resource/resourceRoleTree', { query: { roleId: String(roleId), appId: String(appId) } }));
  const demoId = async () => (await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'DEMO' } })).id;

  it('shows the application’s menus and buttons with the role’s grants checked and what the caller cannot give disabled', async () => {
    const [hk, demo] = await Promise.all([roleOf(H001, 'HK'), demoId()]);
    const roots = await tree(h001admin, hk.id, demo);
    expect(roots.map((n) => n.code)).toEqual(['demo_front', 'demo_room', 'demo_finance', 'demo_group_notice']);
    const nodes = flat(roots);
    expect(nodes.every((n) => n.kind === 'MENU' || n.kind === 'BUTTON')).toBe(true);
    expect(nodes.find((n) => n.code === 'demo_checkin_walkin')!.children.map((n) => [n.code, n.kind])).toEqual([['demo_checkin_submit', 'BUTTON']]);
    expect(nodes.filter((n) => n.checked).map((n) => n.code)).toEqual(['demo_room', 'demo_room_status', 'demo_room_clean', 'demo_room_repair']);
    // H001's administrator holds only the group's cascading notice board in DEMO: the rest is not theirs to give.
    expect(nodes.filter((n) => !n.disabled).map((n) => n.code)).toEqual(['demo_group_notice']);
    // The super administrator may give everything; the role's grants are the same.
    const full = flat(await tree(admin, hk.id, demo));
    expect(full.some((n) => n.disabled)).toBe(false);
    expect(full.filter((n) => n.checked).map((n) => n.code)).toEqual(['demo_room', 'demo_room_status', 'demo_room_clean', 'demo_room_repair']);
    // The same tree as the role page's menu tab.
    expect(roots).toEqual(okOf(await h001admin.api<GrantNode[]>('GET', '/role/menus', { query: { roleId: String(hk.id), appId: String(demo) } })));
  });

  it('shows a general role dispatched to the hotel, not a role of another unit', async () => {
    const [tpl, h002admin, auditor, demo] = await Promise.all([roleOf(HQ, 'TPL_FRONT'), roleOf(H002, 'ADMIN'), roleOf(HQ, 'AUDITOR'), demoId()]);
    const checked = flat(await tree(h001admin, tpl.id, demo)).filter((n) => n.checked).map((n) => n.code);
    expect(checked).toEqual(expect.arrayContaining(['demo_checkin_walkin', 'demo_checkin_group', 'demo_reservation', 'demo_room_status']));
    refusedWith(await h001admin.api('GET', '/resource/resourceRoleTree', { query: { roleId: String(h002admin.id), appId: String(demo) } }), 40300);
    refusedWith(await h001admin.api('GET', '/resource/resourceRoleTree', { query: { roleId: String(auditor.id), appId: String(demo) } }), 40300);
    refusedWith(await frontdesk.api('GET', '/resource/resourceRoleTree', { query: { roleId: String(tpl.id), appId: String(demo) } }), 40300);
  });

  it('answers an unknown role or application with not found and bad input with the fields', async () => {
    const [hk, demo] = await Promise.all([roleOf(H001, 'HK'), demoId()]);
    refusedWith(await h001admin.api('GET', '/resource/resourceRoleTree', { query: { roleId: '2000000000', appId: String(demo) } }), 40400);
    refusedWith(await h001admin.api('GET', '/resource/resourceRoleTree', { query: { roleId: String(hk.id), appId: '2000000000' } }), 40400);
    const bad = await h001admin.api<{ fields: Record<string, string[]> }>('GET', '/resource/resourceRoleTree', { query: { roleId: 'HK' } });
    refusedWith(bad, 40000);
    expect(bad.body.msg).not.toBe('');
    expect(Object.keys(bad.body.retVal.fields).sort()).toEqual(['appId', 'roleId']);
  });
});

describe('data-authorisation groups of a unit (/role/dataAuthGroups)', () => {
  type DataGroup = { id: number; unitId: number; appCode: string; code: string; name: string; remark: string; status: string; contents: { contentType: string; contentCode: string; contentName: string }[] };
  const groupsOf = async (b: typeof admin, unitId: number) => okOf(await b.api<DataGroup[]>('GET', '/role/dataAuthGroups', { query: { unitId: String(unitId) } }));
  const byKey = (c: { contentType: string; contentCode: string }[]) => [...c].sort((a, b) => `${a.contentType}:${a.contentCode}`.localeCompare(`${b.contentType}:${b.contentCode}`));

  it('lists the unit’s groups with their contents', async () => {
    const [east] = await groupsOf(admin, HQ);
    expect(east).toMatchObject({ unitId: HQ, appCode: 'REPORT', code: 'DA_EAST', name: '华东区域酒店数据', remark: '可查看华东区酒店的经营数据', status: 'ENABLED' });
    expect(byKey(east!.contents)).toEqual([
      { contentType: 'COMPANY', contentCode: 'C_SH', contentName: '锦程酒店管理（上海）有限公司' },
      { contentType: 'UNIT', contentCode: 'H001', contentName: '锦程国际大酒店' },
      { contentType: 'UNIT', contentCode: 'H002', contentName: '锦程西湖度假酒店' },
      { contentType: 'ZONE', contentCode: 'EAST', contentName: '华东区' },
    ]);
    expect(await groupsOf(h001admin, H001)).toEqual([]);
    const saved = okOf(await h001admin.api<DataGroup>('POST', '/role/dataAuthGroup', { body: { unitId: H001, code: 'DA_FO_READ', name: '前厅只读', contents: [{ contentType: 'DEPARTMENT', contentCode: 'FO', contentName: '前厅部' }] } }));
    expect(await groupsOf(h001admin, H001)).toEqual([saved]);
    expect(saved).toMatchObject({ unitId: H001, code: 'DA_FO_READ', appCode: '', contents: [{ contentType: 'DEPARTMENT', contentCode: 'FO', contentName: '前厅部' }] });
    okOf(await h001admin.api('DELETE', `/role/dataAuthGroup/${saved.id}`));
  });

  it('refuses another unit’s groups, a caller without the role pages and bad input', async () => {
    refusedWith(await h001admin.api('GET', '/role/dataAuthGroups', { query: { unitId: String(HQ) } }), 40300);
    refusedWith(await h001admin.api('GET', '/role/dataAuthGroups', { query: { unitId: String(H002) } }), 40300);
    refusedWith(await frontdesk.api('GET', '/role/dataAuthGroups', { query: { unitId: String(H001) } }), 40300);
    const bad = await admin.api<{ fields: Record<string, string[]> }>('GET', '/role/dataAuthGroups', { query: {} });
    refusedWith(bad, 40000);
    expect(bad.body.msg).not.toBe('');
    expect(Object.keys(bad.body.retVal.fields)).toEqual(['unitId']);
  });
});

describe('groups and roles', () => {
  it('validates code, description and the group description of at most 60', async () => {
    const bad = await h001admin.api<{ fields: Record<string, string[]> }>('POST', '/rolegroup/role', { body: { unitId: H001, code: '', descript: '' } });
    refusedWith(bad, 40000);
    expect(Object.keys(bad.body.retVal.fields).sort()).toEqual(['code', 'descript']);
    refusedWith(await h001admin.api('POST', '/rolegroup', { body: { unitId: H001, descript: '组'.repeat(61) } }), 40000);
    const g = okOf(await h001admin.api<{ id: number }>('POST', '/rolegroup', { body: { unitId: H001, descript: '组'.repeat(60) } }));
    const r = okOf(await h001admin.api<{ id: number }>('POST', '/rolegroup/role', { body: { unitId: H001, groupId: g.id, code: 'NIGHT', descript: '夜审', sort: 3 } }));
    expect((await h.db.prisma.role.findUniqueOrThrow({ where: { id: r.id } })).groupId).toBe(g.id);
    refusedWith(await h001admin.api('POST', '/rolegroup/role', { body: { unitId: H001, code: 'NIGHT', descript: '重复' } }), 40902);
    okOf(await h001admin.api('PUT', '/role', { body: { id: r.id, unitId: H001, code: 'NIGHT', descript: '夜审员', isTemplate: false } }));
    expect(okOf(await h001admin.api('POST', '/role/batchRoles', { body: { unitId: H001, items: [{ code: 'B1', descript: '一' }, { code: 'B2', descript: '二' }] } }))).toEqual({ created: 2 });
    refusedWith(await h001admin.api('POST', '/role/batchRoles', { body: { unitId: H001, items: [{ code: 'B3', descript: '三' }, { code: 'B1', descript: '重' }] } }), 40902);
    expect(await h.db.prisma.role.count({ where: { unitId: H001, code: 'B3' } })).toBe(0);
    okOf(await h001admin.api('DELETE', `/role/${(await roleOf(H001, 'B2')).id}`));
    okOf(await h001admin.api('DELETE', `/rolegroup/${g.id}`));
    expect((await roleOf(H001, 'NIGHT')).groupId).toBeNull();
  });

  it('keeps another hotel’s roles untouched', async () => {
    const other = await roleOf(H002, 'ADMIN');
    refusedWith(await h001admin.api('PUT', '/role', { body: { id: other.id, unitId: H002, code: 'ADMIN', descript: '改' } }), 40300);
    refusedWith(await h001admin.api('PUT', '/role', { body: { id: other.id, unitId: H001, code: 'ADMIN', descript: '改' } }), 40300);
    refusedWith(await h001admin.api('DELETE', `/role/${other.id}`), 40300);
    refusedWith(await h001admin.api('PUT', '/menu/role-permission', { body: { roleId: other.id, appId: 1, ids: [] } }), 40300);
    expect((await roleOf(H002, 'ADMIN')).descript).toBe(other.descript);
  });
});

describe('permission trees', () => {
  it('grants menus to a role only within the caller’s own, and logs the tree before and after', async () => {
    const night = await roleOf(H001, 'NIGHT');
    const [uc, demo] = await Promise.all([h.db.prisma.application.findUniqueOrThrow({ where: { code: 'UC' } }), h.db.prisma.application.findUniqueOrThrow({ where: { code: 'DEMO' } })]);
    const ucTree = flat(okOf(await h001admin.api<GrantNode[]>('GET', '/role/menus', { query: { roleId: String(night.id), appId: String(uc.id) } })));
    const mine = ucTree.find((n) => n.code === 'uc_user_list')!;
    const notMine = ucTree.find((n) => n.code === 'uc_apply_list')!;
    expect(mine.disabled).toBe(false);
    expect(notMine.disabled).toBe(true);
    refusedWith(await h001admin.api('PUT', '/menu/role-permission', { body: { roleId: night.id, appId: uc.id, ids: [mine.id, notMine.id] } }), 40304);
    expect(await h.db.prisma.roleResource.count({ where: { roleId: night.id } })).toBe(0);
    const saved = flat(okOf(await h001admin.api<GrantNode[]>('PUT', '/menu/role-permission', { body: { roleId: night.id, appId: uc.id, ids: [mine.id] } })));
    expect(saved.filter((n) => n.checked).map((n) => n.code)).toEqual(['uc_user_list']);
    const log = okOf(await h001admin.api<{ datas: { before: { grants: string[] }; after: { grants: string[] } }[] }>('GET', '/operation_log/getRoleTree', { query: { roleId: String(night.id) } }));
    expect(log.datas[0]).toMatchObject({ before: { grants: [] }, after: { grants: ['uc_user_list'] } });
    // Ids of another application are refused.
    const demoMenu = await h.db.prisma.resource.findFirstOrThrow({ where: { appId: demo.id } });
    refusedWith(await admin.api('PUT', '/menu/role-permission', { body: { roleId: night.id, appId: uc.id, ids: [demoMenu.id] } }), 40000);
    const reports = okOf(await admin.api<GrantNode[]>('GET', '/role/reports', { query: { roleId: String(night.id), appId: String(uc.id) } }));
    expect(reports.length).toBeGreaterThan(0);
    const opsTree = flat(okOf(await admin.api<GrantNode[]>('GET', '/role/operations', { query: { roleId: String(night.id), appId: String(demo.id) } })));
    okOf(await admin.api('PUT', '/operation/role-permission', { body: { roleId: night.id, appId: demo.id, ids: [opsTree[0]!.id] } }));
    // The hotel administrator holds no operation: giving one is above their rights.
    refusedWith(await h001admin.api('PUT', '/operation/role-permission', { body: { roleId: night.id, appId: demo.id, ids: [opsTree[0]!.id, opsTree[1]!.id] } }), 40304);
    okOf(await admin.api('PUT', '/operation/role-permission', { body: { roleId: night.id, appId: demo.id, ids: [] } }));
  });
});

describe('assigning roles', () => {
  it('gives a role to users and departments of its unit, never a role above the caller’s own', async () => {
    const night = await roleOf(H001, 'NIGHT');
    const [hk, fo] = await Promise.all([h.db.prisma.user.findFirstOrThrow({ where: { unitId: H001, code: 'hk01' } }), h.db.prisma.department.findFirstOrThrow({ where: { unitId: H001, code: 'FO' } })]);
    expect(okOf(await h001admin.api('POST', '/role/users', { body: { roleId: night.id, userIds: [hk.id] } }))).toEqual({ added: 1, removed: 0 });
    expect(okOf(await h001admin.api<{ datas: { code: string }[] }>('GET', '/role/users', { query: { roleId: String(night.id) } })).datas.map((u) => u.code)).toEqual(['hk01']);
    okOf(await h001admin.api('POST', '/role/departs', { body: { roleId: night.id, unitId: H001, deptIds: [fo.id] } }));
    const root = await h.db.prisma.department.findFirstOrThrow({ where: { unitId: H001, isRoot: true } });
    refusedWith(await h001admin.api('POST', '/role/departs', { body: { roleId: night.id, unitId: H001, deptIds: [root.id] } }), 40305);
    // FRONT_MGR holds DEMO menus and operations the hotel administrator does not hold.
    const mgr = await roleOf(H001, 'FRONT_MGR');
    refusedWith(await h001admin.api('POST', '/role/users', { body: { roleId: mgr.id, userIds: [hk.id] } }), 40304);
    refusedWith(await h001admin.api('POST', '/role/departs', { body: { roleId: mgr.id, unitId: H001, deptIds: [fo.id] } }), 40304);
    expect(await h.db.prisma.userRole.count({ where: { roleId: mgr.id, userId: hk.id } })).toBe(0);
    okOf(await h001admin.api('POST', '/role/users', { body: { roleId: night.id, cancelUserIds: [hk.id] } }));
    expect(await h.db.prisma.userRole.count({ where: { roleId: night.id } })).toBe(0);
  });
});

describe('dispatching template roles', () => {
  it('dispatches to hotels below the role’s unit, lists and takes them back with the hotels’ grants', async () => {
    const tpl = await roleOf(HQ, 'TPL_FRONT');
    const s001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'S001' } });
    expect(okOf(await admin.api('POST', '/role/distributeRole', { body: { roleId: tpl.id, unitIds: [s001.id, H001] } }))).toEqual({ added: 1 });
    const sup = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'SUP01' } });
    refusedWith(await admin.api('POST', '/role/distributeRole', { body: { roleId: tpl.id, unitIds: [sup.id] } }), 40000);
    refusedWith(await h001admin.api('POST', '/role/distributeRole', { body: { roleId: tpl.id, unitIds: [H001] } }), 40300);
    const units = okOf(await admin.api<{ code: string }[]>('GET', '/role/unitsHasGeneralRoles', { query: { roleId: String(tpl.id) } }));
    expect(units.map((u) => u.code).sort()).toEqual(['H001', 'H002', 'H003', 'S001']);
    const helperGrants = await h.db.prisma.userRole.count({ where: { roleId: tpl.id, user: { unitId: H002 } } });
    expect(helperGrants).toBe(1);
    okOf(await admin.api('POST', '/role/deleteGeneralRole', { body: { roleId: tpl.id, unitId: H002 } }));
    expect(await h.db.prisma.userRole.count({ where: { roleId: tpl.id, user: { unitId: H002 } } })).toBe(0);
    expect(okOf(await admin.api('POST', '/role/deleteGeneralRoleInUnits', { body: { roleId: tpl.id, unitIds: [s001.id, H002] } }))).toEqual({ removed: 1 });
    refusedWith(await admin.api('DELETE', `/role/${tpl.id}`), 40903);
    const notTemplate = await roleOf(HQ, 'AUDITOR');
    refusedWith(await admin.api('POST', '/role/distributeRole', { body: { roleId: notTemplate.id, unitIds: [H001] } }), 40000);
  });
});

describe('managed tags and data-authorisation groups', () => {
  it('keeps tags and groups within a unit and gives them to roles and users', async () => {
    const tag = okOf(await h001admin.api<{ id: number }>('POST', '/role/tag', { body: { unitId: H001, code: 'VIP_DESK', name: '贵宾接待' } }));
    const night = await roleOf(H001, 'NIGHT');
    expect(okOf(await h001admin.api('POST', '/role/managedTagDetail', { body: { roleId: night.id, tagIds: [tag.id] } }))).toEqual([tag.id]);
    const hk = await h.db.prisma.user.findFirstOrThrow({ where: { unitId: H001, code: 'hk01' } });
    okOf(await h001admin.api('POST', '/role/userManagedTagDetail', { body: { userId: hk.id, tagIds: [tag.id] } }));
    const info = okOf(await h001admin.api<{ roles: { code: string }[]; users: { code: string }[] }>('GET', '/role/tagInfo', { query: { tagId: String(tag.id) } }));
    expect(info.roles.map((r) => r.code)).toEqual(['NIGHT']);
    expect(info.users.map((u) => u.code)).toEqual(['hk01']);
    const h002tag = okOf(await admin.api<{ id: number }>('POST', '/role/tag', { body: { unitId: H002, code: 'T2', name: '西湖' } }));
    refusedWith(await h001admin.api('POST', '/role/userManagedTagDetail', { body: { userId: hk.id, tagIds: [h002tag.id] } }), 40300);
    const group = okOf(await h001admin.api<{ id: number; contents: unknown[] }>('POST', '/role/dataAuthGroup', { body: { unitId: H001, code: 'DG1', name: '前厅数据', contents: [{ contentType: 'DEPARTMENT', contentCode: 'FO', contentName: '前厅部' }] } }));
    expect(group.contents).toHaveLength(1);
    okOf(await h001admin.api('POST', '/role/userDataAuthGroups', { body: { userId: hk.id, groupIds: [group.id] } }));
    expect(okOf(await h001admin.api('GET', '/role/userDataAuthGroups', { query: { userId: String(hk.id) } }))).toEqual([group.id]);
    refusedWith(await h001admin.api('POST', '/role/dataAuthGroup', { body: { unitId: H001, code: 'DG2', name: 'x', contents: [{ contentType: 'PLANET', contentCode: 'X' }] } }), 40000);
    refusedWith(await h001admin.api('GET', '/role/managedTags', { query: { unitId: String(H002) } }), 40300);
  });
});
