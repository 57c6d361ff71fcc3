/** Login logs (all units, under the caller's unit, export), audit logs and data/operation logs through the BFF. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Paged } from '@/lib/contracts/envelope';
import type { Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn, UC_HOST, consoleSuite } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { AuditLogRow, LoginLogRow, OperationLogRow } from '@/lib/contracts/logs';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;

consoleSuite((s) => void ({ h, admin, h001admin, frontdesk } = s));


async function sheetOf(base64: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe('login logs', () => {
  it('records a refused login with its reason and finds it by state, unit code, user code and date', async () => {
    const b = new Browser(UC_HOST, '10.77.0.5');
    expect((await b.api('POST', '/login', { body: { unitCode: 'h002', userCode: 'helper', password: 'not-it' } })).body.result).toBe(40100);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const found = okOf(
      await admin.api<Paged<LoginLogRow>>('POST', '/loginLog/list', { body: { result: 'FAILURE', unitCode: 'h002', userCode: 'helper', atStart: today, atEnd: today } }),
    );
    expect(found.datas[0]).toMatchObject({ unitCode: 'H002', unitName: '锦程西湖度假酒店', userCode: 'helper', result: 'FAILURE', reason: 'BAD_PASSWORD', ip: '10.77.0.5', location: '局域网' });
    expect(found.datas.every((l) => l.result === 'FAILURE' && l.userCode === 'helper')).toBe(true);
    // Seeded attempts are days old: a range in the past holds them, a range before the seed none.
    const old = okOf(await admin.api<Paged<LoginLogRow>>('POST', '/loginLog/list', { body: { atEnd: '2000-01-01' } }));
    expect(old.totalRows).toBe(0);
    const success = okOf(await admin.api<Paged<LoginLogRow>>('POST', '/loginLog/list', { body: { result: 'SUCCESS', pageSize: 50 } }));
    expect(success.totalRows).toBeGreaterThan(0);
    expect(success.datas.every((l) => l.result === 'SUCCESS')).toBe(true);
    // Newest first.
    const times = success.datas.map((l) => l.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a hotel administrator only the logins of their hotel, and every unit to the operators', async () => {
    const mine = okOf(await h001admin.api<Paged<LoginLogRow>>('POST', '/loginLog/unitList', { body: { pageSize: 200 } }));
    expect(mine.totalRows).toBeGreaterThan(0);
    expect(new Set(mine.datas.map((l) => l.unitCode))).toEqual(new Set(['H001']));
    const none = okOf(await h001admin.api<Paged<LoginLogRow>>('POST', '/loginLog/unitList', { body: { unitCode: 'H002' } }));
    expect(none.totalRows).toBe(0);
    refusedWith(await h001admin.api('POST', '/loginLog/list', { body: {} }), 40300);
    // A front desk holding the page sees their own attempts only; someone without it nothing.
    const own = okOf(await frontdesk.api<Paged<LoginLogRow>>('POST', '/loginLog/unitList', { body: { pageSize: 200 } }));
    expect(own.totalRows).toBeGreaterThan(0);
    expect(new Set(own.datas.map((l) => l.userCode))).toEqual(new Set(['frontdesk']));
    const cashier = await signIn('H001', 'hk01', 'Demo@2026');
    refusedWith(await cashier.api('POST', '/loginLog/unitList', { body: {} }), 40300);
    refusedWith(await cashier.api('POST', '/loginLog/unitExport', { body: {} }), 40300);
    // Under HQ: the group and its hotels.
    const group = okOf(await admin.api<Paged<LoginLogRow>>('POST', '/loginLog/unitList', { body: { pageSize: 500 } }));
    expect([...new Set(group.datas.map((l) => l.unitCode))]).toEqual(expect.arrayContaining(['HQ', 'H001', 'H002']));
  });

  it('validates the filters', async () => {
    for (const body of [{ result: 'MAYBE' }, { atStart: '2026/01/01' }, { pageSize: 0 }, { unitCode: 'x'.repeat(31) }]) {
      refusedWith(await admin.api('POST', '/loginLog/list', { body }), 40000);
    }
  });

  it('exports the search as an Excel sheet with translated states and reasons', async () => {
    const file = okOf(await h001admin.api<{ fileName: string; base64: string }>('POST', '/loginLog/unitExport', { body: { userCode: 'frontdesk' } }));
    expect(file.fileName).toMatch(/^login-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetOf(file.base64);
    expect(rows[0]).toEqual(['登录时间', '单位编码', '单位名称', '用户编码', '用户名称', '登录状态', '原因', '应用', '登录方式', 'IP 地址', '登录地点', '浏览器']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[3] === 'frontdesk' && r[1] === 'H001')).toBe(true);
    expect(rows.slice(1).map((r) => r[5])).toContain('成功');
    // The sign-in method in words too, not the recorded code.
    expect(rows.slice(1).map((r) => r[8])).not.toContain('PASSWORD');
    expect(rows.slice(1).map((r) => r[8])).toContain('密码');

    const b = new Browser(UC_HOST, '10.77.0.6');
    await b.api('POST', '/login', { body: { unitCode: 'H002', userCode: 'nobody', password: 'x' } });
    const all = await sheetOf(okOf(await admin.api<{ base64: string }>('POST', '/loginLog/export', { body: { userCode: 'nobody' } })).base64);
    expect(all[1]).toEqual(expect.arrayContaining(['nobody', '失败', '账号不存在', '10.77.0.6']));
  });
});

describe('audit logs', () => {
  it('shows an administrative change with who, when, what and the values before and after', async () => {
    const h001 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } })).id;
    okOf(await h001admin.api('POST', '/loginValidation/overwrite', { body: { unitId: h001, enabled: false } }));
    const list = okOf(await h001admin.api<Paged<AuditLogRow>>('POST', '/auditLog/list', { body: { objectType: 'LoginSecuritySetting' } }));
    const row = list.datas[0]!;
    expect(row).toMatchObject({ actorCode: 'h001admin', actorName: '酒店管理员', unitCode: 'H001', action: 'UPDATE', ip: '127.0.0.1' });
    expect(JSON.parse(row.before).overwriteEnabled).toBe(true);
    expect(JSON.parse(row.after).overwriteEnabled).toBe(false);
    expect(row.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(okOf(await h001admin.api<Paged<AuditLogRow>>('POST', '/auditLog/list', { body: { actorCode: 'h001admin', action: 'DELETE' } })).totalRows).toBe(0);
  });

  it('keeps a unit administrator to their units’ rows and refuses ordinary users', async () => {
    const h002 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } })).id;
    await h.db.prisma.auditLog.create({ data: { actorCode: 'admin', action: 'UPDATE', objectType: 'Unit', objectId: String(h002), unitId: h002, before: '{"name":"a"}', after: '{"name":"b"}' } });
    const mine = okOf(await h001admin.api<Paged<AuditLogRow>>('POST', '/auditLog/list', { body: { pageSize: 500 } }));
    expect(mine.datas.every((r) => r.unitCode === 'H001')).toBe(true);
    refusedWith(await h001admin.api('POST', '/auditLog/list', { body: { unitId: h002 } }), 40300);
    expect(okOf(await admin.api<Paged<AuditLogRow>>('POST', '/auditLog/list', { body: { unitId: h002 } })).totalRows).toBeGreaterThan(0);
    refusedWith(await frontdesk.api('POST', '/auditLog/list', { body: {} }), 40300);
  });
});

describe('data and operation logs', () => {
  it('lists tree changes in the caller’s units and opens one', async () => {
    const [h001, h002] = await Promise.all(['H001', 'H002'].map(async (code) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id));
    const mine = await h.db.prisma.operationLog.create({ data: { actorCode: 'h001admin', unitId: h001, treeType: 'ROLE_TREE', action: 'GRANT', before: '{"grants":[]}', after: '{"grants":["a"]}' } });
    const theirs = await h.db.prisma.operationLog.create({ data: { actorCode: 'h002admin', unitId: h002, treeType: 'ROLE_TREE', action: 'GRANT' } });
    const list = okOf(await h001admin.api<Paged<OperationLogRow>>('POST', '/logs', { body: { treeType: 'ROLE_TREE' } }));
    expect(list.datas.map((r) => r.id)).toContain(mine.id);
    expect(list.datas.map((r) => r.id)).not.toContain(theirs.id);
    expect(okOf(await h001admin.api<OperationLogRow>('GET', '/logs', { query: { id: String(mine.id) } }))).toMatchObject({ actorCode: 'h001admin', after: '{"grants":["a"]}' });
    refusedWith(await h001admin.api('GET', '/logs', { query: { id: String(theirs.id) } }), 40300);
    refusedWith(await frontdesk.api('POST', '/logs', { body: {} }), 40300);
    refusedWith(await admin.api('POST', '/logs', { body: { treeType: 'OTHER' } }), 40000);
  });
});
