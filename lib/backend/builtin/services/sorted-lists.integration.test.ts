/**
 * Console lists sorted on the server by their natural columns (issue 18 item 8, docs/decisions/104):
 * every list call whose contract declares sortable columns answers for each column and direction;
 * the user list's order holds across pages with ties broken by the id; an unknown column is 40000.
 * SQLite by default; TEST_DATABASE=postgresql TEST_STORE=redis for PostgreSQL.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, signIn } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import { consoleCalls } from '@/lib/contracts/console';
import { sortableColumns } from '@/lib/contracts/envelope';
import { STYLE_KINDS } from '@/lib/style/kinds';
import type { UserRow } from '@/lib/contracts/users';

let h: Harness;
let admin: Browser;
let unitId: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await signIn('HQ', 'admin');
  unitId = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'HQ' } })).id;
}, 120_000);
afterAll(async () => h?.close());

type Paged<T> = { datas: T[]; totalRows: number };

function call<T>(name: keyof typeof consoleCalls, values: Record<string, unknown>) {
  const c = consoleCalls[name];
  if (c.method === 'GET') return admin.api<T>('GET', c.path, { query: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) });
  return admin.api<T>(c.method, c.path, { body: values });
}

/** What a list needs besides paging (its required filters). */
const REQUIRED: Partial<Record<keyof typeof consoleCalls, () => Record<string, unknown>>> = {
  listIpWhiteGroups: () => ({ unitId }),
  listStyles: () => ({ kind: STYLE_KINDS[0] }),
  listExemptUsers: () => ({ unitId }),
  listSmsUsers: () => ({ unitId }),
};

const sortedLists = (Object.keys(consoleCalls) as (keyof typeof consoleCalls)[])
  .filter((name) => sortableColumns(consoleCalls[name].input).length > 0 && !consoleCalls[name].path.includes('export'))
  .map((name) => [name, sortableColumns(consoleCalls[name].input)] as const);

describe('sorted console lists', () => {
  it('declares sortable columns on the console’s lists', () => {
    expect(sortedLists.map(([n]) => n)).toEqual(expect.arrayContaining(['listUsers', 'unitUsers', 'listUnits', 'listLoginLogs', 'listAuditLogs', 'listDomains', 'querySystemOptions', 'listStyles', 'listLoginLimits', 'listResources', 'listReports', 'listSentMessages', 'openings', 'listExemptUsers', 'listSmsUsers']));
  });

  it.each(sortedLists)('%s answers every declared column in both directions with the same rows as unsorted', async (name, columns) => {
    const base = { firstResult: 0, pageSize: 500, ...(REQUIRED[name]?.() ?? {}) };
    const plain = okOf(await call<Paged<{ id?: number }>>(name, base));
    for (const sortField of columns) {
      for (const sortOrder of ['ascend', 'descend']) {
        const page = okOf(await call<Paged<{ id?: number }>>(name, { ...base, sortField, sortOrder }));
        expect(page.totalRows, `${name} ${sortField} ${sortOrder}`).toBe(plain.totalRows);
        expect(page.datas.length).toBe(plain.datas.length);
      }
    }
  });

  it('refuses a column the list does not declare, and a direction other than antd’s, with 40000', async () => {
    for (const body of [{ sortField: 'passwordHash' }, { sortField: 'mobile' }, { sortField: 'code', sortOrder: 'up' }]) {
      const res = await call('listUsers', { firstResult: 0, pageSize: 10, ...body });
      expect(res.body.result).toBe(40000);
      expect(res.body.msg).toEqual(expect.any(String));
    }
  });

  it('sorts the whole set on the server: pages read in turn give the set in order, ties broken by the id', async () => {
    const unit = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } });
    // Names repeat (ties), codes do not; creation order differs from both.
    const made = ['m3', 'a1', 'z9', 'c4', 'b2', 'y8', 'd5', 'x7', 'e6', 'w0'].map((code, i) => ({ code: `srt${code}`, name: `排序${i % 3}` }));
    for (const u of made) await h.db.prisma.user.create({ data: { unitId: unit.id, code: u.code, name: u.name, passwordHash: 'x' } });
    const read = async (sortField: string, sortOrder: string) => {
      const rows: UserRow[] = [];
      for (let first = 0; first < 10; first += 4) {
        rows.push(...okOf(await call<Paged<UserRow>>('listUsers', { unitId: unit.id, code: 'srt', firstResult: first, pageSize: 4, sortField, sortOrder })).datas);
      }
      return rows;
    };
    const codes = made.map((u) => u.code).sort();
    expect((await read('code', 'ascend')).map((r) => r.code)).toEqual(codes);
    expect((await read('code', 'descend')).map((r) => r.code)).toEqual([...codes].reverse());

    const byName = await read('name', 'descend');
    expect(byName).toHaveLength(10);
    for (let i = 1; i < byName.length; i++) {
      const [a, b] = [byName[i - 1]!, byName[i]!];
      expect(a.name > b.name || (a.name === b.name && a.id > b.id), `${a.name}/${a.id} before ${b.name}/${b.id}`).toBe(true);
    }
    // The export takes the same sort.
    const file = okOf(await call<{ base64: string }>('exportUsers', { unitId: unit.id, code: 'srt', sortField: 'code', sortOrder: 'descend' }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    const exported = workbook.worksheets[0]!.getColumn(1).values.slice(2).map(String);
    expect(exported).toEqual([...codes].reverse());

    // Unsorted, the list keeps its own order (by id).
    const plain = okOf(await call<Paged<UserRow>>('listUsers', { unitId: unit.id, code: 'srt', firstResult: 0, pageSize: 10 })).datas;
    expect(plain.map((r) => r.id)).toEqual([...plain.map((r) => r.id)].sort((x, y) => x - y));
  });

  it('sorts the login log by time both ways', async () => {
    const asc = okOf(await call<Paged<{ at: string; id: number }>>('listLoginLogs', { firstResult: 0, pageSize: 50, sortField: 'at', sortOrder: 'ascend' })).datas;
    const desc = okOf(await call<Paged<{ at: string; id: number }>>('listLoginLogs', { firstResult: 0, pageSize: 50, sortField: 'at', sortOrder: 'descend' })).datas;
    expect(asc.length).toBeGreaterThan(1);
    expect(asc.map((r) => r.at)).toEqual([...asc.map((r) => r.at)].sort());
    expect(desc.map((r) => r.at)).toEqual([...desc.map((r) => r.at)].sort().reverse());
  });

  describe('the lists sorted since issue 18 item 8: descending is ascending reversed, times in order', () => {
    beforeAll(async () => {
      // Openings of two more units (an application still opening), opened at times out of the codes' order.
      const app = await h.db.prisma.application.findFirstOrThrow({ where: { code: 'DEMO' } });
      for (const [code, day] of [['H001', 20], ['H002', 5]] as const) {
        const unit = await h.db.prisma.unit.findUniqueOrThrow({ where: { code } });
        await h.db.prisma.unitApplication.deleteMany({ where: { unitId: unit.id, appId: app.id } });
        await h.db.prisma.unitApplication.create({ data: { unitId: unit.id, appId: app.id, status: 'OPENING', openedAt: new Date(Date.UTC(2026, 0, day)) } });
      }
      // Rows for the unit's chosen-user lists, added in an order that is neither the codes' nor the ids'.
      const users = await h.db.prisma.user.findMany({ where: { unitId }, select: { id: true }, orderBy: { code: 'desc' }, take: 3 });
      for (const [i, u] of users.entries()) {
        const createdAt = new Date(Date.UTC(2026, 0, 10 - i * 3 + (i % 2) * 5));
        await h.db.prisma.loginExemptUser.deleteMany({ where: { unitId, userId: u.id, kind: 'ALL' } });
        await h.db.prisma.loginSmsUser.deleteMany({ where: { unitId, userId: u.id } });
        await h.db.prisma.loginExemptUser.create({ data: { unitId, userId: u.id, kind: 'ALL', createdBy: 'test', createdAt } });
        await h.db.prisma.loginSmsUser.create({ data: { unitId, userId: u.id, createdBy: 'test', createdAt } });
      }
    });

    const TIMES: Record<string, string> = { listSentMessages: 'publishDate', openings: 'openedAt', listExemptUsers: 'createdAt', listSmsUsers: 'createdAt' };
    const CASES = [
      ['listResources', 'code'],
      ['listResources', 'title'],
      ['listReports', 'title'],
      ['listSentMessages', 'publishDate'],
      ['openings', 'unitCode'],
      ['openings', 'openedAt'],
      ['listExemptUsers', 'userCode'],
      ['listExemptUsers', 'createdAt'],
      ['listSmsUsers', 'userCode'],
      ['listSmsUsers', 'createdAt'],
    ] as const;

    it.each(CASES)('%s by %s', async (name, sortField) => {
      const base = { firstResult: 0, pageSize: 500, ...(REQUIRED[name]?.() ?? {}) };
      const read = async (sortOrder: string) => okOf(await call<Paged<Record<string, unknown>>>(name, { ...base, sortField, sortOrder })).datas;
      const [asc, desc] = [await read('ascend'), await read('descend')];
      expect(asc.length, `${name} has rows to sort`).toBeGreaterThan(1);
      const key = (r: Record<string, unknown>) => JSON.stringify([r.id, r.unitId, r.appId]);
      expect(desc.map(key)).toEqual([...asc.map(key)].reverse());
      if (TIMES[name] === sortField) {
        const times = asc.map((r) => String(r[sortField] ?? ''));
        expect(times).toEqual([...times].sort());
      }
      if (sortField === 'unitCode') {
        // The seed's unit codes (HQ, H001...) sort alike in every collation.
        const codes = asc.map((r) => String(r.unitCode));
        expect(codes).toEqual([...codes].sort());
        expect(new Set(codes).size).toBeGreaterThan(1);
      }
    });
  });
});
