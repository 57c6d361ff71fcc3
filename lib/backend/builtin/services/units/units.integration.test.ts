/** Unit calls through the BFF: validation, permissions, unit boundaries, tree, copy, audit rows. */
import { describe, expect, it } from 'vitest';
import type { Harness } from '@/tests/support/harness';
import { okOf, refusedWith, consoleSuite, UC_HOST } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { UnitRow, UnitTreeNode } from '@/lib/contracts/units';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;

consoleSuite((s) => void ({ h, admin, h001admin, frontdesk } = s));

const unitId = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;

describe('listing units', () => {
  it('pages every unit for the administrator and only its own unit for a hotel administrator', async () => {
    const all = okOf(await admin.api<{ datas: UnitRow[]; totalRows: number }>('POST', '/org/orgs', { body: { firstResult: 0, pageSize: 5 } }));
    expect(all.datas).toHaveLength(5);
    expect(all.totalRows).toBeGreaterThanOrEqual(10);
    const hotels = okOf(await admin.api<{ datas: UnitRow[] }>('POST', '/org/orgs', { body: { type: 'HOTEL', pageSize: 50 } }));
    expect(hotels.datas.map((u) => u.code).sort()).toEqual(['H001', 'H002', 'H003']);
    expect(hotels.datas[0]).toMatchObject({ parentCode: 'HQ', type: 'HOTEL' });
    const own = okOf(await h001admin.api<{ datas: UnitRow[] }>('POST', '/org/orgs', { body: { pageSize: 50 } }));
    expect(own.datas.map((u) => u.code)).toEqual(['H001']);
  });

  it('finds a unit by uuid and by a fragment of its name', async () => {
    const h002 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } });
    const byUuid = okOf(await admin.api<{ datas: UnitRow[] }>('POST', '/org/orgs', { body: { uuid: h002.uuid, pageSize: 10 } }));
    expect(byUuid.datas.map((u) => u.code)).toEqual(['H002']);
    const blur = okOf(await admin.api<{ datas: { code: string }[] }>('POST', '/org/orgs/blur', { body: { keyword: '西湖' } }));
    expect(blur.datas.map((u) => u.code)).toEqual(['H002']);
  });

  it('refuses an ordinary user (40300) and a visitor (50001)', async () => {
    refusedWith(await frontdesk.api('POST', '/org/orgs', { body: {} }), 40300);
    const { Browser } = await import('@/tests/support/bff-client');
    refusedWith(await new Browser('uc.localhost:3000').api('POST', '/org/orgs', { body: {} }), 50001);
  });

  it('builds the tree of the caller’s units', async () => {
    const tree = okOf(await admin.api<UnitTreeNode[]>('GET', '/org/buildOrgTree'));
    const ally = tree.find((n) => n.code === 'ALLY')!;
    const hq = ally.children.find((n) => n.code === 'HQ')!;
    expect(hq.children.map((n) => n.code)).toEqual(expect.arrayContaining(['H001', 'H002', 'H003', 'S001']));
    const mine = okOf(await h001admin.api<UnitTreeNode[]>('GET', '/org/buildOrgTree'));
    expect(mine.map((n) => n.code)).toEqual(['H001']);
    const children = okOf(await admin.api<UnitTreeNode[]>('GET', '/org/listChildNodes', { query: { parentId: String(await unitId('HQ')) } }));
    expect(children.map((n) => n.code)).toContain('H001');
    refusedWith(await h001admin.api('GET', '/org/listChildNodes', { query: { parentId: String(await unitId('HQ')) } }), 40300);
  });
});

describe('creating and changing units', () => {
  it('creates a hotel under the group with its root department and an audit row', async () => {
    const hq = await unitId('HQ');
    const created = okOf(await admin.api<UnitRow>('POST', '/org/unit', { body: { code: 'h900', name: '测试酒店', type: 'HOTEL', parentId: hq } }));
    expect(created).toMatchObject({ code: 'H900', kind: 'HOTEL', parentCode: 'HQ', status: 'ENABLED' });
    const root = await h.db.prisma.department.findFirstOrThrow({ where: { unitId: created.id, isRoot: true } });
    expect(root.name).toBe('全部部门');
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'Unit', objectId: String(created.id), action: 'CREATE' } });
    expect(audit.actorCode).toBe('admin');
    expect(JSON.parse(audit.after!)).toMatchObject({ code: 'H900', name: '测试酒店' });
    expect(audit.before).toBeNull();
  });

  it('validates codes, types and names, and refuses a code taken', async () => {
    const bad = await admin.api<{ fields: Record<string, string[]> }>('POST', '/org/unit', { body: { code: 'a b', name: '', type: 'PLANET' } });
    refusedWith(bad, 40000);
    expect(Object.keys(bad.body.retVal.fields).sort()).toEqual(['code', 'name', 'type']);
    refusedWith(await admin.api('POST', '/org/unit', { body: { code: 'H001', name: '重复', type: 'HOTEL', parentId: await unitId('HQ') } }), 40902);
  });

  it('keeps a hotel administrator inside their hotel: no unit of another hotel is read or changed', async () => {
    const h002 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } });
    // Unit editing is not a hotel administrator's right at all...
    refusedWith(await h001admin.api('PUT', '/org/updateUnit', { body: { id: h002.id, code: 'H002', name: '改名', type: 'HOTEL', parentId: h002.parentId } }), 40300);
    // ...and their own profile call stops at their own unit.
    refusedWith(await h001admin.api('PUT', '/updateOrg', { body: { id: h002.id, name: '改名' } }), 40300);
    refusedWith(await h001admin.api('GET', `/org/unit/${h002.id}/app`), 40300);
    refusedWith(await h001admin.api('GET', '/unit/box', { query: { unitId: String(h002.id) } }), 40300);
    refusedWith(await h001admin.api('GET', '/sysOption/unitOptions', { query: { unitId: String(h002.id) } }), 40300);
    refusedWith(await h001admin.api('POST', '/sysOption/saveUnitOption', { body: { unitId: h002.id, code: 'X', value: '1' } }), 40300);
    expect((await h.db.prisma.unit.findUniqueOrThrow({ where: { id: h002.id } })).name).toBe(h002.name);
    expect(await h.db.prisma.systemOption.count({ where: { unitId: h002.id, code: 'X' } })).toBe(0);
    // Their own unit is theirs to describe.
    const h001 = await unitId('H001');
    expect(okOf(await h001admin.api<UnitRow>('PUT', '/updateOrg', { body: { id: h001, name: '锦程国际大酒店', phone: '021-60000199' } })).phone).toBe('021-60000199');
  });

  it('moves a unit but never under itself', async () => {
    const h900 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H900' } });
    const hq = await unitId('HQ');
    refusedWith(await admin.api('PUT', '/org/updateUnit', { body: { id: hq, code: 'HQ', name: '锦程酒店集团', type: 'COMPAN', parentId: h900.id } }), 40000);
    const moved = okOf(await admin.api<UnitRow>('PUT', '/org/updateUnit', { body: { id: h900.id, code: 'H900', name: '测试酒店（改）', type: 'HOTEL', parentId: await unitId('ALLY') } }));
    expect(moved.parentCode).toBe('ALLY');
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'Unit', objectId: String(h900.id), action: 'UPDATE' } });
    expect(JSON.parse(audit.before!).name).toBe('测试酒店');
    expect(JSON.parse(audit.after!).name).toBe('测试酒店（改）');
    expect(JSON.parse(audit.detail!).fields).toEqual(expect.arrayContaining(['name', 'parentId']));
  });

  it('copies a unit with its departments and roles, not its users', async () => {
    const h001 = await unitId('H001');
    const copy = okOf(await admin.api<UnitRow>('GET', '/copyUnit', { query: { id: String(h001), code: 'H901', name: '复制酒店' } }));
    expect(copy).toMatchObject({ code: 'H901', parentCode: 'HQ' });
    const [depts, srcDepts, roles, users] = await Promise.all([
      h.db.prisma.department.count({ where: { unitId: copy.id } }),
      h.db.prisma.department.count({ where: { unitId: h001 } }),
      h.db.prisma.role.count({ where: { unitId: copy.id } }),
      h.db.prisma.user.count({ where: { unitId: copy.id } }),
    ]);
    expect(depts).toBe(srcDepts);
    expect(roles).toBeGreaterThan(0);
    expect(users).toBe(0);
    refusedWith(await admin.api('GET', '/copyUnit', { query: { id: String(h001), code: 'H901', name: '再次复制' } }), 40902);
  });

  it('deletes only an empty unit', async () => {
    const inUse = await admin.api('DELETE', `/org/${await unitId('H001')}`);
    refusedWith(inUse, 40903);
    // What is left, in words and counts (was "users 12, departments 6").
    expect(inUse.body.msg).toMatch(/^存在关联数据，无法删除：.*用户 \d+ 个.*部门 \d+ 个/);
    expect(inUse.body.msg).not.toMatch(/users|departments/);
    const h900 = await unitId('H900');
    okOf(await admin.api('DELETE', `/org/${h900}`));
    expect(await h.db.prisma.unit.findUnique({ where: { id: h900 } })).toBeNull();
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'Unit', objectId: String(h900), action: 'DELETE' } })).toBe(1);
  });
});

describe('a unit’s applications, parameters and box', () => {
  it('lists the applications, opens one directly and shows the box', async () => {
    const h003 = await unitId('H003');
    const demo = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'DEMO' } });
    expect(okOf(await admin.api<{ appCode: string }[]>('GET', `/org/unit/${h003}/app`)).map((a) => a.appCode)).not.toContain('DEMO');
    okOf(await admin.api('POST', `/org/unit/${h003}/app`, { body: { appId: demo.id } }));
    const h003uuid = (await h.db.prisma.unit.findUniqueOrThrow({ where: { id: h003 } })).uuid;
    expect(okOf(await admin.api<{ appCode: string }[]>('GET', `/${h003uuid}/openedapps`)).map((a) => a.appCode)).toContain('DEMO');
    const box = okOf(await admin.api<{ users: number; apps: { appCode: string; appName: string }[] }>('GET', '/unit/box', { query: { unitId: String(h003) } }));
    expect(box.users).toBeGreaterThan(0);
    expect(box.apps.find((a) => a.appCode === 'DEMO')?.appName).toBe('演示应用');
    // In English the applications go by their English names (their translations).
    const en = new Browser(UC_HOST, '127.0.0.1', 'en-US');
    expect((await en.api('POST', '/login', { body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } })).body.result).toBe(0);
    const enBox = okOf(await en.api<{ apps: { appCode: string; appName: string }[] }>('GET', '/unit/box', { query: { unitId: String(h003) } }));
    expect(enBox.apps.find((a) => a.appCode === 'DEMO')?.appName).toBe('Demo Application');
    okOf(await admin.api('DELETE', `/org/unit/${h003}/app/${demo.id}`));
  });

  it('gives a hotel administrator no admin flags to hand out', async () => {
    const h001 = await unitId('H001');
    const uc = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'UC' } });
    // Opening is not theirs either.
    refusedWith(await h001admin.api('POST', `/org/unit/${h001}/app`, { body: { appId: uc.id, isAdmin: true } }), 40300);
    expect((await h.db.prisma.unitApplication.findFirstOrThrow({ where: { unitId: h001, appId: uc.id } })).isAdmin).toBe(false);
  });

  it('reads and overrides the unit parameters', async () => {
    const h001 = await unitId('H001');
    const options = okOf(await h001admin.api<{ code: string; source: string }[]>('GET', '/sysOption/unitOptions', { query: { unitId: String(h001) } }));
    expect(options.find((o) => o.code === 'PASSWORD_STRATEGY')?.source).toBe('UNIT');
    okOf(await h001admin.api('POST', '/sysOption/saveUnitOption', { body: { unitId: h001, code: 'WELCOME_TEXT', value: '欢迎' } }));
    expect((await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: h001, code: 'WELCOME_TEXT' } })).value).toBe('欢迎');
  });

  it('finds the group of a hotel', async () => {
    expect(okOf(await admin.api('GET', '/getHotelGroupCodeByHotelCode', { query: { hotelCode: 'H002' } }))).toEqual({ groupCode: 'HQ', groupName: '锦程酒店集团' });
    expect(okOf(await admin.api('GET', '/getHotelGroupCodeByHotelCode', { query: { hotelCode: 'NOPE' } }))).toBeNull();
  });
});
