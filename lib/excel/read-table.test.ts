import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inlineRow, minimalXlsx, SHEET_END, SHEET_START } from '@/tests/support/xlsx-files';
import { DEFAULT_SHEET_LIMITS, SheetLimitError, UnreadableFileError, type SheetLimits } from './limits';
import { readTable, type TableColumn } from './read-table';
import { readZipDirectory } from './zip-directory';

const columns: TableColumn[] = [
  { key: 'code', headers: ['用户编码', 'User code', 'code'] },
  { key: 'name', headers: ['姓名', 'Name', 'name'] },
  { key: 'mobile', headers: ['手机号', 'Mobile', 'mobile'] },
  { key: 'birthday', headers: ['出生日期', 'Birthday', 'birthday'] },
];

async function read(bytes: Uint8Array, limits: Partial<SheetLimits> = {}) {
  const all = { ...DEFAULT_SHEET_LIMITS, ...limits };
  return readTable(bytes, readZipDirectory(bytes, all), { columns, limits: all });
}

async function refusal(p: Promise<unknown>): Promise<SheetLimitError | UnreadableFileError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof SheetLimitError || e instanceof UnreadableFileError) return e;
    throw e;
  }
  throw new Error('not refused');
}

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  fill(wb.addWorksheet('用户'));
  wb.addWorksheet('说明').addRow(['not read']);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

const sheetOf = (rows: string[][]) => minimalXlsx(SHEET_START + rows.map((r, i) => inlineRow(i + 1, r)).join('') + SHEET_END);

describe('readTable', () => {
  it('gives the requested columns by header, in either language, as exceljs showed the cells', async () => {
    const bytes = await workbook((s) => {
      s.addRow(['Name', 'ignored', '用户编码', '出生日期', 'mobile']);
      s.addRow([' 张三 ', 'x', 'zhangsan', new Date(Date.UTC(1990, 0, 2)), 13800001234]);
      s.addRow([{ richText: [{ text: '李' }, { text: '四', font: { bold: true } }] }, '', 'lisi', '1991-02-03', { formula: '"1390000"&"1234"', result: '13900001234' }]);
      s.addRow(['', 'only an ignored column']);
      s.addRow([]);
      s.getRow(7).values = ['王五', '', 'wangwu', '', true];
    });
    const table = await read(bytes);
    expect(table.found).toEqual(['code', 'name', 'mobile', 'birthday']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['zhangsan', '张三', '13800001234', '1990-01-02'] },
      { row: 3, cells: ['lisi', '李四', '13900001234', '1991-02-03'] },
      { row: 7, cells: ['wangwu', '王五', 'true', ''] },
    ]);
  });

  it('refuses more data rows than the limit; blank rows do not count', async () => {
    const rows = (n: number) => [['code', 'name'], ...Array.from({ length: n }, (_, i) => [`u${i}`, `n${i}`])];
    const atLimit = await read(sheetOf([...rows(5), [], ['', '']]), { maxRows: 5 });
    expect(atLimit.rows).toHaveLength(5);
    expect(await refusal(read(sheetOf(rows(6)), { maxRows: 5 }))).toMatchObject({ kind: 'rows', params: { max: 5 } });
  });

  it('refuses text beyond the last column, and a requested cell longer than the limit', async () => {
    const wide = ['code', 'name', ...Array.from({ length: 8 }, () => '')];
    wide[7] = 'far';
    expect(await refusal(read(sheetOf([['code', 'name'], wide]), { maxColumns: 6 }))).toMatchObject({ kind: 'columns', params: { row: 2, max: 6 } });
    expect(await refusal(read(sheetOf([['code', 'name'], ['u1', 'x'.repeat(11)]]), { maxCellChars: 10 }))).toMatchObject({ kind: 'cell', params: { cell: 'B2', max: 10 } });
    // A long note in a column the import does not read is no reason to refuse.
    expect((await read(sheetOf([['code', 'notes'], ['u1', 'x'.repeat(11)]]), { maxCellChars: 10 })).rows).toEqual([{ row: 2, cells: ['u1', '', '', ''] }]);
  });

  it('counts repeated shared strings in what it hands on, so a short sheet cannot fan one long text out', async () => {
    const long = 'x'.repeat(900);
    const bytes = await workbook((s) => {
      s.addRow(['code', 'name']);
      for (let i = 0; i < 200; i++) s.addRow([long, long]);
    });
    expect(await refusal(read(bytes, { maxExpandedBytes: 200_000 }))).toMatchObject({ kind: 'expanded', params: { max: '195 KB' } });
    expect((await read(bytes)).rows).toHaveLength(200);
  });

  it('calls a part that inflates past its declared size, a DOCTYPE or broken XML unreadable', async () => {
    const sheet = SHEET_START + inlineRow(1, ['code']) + inlineRow(2, ['u1']) + SHEET_END;
    expect(await refusal(read(minimalXlsx(sheet, { sheetDeclaredSize: 100 })))).toBeInstanceOf(UnreadableFileError);
    const doctype = `<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa">]>` + sheet.slice(sheet.indexOf('<worksheet'));
    expect(await refusal(read(minimalXlsx(doctype)))).toBeInstanceOf(UnreadableFileError);
    expect(await refusal(read(minimalXlsx(sheet.replace('</sheetData>', '</sheet>'))))).toBeInstanceOf(UnreadableFileError);
  });
});
