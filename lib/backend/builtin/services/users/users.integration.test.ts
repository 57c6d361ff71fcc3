/** User calls through the BFF: every field rule, account state, grants within one's own rights, unit boundaries, Excel. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';
import { okOf, refusedWith, signIn, UC_HOST } from '@/tests/support/console';
import type { GrantNode, ImportResult, UserRow } from '@/lib/contracts/users';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let H001: number;
let H002: number;

beforeAll(async () => {
  h = await createHarness();
  [admin, h001admin] = await Promise.all([signIn('HQ', 'admin'), signIn('H001', 'h001admin')]);
  H001 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } })).id;
  H002 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } })).id;
});
afterAll(async () => h?.close());

const userOf = (unitId: number, code: string) => h.db.prisma.user.findUniqueOrThrow({ where: { unitId_code: { unitId, code } } });
const valid = { code: 'li-lei', name: '李雷', password: 'Start@2026x', passwordCheck: 'Start@2026x', mobile: '13912345678', email: 'lilei@example.com', idCard: '11010519491231002X' };

describe('listing and searching users', () => {
  it('searches by code, name, mobile or e-mail, within the caller’s units', async () => {
    const byName = okOf(await admin.api<{ datas: UserRow[] }>('POST', '/user/users', { body: { keyword: '王芳' } }));
    expect(byName.datas.map((u) => u.code)).toEqual(['frontdesk']);
    const byMobile = okOf(await admin.api<{ datas: UserRow[] }>('POST', '/user/users', { body: { mobile: '13800000001' } }));
    expect(byMobile.datas.map((u) => u.code)).toEqual(['frontdesk']);
    expect(byMobile.datas[0]).toMatchObject({ unitCode: 'H001', deptName: '前厅部', wechatBound: true, pmsAccount: 'FD01' });
    const mine = okOf(await h001admin.api<{ datas: UserRow[]; totalRows: number }>('POST', '/user/users', { body: { pageSize: 100 } }));
    expect(new Set(mine.datas.map((u) => u.unitCode))).toEqual(new Set(['H001']));
    refusedWith(await h001admin.api('POST', '/user/users', { body: { unitId: H002 } }), 40300);
  });

  it('lists a department with its sub-departments', async () => {
    const fo = await h.db.prisma.department.findFirstOrThrow({ where: { unitId: H001, code: 'FO' } });
    const all = okOf(await h001admin.api<{ datas: UserRow[] }>('POST', '/org/users', { body: { deptId: fo.id, pageSize: 50 } }));
    expect(all.datas.map((u) => u.code)).toEqual(expect.arrayContaining(['frontdesk', 'newbie']));
    const only = okOf(await h001admin.api<{ datas: UserRow[] }>('POST', '/org/users', { body: { deptId: fo.id, withSubDepts: 'F', pageSize: 50 } }));
    expect(only.datas.map((u) => u.code)).not.toContain('newbie');
  });
});

describe('adding and editing users', () => {
  it('answers each rule with its message', async () => {
    const rule = async (body: Record<string, unknown>) => h001admin.api<{ fields?: Record<string, string[]> }>('POST', '/user/addUser', { body: { unitId: H001, ...valid, ...body } });
    for (const [field, value] of [
      ['code', 'a'.repeat(31)],
      ['code', '-lead'],
      ['code', 'trail_'],
      ['code', 'sp ace'],
      ['mobile', '23912345678'],
      ['mobile', '1391234567'],
      ['email', 'not-an-address'],
      ['idCard', '1234567890123456'],
      ['idCard', '11010519491231002Y'],
      ['name', ''],
      ['birthday', '2026-13-01'],
    ] as const) {
      const res = await rule({ [field]: value });
      refusedWith(res, 40000);
      expect(Object.keys(res.body.retVal.fields ?? {}), `${field}=${value}`).toEqual([field]);
    }
    const mismatch = await rule({ passwordCheck: 'Other@2026x' });
    refusedWith(mismatch, 40002);
    expect(mismatch.body.msg).toBe('两次输入的密码不一致');
    const noUnit = await h001admin.api('POST', '/user/addUser', { body: { ...valid } });
    refusedWith(noUnit, 40001);
    expect(noUnit.body.msg).toBe('单位不能为空');
    const weak = await rule({ password: 'abc12345', passwordCheck: 'abc12345' });
    refusedWith(weak, 40107);
    const taken = await rule({ code: 'frontdesk' });
    refusedWith(taken, 40901);
    expect(taken.body.msg).toBe('用户编码已存在');
  });

  it('creates a user who then signs in, and writes the audit row without the password', async () => {
    const fo = await h.db.prisma.department.findFirstOrThrow({ where: { unitId: H001, code: 'FO' } });
    const made = okOf(await h001admin.api<UserRow>('POST', '/user/addUser', { body: { unitId: H001, ...valid, deptId: fo.id, sex: 'MALE', birthday: '1990-02-03', expiresAt: '2099-12-31' } }));
    expect(made).toMatchObject({ code: 'li-lei', deptName: '前厅部', birthday: '1990-02-03', expiresAt: '2099-12-31', firstLogin: true, createdBy: 'h001admin' });
    const login = await new Browser(UC_HOST).api('POST', '/login', { body: { unitCode: 'H001', userCode: 'li-lei', password: 'Start@2026x' } });
    expect(login.body.result).toBe(0);
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'User', objectId: String(made.id), action: 'CREATE' } });
    expect(audit.after).not.toMatch(/argon2|password/i);
    expect(okOf(await h001admin.api('GET', '/user/check/code', { query: { unitId: String(H001), code: 'li-lei' } }))).toEqual({ exists: true });
  });

  it('edits fields, refuses a department of another unit, and never a type above one’s own', async () => {
    const lilei = await userOf(H001, 'li-lei');
    const edited = okOf(await h001admin.api<UserRow>('POST', '/user/updateUser', { body: { id: lilei.id, code: 'li-lei', name: '李雷雷', mobile: '13912345679' } }));
    expect(edited).toMatchObject({ name: '李雷雷', mobile: '13912345679' });
    const fo2 = await h.db.prisma.department.findFirstOrThrow({ where: { unitId: H002, code: 'FO' } });
    // Another hotel's department is outside the hotel administrator's units: refused before any rule.
    refusedWith(await h001admin.api('POST', '/user/updateUser', { body: { id: lilei.id, code: 'li-lei', name: '李雷', deptId: fo2.id } }), 40300);
    // The group administrator administers both hotels: a department of another unit than the user's is a wrong field.
    refusedWith(await admin.api('POST', '/user/updateUser', { body: { id: lilei.id, code: 'li-lei', name: '李雷', deptId: fo2.id } }), 40000);
    refusedWith(await h001admin.api('POST', '/user/updateUser', { body: { id: lilei.id, code: 'li-lei', name: '李雷', type: 'SUPER_ADMIN' } }), 40304);
    refusedWith(await h001admin.api('POST', '/user/addUser', { body: { unitId: H001, ...valid, code: 'boss', type: 'OPS_ADMIN' } }), 40304);
    expect((await userOf(H001, 'li-lei')).type).toBe('ORDINARY');
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'User', objectId: String(lilei.id), action: 'UPDATE' } });
    expect(JSON.parse(audit.before!).name).toBe('李雷');
    expect(JSON.parse(audit.after!).name).toBe('李雷雷');
    expect(JSON.parse(audit.detail!).fields).toEqual(expect.arrayContaining(['name', 'mobile']));
  });

  it('keeps a hotel administrator of H001 away from users of H002 and from a super administrator: nothing changes', async () => {
    const h002admin = await userOf(H002, 'h002admin');
    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', '/user/updateUser', { id: h002admin.id, code: 'h002admin', name: '改名' }],
      ['POST', '/user/lock', { id: h002admin.id }],
      ['POST', '/user/unlock', { id: h002admin.id }],
      ['POST', '/user/updateLogin', { id: h002admin.id, status: 'DISABLED' }],
      ['POST', '/user/resetPasswordByAdmin', { id: h002admin.id }],
      ['POST', '/org/editReceiveMessage', { userIds: [h002admin.id], receiveMessage: 'F' }],
      ['POST', '/user/roles', { id: h002admin.id, roleIds: [] }],
      ['POST', '/user/auth', { id: h002admin.id }],
      ['POST', '/user/projection', { id: h002admin.id, unitIds: [] }],
      ['POST', '/user/batchStore', { userIds: [h002admin.id], unitIds: [H001] }],
    ];
    for (const [method, path, body] of calls) refusedWith(await h001admin.api(method as 'POST', path, { body }), 40300);
    refusedWith(await h001admin.api('GET', `/user/${h002admin.id}`), 40300);
    refusedWith(await h001admin.api('DELETE', `/user/delUser/${h002admin.id}`), 40300);
    const after = await userOf(H002, 'h002admin');
    expect({ name: after.name, locked: after.locked, status: after.status, hash: after.passwordHash, receive: after.receiveMessage }).toEqual({
      name: h002admin.name,
      locked: false,
      status: 'ENABLED',
      hash: h002admin.passwordHash,
      receive: h002admin.receiveMessage,
    });
    expect(await h.db.prisma.userRole.count({ where: { userId: h002admin.id } })).toBeGreaterThan(0);
    // HQ's unit administrator manages the group's hotels, but not the super administrator beside them.
    const hqadmin = await signIn('HQ', 'hqadmin');
    const superAdmin = await userOf((await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'HQ' } })).id, 'admin');
    refusedWith(await hqadmin.api('POST', '/user/resetPasswordByAdmin', { body: { id: superAdmin.id } }), 40300);
    expect((await h.db.prisma.user.findUniqueOrThrow({ where: { id: superAdmin.id } })).passwordHash).toBe(superAdmin.passwordHash);
  });
});

describe('account state', () => {
  it('locking ends the user’s sessions at once; unlocking lets them in again', async () => {
    const hk = await userOf(H001, 'hk01');
    const session = await signIn('H001', 'hk01');
    expect((await session.api('GET', '/user/getLoginByToken')).body.result).toBe(0);
    expect(okOf(await h001admin.api<UserRow>('POST', '/user/lock', { body: { id: hk.id } })).locked).toBe(true);
    refusedWith(await session.api('GET', '/user/getLoginByToken'), 50001);
    refusedWith(await new Browser(UC_HOST).api('POST', '/login', { body: { unitCode: 'H001', userCode: 'hk01', password: 'Demo@2026' } }), 40101);
    okOf(await h001admin.api('POST', '/user/unlock', { body: { id: hk.id } }));
    expect((await new Browser(UC_HOST).api('POST', '/login', { body: { unitCode: 'H001', userCode: 'hk01', password: 'Demo@2026' } })).body.result).toBe(0);
    const actions = (await h.db.prisma.auditLog.findMany({ where: { objectType: 'User', objectId: String(hk.id) } })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['LOCK', 'UNLOCK']));
  });

  it('disabling ends the sessions too, and nobody disables or locks themselves', async () => {
    const cashier = await userOf(H001, 'cashier');
    const session = await signIn('H001', 'cashier');
    okOf(await h001admin.api('POST', '/user/updateLogin', { body: { id: cashier.id, status: 'DISABLED' } }));
    refusedWith(await session.api('GET', '/user/getLoginByToken'), 50001);
    okOf(await h001admin.api('POST', '/user/updateLogin', { body: { id: cashier.id, status: 'ENABLED', expiresAt: '2099-01-01' } }));
    const me = await userOf(H001, 'h001admin');
    refusedWith(await h001admin.api('POST', '/user/lock', { body: { id: me.id } }), 40300);
    refusedWith(await h001admin.api('POST', '/user/updateLogin', { body: { id: me.id, status: 'DISABLED' } }), 40300);
  });

  it('resets a password: generated once, works, and must be changed at the next login', async () => {
    const fom = await userOf(H001, 'fomanager');
    const { password } = okOf(await h001admin.api<{ password: string }>('POST', '/user/resetPasswordByAdmin', { body: { id: fom.id } }));
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{12}$/);
    const login = await new Browser(UC_HOST).api<{ pwdChange: string }>('POST', '/login', { body: { unitCode: 'H001', userCode: 'fomanager', password } });
    expect(login.body.result).toBe(0);
    expect(login.body.retVal.pwdChange).toBe('T');
    refusedWith(await h001admin.api('POST', '/user/resetPasswordByAdmin', { body: { id: fom.id, password: 'Typed@2026x', passwordCheck: 'Typed@2026y' } }), 40002);
    expect(okOf(await h001admin.api<{ password: string }>('POST', '/user/resetPasswordByAdmin', { body: { id: fom.id, password: 'Typed@2026x', passwordCheck: 'Typed@2026x' } })).password).toBe('');
  });

  it('sets the receive-message flag of several users at once', async () => {
    const [a, b] = await Promise.all([userOf(H001, 'hk01'), userOf(H001, 'cashier')]);
    expect(okOf(await h001admin.api('POST', '/org/editReceiveMessage', { body: { userIds: [a.id, b.id], receiveMessage: 'F' } }))).toEqual({ updated: 2 });
    expect((await userOf(H001, 'hk01')).receiveMessage).toBe(false);
  });

  it('deletes a user but never oneself', async () => {
    const lilei = await userOf(H001, 'li-lei');
    okOf(await h001admin.api('DELETE', `/user/delUser/${lilei.id}`));
    expect(await h.db.prisma.user.findUnique({ where: { id: lilei.id } })).toBeNull();

    // The caller's own id, through the same call: refused, the row and the session stay.
    const me = await userOf(H001, 'h001admin');
    refusedWith(await h001admin.api('DELETE', `/user/delUser/${me.id}`), 40300);
    expect(await h.db.prisma.user.findUnique({ where: { id: me.id } })).toMatchObject({ id: me.id, code: 'h001admin', status: me.status });
    expect((await h001admin.api('GET', '/user/getLoginByToken')).body.result).toBe(0);
    expect(await h.db.prisma.auditLog.count({ where: { action: 'DELETE', objectType: 'User', objectId: String(me.id) } })).toBe(0);
  });
});

describe('roles and authorisation of a user', () => {
  it('gives roles within the caller’s rights only', async () => {
    const cashier = await userOf(H001, 'cashier');
    const [admin001, front] = await Promise.all([
      h.db.prisma.role.findFirstOrThrow({ where: { unitId: H001, code: 'ADMIN' } }),
      h.db.prisma.role.findFirstOrThrow({ where: { unitId: H001, code: 'FRONT' } }),
    ]);
    // A role the hotel administrator filled with user-center menus they hold and may pass on: allowed.
    const uc = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'UC' } });
    const desk = okOf(await h001admin.api<{ id: number }>('POST', '/rolegroup/role', { body: { unitId: H001, code: 'DESK_LEAD', descript: '前台主管', appId: uc.id } }));
    const userList = await h.db.prisma.resource.findFirstOrThrow({ where: { appId: uc.id, permission: 'uc:user:list' } });
    okOf(await h001admin.api('PUT', '/menu/role-permission', { body: { roleId: desk.id, appId: uc.id, ids: [userList.id] } }));
    const roles = okOf(await h001admin.api<{ roles: { code: string }[] }>('POST', '/user/roles', { body: { id: cashier.id, roleIds: [desk.id] } }));
    expect(roles.roles.map((r) => r.code)).toEqual(['DESK_LEAD']);
    // ADMIN carries the login-limits menu, a platform permission: only a platform operator hands it out,
    // even to a hotel administrator who holds it by type.
    refusedWith(await h001admin.api('POST', '/user/roles', { body: { id: cashier.id, roleIds: [desk.id, admin001.id] } }), 40304);
    // FRONT holds DEMO menus the hotel administrator does not hold: above their own.
    refusedWith(await h001admin.api('POST', '/user/roles', { body: { id: cashier.id, roleIds: [desk.id, front.id] } }), 40304);
    expect((await h.db.prisma.userRole.findMany({ where: { userId: cashier.id } })).map((r) => r.roleId)).toEqual([desk.id]);
    // The platform operator may.
    expect(okOf(await admin.api<{ roles: { code: string }[] }>('POST', '/user/roles', { body: { id: cashier.id, roleIds: [desk.id, admin001.id] } })).roles.map((r) => r.code).sort()).toEqual(['ADMIN', 'DESK_LEAD']);
    // The dispatched HQ template is a role of H001's users too.
    const tpl = await h.db.prisma.role.findFirstOrThrow({ where: { code: 'TPL_FRONT' } });
    const withTpl = okOf(await admin.api<{ roles: { code: string }[] }>('POST', '/user/roles', { body: { id: cashier.id, roleIds: [tpl.id] } }));
    expect(withTpl.roles.map((r) => r.code)).toEqual(['TPL_FRONT']);
  });

  it('shows a user’s menu tree with what roles give, and grants only what the caller holds', async () => {
    const cashier = await userOf(H001, 'cashier');
    const demo = await h.db.prisma.application.findUniqueOrThrow({ where: { code: 'DEMO' } });
    const tree = okOf(await admin.api<GrantNode[]>('GET', '/user/grantTree', { query: { id: String(cashier.id), appId: String(demo.id), kind: 'menu' } }));
    const flat = (n: GrantNode[]): GrantNode[] => n.flatMap((x) => [x, ...flat(x.children)]);
    const inherited = flat(tree).filter((n) => n.inherited).map((n) => n.code);
    expect(inherited).toEqual(expect.arrayContaining(['demo_invoice']));
    const walkin = flat(tree).find((n) => n.code === 'demo_checkin_walkin')!;
    // For the hotel administrator every DEMO menu is disabled (not theirs to give), but the group's
    // cascading menu, which every hotel of the group holds.
    const theirs = okOf(await h001admin.api<GrantNode[]>('GET', '/user/grantTree', { query: { id: String(cashier.id), appId: String(demo.id), kind: 'menu' } }));
    expect(flat(theirs).filter((n) => !n.disabled).map((n) => n.code)).toEqual(['demo_group_notice']);
    refusedWith(await h001admin.api('POST', '/user/grantTree', { body: { id: cashier.id, appId: demo.id, kind: 'menu', ids: [walkin.id] } }), 40304);
    const saved = okOf(await admin.api<GrantNode[]>('POST', '/user/grantTree', { body: { id: cashier.id, appId: demo.id, kind: 'menu', ids: [walkin.id] } }));
    expect(flat(saved).find((n) => n.code === 'demo_checkin_walkin')?.checked).toBe(true);
    const reports = okOf(await admin.api<GrantNode[]>('GET', '/user/grantTree', { query: { id: String(cashier.id), appId: String(demo.id), kind: 'report' } }));
    expect(reports.every((n) => n.category)).toBe(true);
    const ops = okOf(await admin.api<GrantNode[]>('GET', '/user/grantTree', { query: { id: String(cashier.id), appId: String(demo.id), kind: 'operation' } }));
    expect(flat(ops).length).toBeGreaterThan(0);
  });

  it('sets zones, companies and suppliers of the groups above the user', async () => {
    const hk = await userOf(H001, 'hk01');
    const hq = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'HQ' } });
    const zones = okOf(await h001admin.api<{ id: number }[]>('GET', '/remote/listZones', { query: { unitId: String(hq.id) } }));
    const companies = okOf(await h001admin.api<{ id: number }[]>('GET', '/remote/listCompanies', { query: { unitId: String(hq.id) } }));
    const suppliers = okOf(await h001admin.api<{ id: number }[]>('GET', '/remote/listSupplierMap', { query: { unitId: String(hq.id) } }));
    expect(zones.length).toBeGreaterThan(0);
    const saved = okOf(await h001admin.api('POST', '/user/auth', { body: { id: hk.id, zoneIds: [zones[0]!.id], companyIds: companies.slice(0, 1).map((c) => c.id), supplierIds: suppliers.slice(0, 1).map((s) => s.id) } }));
    expect(saved).toMatchObject({ zoneIds: [zones[0]!.id] });
    refusedWith(await h001admin.api('GET', '/remote/listZones', { query: { unitId: String(H002) } }), 40300);
  });

  it('projects a user into parent and child units the caller administers, and sets up stores in batch', async () => {
    const zhangwei = await userOf((await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'HQ' } })).id, 'zhangwei');
    const view = okOf(await admin.api<{ unitIds: number[]; candidates: { code: string }[] }>('GET', '/user/projection', { query: { id: String(zhangwei.id) } }));
    expect(view.unitIds).toEqual([H001]);
    expect(view.candidates.map((c) => c.code)).toEqual(expect.arrayContaining(['ALLY', 'H001', 'H002']));
    okOf(await admin.api('POST', '/user/projection', { body: { id: zhangwei.id, unitIds: [H001, H002] } }));
    const sup = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'SUP01' } });
    refusedWith(await admin.api('POST', '/user/projection', { body: { id: zhangwei.id, unitIds: [sup.id] } }), 40000);
    const s001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'S001' } });
    const liuyang = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'liuyang' } });
    expect(okOf(await admin.api('POST', '/user/batchStore', { body: { userIds: [zhangwei.id, liuyang.id], unitIds: [s001.id] } }))).toEqual({ added: 2 });
    expect(await h.db.prisma.userUnitAccess.count({ where: { unitId: s001.id, kind: 'PROJECTION' } })).toBe(2);
  });
});

describe('Excel', () => {
  const sheetOf = async (base64: string) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
    return wb.worksheets[0]!;
  };

  it('exports a search', async () => {
    const file = okOf(await h001admin.api<{ fileName: string; base64: string }>('POST', '/user/export', { body: { keyword: 'frontdesk' } }));
    expect(file.fileName).toMatch(/\.xlsx$/);
    const sheet = await sheetOf(file.base64);
    expect(sheet.getRow(1).getCell(1).value).toBe('用户编码');
    expect(sheet.getRow(2).getCell(1).value).toBe('frontdesk');
    expect(sheet.rowCount).toBe(2);
  });

  it('imports the valid rows of the template and reports every refused row with its reasons', async () => {
    const template = okOf(await h001admin.api<{ base64: string }>('GET', '/user/importTemplate'));
    const sheet = await sheetOf(template.base64);
    const wb = sheet.workbook;
    sheet.addRow(['imp01', '导入一', '女', '1995-05-06', '13700000001', 'imp01@example.com', '', '', 'HK', '普通用户', '启用', '', 'Start@2026x', '']);
    sheet.addRow(['-bad', '', '未知', '', '23700000002', 'bad', '123', '', 'NOPE', '', '', '', 'Start@2026x', '']);
    sheet.addRow(['frontdesk', '重复', '', '', '', '', '', '', '', '', '', '', 'Start@2026x', '']);
    sheet.addRow(['imp01', '文件内重复', '', '', '', '', '', '', '', '', '', '', 'Start@2026x', '']);
    sheet.addRow(['imp02', '弱密码', '', '', '', '', '', '', '', '', '', '', 'abc', '']);
    const base64 = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer).toString('base64');
    const result = okOf(await h001admin.api<ImportResult>('POST', '/user/import', { body: { unitId: H001, fileName: 'users.xlsx', base64 } }));
    // Row 2 is the template's own example (zhangsan, department FO): valid too.
    expect(result.total).toBe(6);
    expect(result.created).toBe(2);
    expect(result.errors.map((e) => e.row)).toEqual([4, 5, 6, 7]);
    const bad = result.errors.find((e) => e.row === 4)!;
    expect(bad.messages.join(' | ')).toMatch(/用户编码格式不正确/);
    expect(bad.messages.join(' | ')).toMatch(/手机号须为以 1 开头的 11 位数字/);
    expect(bad.messages.join(' | ')).toMatch(/部门编码 NOPE 在该单位中不存在/);
    expect(result.errors.find((e) => e.row === 5)!.messages).toContain('用户编码已存在');
    expect(result.errors.find((e) => e.row === 6)!.messages).toContain('用户编码已存在');
    expect(result.errors.find((e) => e.row === 7)!.messages.join()).toMatch(/密码强度/);
    const imp01 = await userOf(H001, 'imp01');
    expect(imp01).toMatchObject({ name: '导入一', sex: 'FEMALE', mobile: '13700000001', firstLogin: true });
    expect(await h.db.prisma.auditLog.count({ where: { action: 'IMPORT', objectType: 'User' } })).toBe(2);
    refusedWith(await h001admin.api('POST', '/user/import', { body: { unitId: H002, fileName: 'x.xlsx', base64 } }), 40300);
  });
});
