/** Reports through the BFF: the centre by category with the caller's rights, favourites, opening, built-in data and export. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn, UC_HOST } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { ReportCategoryNode, ReportData, ReportRow } from '@/lib/contracts/reports';

let h: Harness;
let admin: Browser;
let auditor: Browser;
let frontdesk: Browser;

beforeAll(async () => {
  h = await createHarness();
  [admin, auditor, frontdesk] = await Promise.all([signIn('HQ', 'admin'), signIn('HQ', 'hqadmin', 'Demo@2026'), signIn('H001', 'frontdesk')]);
});
afterAll(async () => h?.close());

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

describe('report centre', () => {
  it('shows each caller the categories and reports they hold', async () => {
    const tree = okOf(await admin.api<ReportCategoryNode[]>('GET', '/resource/report/categoryTree'));
    const uc = tree.find((n) => n.children.some((c) => c.title === '安全报表'))!;
    expect(uc.children.map((c) => c.title)).toEqual(expect.arrayContaining(['安全报表', '组织报表']));
    const security = uc.children.find((c) => c.title === '安全报表')!;
    expect(security.count).toBe(3);

    const mine = okOf(await auditor.api<{ datas: ReportRow[] }>('POST', '/resource/report/reports', { body: { pageSize: 50 } }));
    expect(mine.datas.map((r) => r.code).sort()).toEqual(['uc_rpt_lock_stat', 'uc_rpt_login_stat', 'uc_rpt_user_active']);
    expect(mine.datas.every((r) => r.builtin)).toBe(true);
    const inCategory = okOf(await auditor.api<{ datas: ReportRow[] }>('POST', '/resource/report/reports', { body: { categoryId: security.id } }));
    expect(inCategory.datas.map((r) => r.code).sort()).toEqual(['uc_rpt_lock_stat', 'uc_rpt_login_stat']);
    const found = okOf(await auditor.api<{ datas: ReportRow[] }>('POST', '/resource/report/reports', { body: { keyword: '锁定' } }));
    expect(found.datas.map((r) => r.code)).toEqual(['uc_rpt_lock_stat']);
    const subs = okOf(await auditor.api<ReportCategoryNode[]>('GET', '/resource/report/subCategories', { query: { parentId: String(tree.flatMap((n) => n.children).find((c) => c.title === '组织报表')!.id) } }));
    expect(subs.map((c) => c.title)).toEqual(['用户分析']);

    const front = okOf(await frontdesk.api<{ datas: ReportRow[] }>('POST', '/resource/report/reports', { body: { pageSize: 50 } }));
    expect(front.datas.some((r) => r.code.startsWith('uc_rpt'))).toBe(false);
  });

  it('names reports, categories and applications in the caller’s language (their translations)', async () => {
    const en = new Browser(UC_HOST, '127.0.0.1', 'en-US');
    expect((await en.api('POST', '/login', { body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } })).body.result).toBe(0);
    const rows = okOf(await en.api<{ datas: ReportRow[] }>('POST', '/resource/report/reports', { body: { pageSize: 50 } })).datas;
    const login = rows.find((r) => r.code === 'uc_rpt_login_stat')!;
    expect(login).toMatchObject({ title: 'Login statistics', appName: 'User Center' });
    expect(login.categoryName).not.toMatch(/[\u4e00-\u9fff]/);
    const tree = okOf(await en.api<ReportCategoryNode[]>('GET', '/resource/report/categoryTree'));
    expect(JSON.stringify(tree.map((n) => [n.title, n.children.map((c) => c.title)]))).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('opens a report only with its grant', async () => {
    expect(okOf(await auditor.api<ReportRow>('GET', '/user/getReportByToken', { query: { code: 'uc_rpt_login_stat' } }))).toMatchObject({ title: '登录统计', builtin: true, categoryName: '安全报表' });
    refusedWith(await auditor.api('GET', '/user/getReportByToken', { query: { code: 'uc_rpt_app_use' } }), 40300);
    refusedWith(await frontdesk.api('GET', '/user/getReportByToken', { query: { code: 'uc_rpt_login_stat' } }), 40300);
    refusedWith(await frontdesk.api('POST', '/report/data', { body: { code: 'uc_rpt_login_stat', dateStart: today(), dateEnd: today() } }), 40300);
    refusedWith(await new Browser(UC_HOST).api('GET', '/user/getReportByToken', { query: { code: 'uc_rpt_login_stat' } }), 50001);
  });

  it('keeps favourites per user, only of reports they hold', async () => {
    const report = okOf(await auditor.api<ReportRow>('GET', '/user/getReportByToken', { query: { code: 'uc_rpt_lock_stat' } }));
    okOf(await auditor.api('POST', '/report/collect/update', { body: { resourceId: report.id, collected: true } }));
    okOf(await auditor.api('POST', '/report/collect/update', { body: { resourceId: report.id, collected: true } }));
    expect(okOf(await auditor.api<ReportRow[]>('POST', '/report/collect/list', { body: {} })).map((r) => r.code)).toEqual(['uc_rpt_lock_stat']);
    expect(okOf(await admin.api<ReportRow[]>('POST', '/report/collect/list', { body: {} }))).toEqual([]);
    refusedWith(await frontdesk.api('POST', '/report/collect/update', { body: { resourceId: report.id, collected: true } }), 40300);
    okOf(await auditor.api('POST', '/report/collect/update', { body: { resourceId: report.id, collected: false } }));
    expect(okOf(await auditor.api<ReportRow[]>('POST', '/report/collect/list', { body: {} }))).toEqual([]);
  });
});

describe('built-in reports', () => {
  it('counts sign-ins per unit and day, application use and active sessions', async () => {
    await new Browser(UC_HOST, '10.5.5.5').api('POST', '/login', { body: { unitCode: 'H002', userCode: 'helper', password: 'wrong' } });
    const day = today();
    const logins = okOf(await admin.api<ReportData>('POST', '/report/data', { body: { code: 'uc_rpt_login_stat', dateStart: day, dateEnd: day } }));
    expect(logins.columns[0]).toBe('day');
    expect(logins.chart.kind).toBe('line');
    const hq = logins.chart.series.find((s) => s.name.includes('（HQ）'))!;
    expect(hq.data[0]).toBeGreaterThanOrEqual(2);

    const apps = okOf(await admin.api<ReportData>('POST', '/report/data', { body: { code: 'uc_rpt_app_use', dateStart: day, dateEnd: day } }));
    expect(apps.columns).toContain('UC');
    const active = okOf(await admin.api<ReportData>('POST', '/report/data', { body: { code: 'uc_rpt_user_active', dateStart: day, dateEnd: day } }));
    const h001 = active.rows.find((r) => String(r.unit).includes('（H001）'))!;
    expect(Number(h001.sessions)).toBeGreaterThanOrEqual(1);
    expect(Number(h001.activeUsers)).toBeGreaterThanOrEqual(1);
    // In English the units read "Name (CODE)", with no full-width parentheses (issue 18).
    const english = okOf(await admin.api<ReportData>('POST', '/report/data', { body: { code: 'uc_rpt_user_active', dateStart: day, dateEnd: day }, headers: { language: 'en-US' } }));
    expect(english.rows.some((r) => / \(H001\)$/.test(String(r.unit)))).toBe(true);
    expect(JSON.stringify(english)).not.toMatch(/[（）]/);
  });

  it('counts every refused sign-in as a failure and each lock once, on its day', async () => {
    const day = today();
    const from = new Date(Date.parse(`${day}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const lockStat = async () => okOf(await admin.api<ReportData>('POST', '/report/data', { body: { code: 'uc_rpt_lock_stat', dateStart: from, dateEnd: day } }));
    const column = (data: ReportData, name: string) => data.rows.map((r) => Number(r[name]));
    const before = await lockStat();
    expect(before.columns).toEqual(['day', 'failed', 'lockouts']);
    expect(before.rows).toHaveLength(30);
    expect(before.rows.at(-1)!.day).toBe(day);
    // The seed's month of attempts has refusals of an account already locked (result LOCKED) but no lock made.
    expect(await h.db.prisma.loginLog.count({ where: { result: 'LOCKED', at: { gte: new Date(`${from}T00:00:00+08:00`) } } })).toBeGreaterThan(0);
    expect(column(before, 'failed').reduce((a, b) => a + b)).toBeGreaterThan(0);
    expect(column(before, 'lockouts')).toEqual(Array(30).fill(0));

    // Two accounts locked through the sign-in form: five wrong passwords lock (HQ and H003 allow five),
    // the sixth and seventh are refused as locked; all seven are failures, each account one lockout.
    for (const [unitCode, userCode] of [['HQ', 'zhangwei'], ['H003', 'fd03']]) {
      const answers: number[] = [];
      for (let i = 0; i < 7; i++) answers.push((await new Browser(UC_HOST, '10.5.6.7').api('POST', '/login', { body: { unitCode, userCode, password: `Wrong#${i}x` } })).body.result);
      expect(answers).toEqual([40100, 40100, 40100, 40100, 40100, 40101, 40101]);
    }
    const after = await lockStat();
    expect(column(after, 'lockouts')).toEqual([...Array(29).fill(0), 2]);
    expect(column(after, 'failed')).toEqual(column(before, 'failed').map((n, i) => (i === 29 ? n + 14 : n)));
    expect(after.chart.series.map((s) => s.data.at(-1))).toEqual([after.rows[29]!.failed, 2]);
  });

  it('counts only the units in the caller’s scope', async () => {
    const day = today();
    const seen = okOf(await auditor.api<ReportData>('POST', '/report/data', { body: { code: 'uc_rpt_user_active', dateStart: day, dateEnd: day } }));
    const h001 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    // The group's unit administrator: HQ and the units below it, not the alliance above.
    expect(okOf(await auditor.api<{ scopeAll: boolean }>('GET', '/user/consoleAccess')).scopeAll).toBe(false);
    const outside = await h.db.prisma.unit.findFirstOrThrow({ where: { code: 'ALLY' } });
    refusedWith(await auditor.api('POST', '/report/data', { body: { code: 'uc_rpt_user_active', dateStart: day, dateEnd: day, unitId: outside.id } }), 40300);
    expect(seen.rows.some((r) => String(r.unit).includes('（ALLY）'))).toBe(false);
    expect(okOf(await auditor.api<ReportData>('POST', '/report/data', { body: { code: 'uc_rpt_login_stat', dateStart: day, dateEnd: day, unitId: h001.id } })).columns.every((c) => c === 'day' || c.includes('（H001）'))).toBe(true);
  });

  it('validates the range and the code', async () => {
    for (const body of [
      { code: 'uc_rpt_login_stat', dateStart: '2026-02-01', dateEnd: '2026-01-01' },
      { code: 'uc_rpt_login_stat', dateStart: '2025-01-01', dateEnd: '2026-01-01' },
      { code: 'uc_rpt_login_stat', dateStart: '2026-13-01', dateEnd: '2026-01-01' },
      { code: 'nope', dateStart: '2026-01-01', dateEnd: '2026-01-02' },
    ]) {
      refusedWith(await admin.api('POST', '/report/data', { body }), 40000);
    }
  });

  it('exports the report as an Excel sheet', async () => {
    const day = today();
    const file = okOf(await admin.api<{ fileName: string; base64: string }>('POST', '/report/export', { body: { code: 'uc_rpt_lock_stat', dateStart: day, dateEnd: day } }));
    expect(file.fileName).toBe(`uc_rpt_lock_stat-${day}-${day}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('账号锁定统计');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['日期', '登录失败', '账号锁定']);
    expect(sheet.getRow(2).getCell(1).value).toBe(day);
  });
});
