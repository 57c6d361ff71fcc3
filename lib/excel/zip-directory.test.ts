import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { minimalXlsx, repeatedDeflate, SHEET_END, SHEET_START, zipOf } from '@/tests/support/xlsx-files';
import { DEFAULT_SHEET_LIMITS, SheetLimitError, UnreadableFileError } from './limits';
import { entryData, readZipDirectory } from './zip-directory';

const limits = DEFAULT_SHEET_LIMITS;

function refusal(fn: () => unknown): SheetLimitError | UnreadableFileError {
  try {
    fn();
  } catch (e) {
    if (e instanceof SheetLimitError || e instanceof UnreadableFileError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('readZipDirectory', () => {
  it('lists the parts of a workbook exceljs writes, with sizes and where their bytes are', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('s').addRow(['a', 1]);
    const bytes = new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const entries = readZipDirectory(bytes, limits);
    const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    expect(sheet).toMatchObject({ method: 8 });
    expect(sheet.size).toBeGreaterThan(0);
    expect(entryData(bytes, sheet)).toHaveLength(sheet.compressedSize);
  });

  it('refuses a sheet declared past the expanded limit without inflating it (714 KB -> 245 MB)', () => {
    const sheet = repeatedDeflate(SHEET_START, '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(20_000), 250, SHEET_END);
    const bytes = minimalXlsx(sheet);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const e = refusal(() => readZipDirectory(bytes, limits));
    expect(performance.now() - started).toBeLessThan(100);
    expect(e).toMatchObject({ kind: 'expanded', params: { max: '20 MB' } });
  });

  it('refuses a part compressed far beyond a spreadsheet, even under the expanded limit', () => {
    const sheet = repeatedDeflate(SHEET_START, '<row/>'.repeat(10_000), 50, SHEET_END);
    expect(sheet.size).toBeLessThan(limits.maxExpandedBytes);
    expect(refusal(() => readZipDirectory(minimalXlsx(sheet), limits))).toMatchObject({ kind: 'ratio', params: { max: 100 } });
  });

  it('refuses more parts than the limit', () => {
    const parts = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.xml`, content: '<a/>' }));
    expect(refusal(() => readZipDirectory(zipOf(parts), { ...limits, maxParts: 5 }))).toMatchObject({ kind: 'parts', params: { count: 6, max: 5 } });
    expect(readZipDirectory(zipOf(parts), { ...limits, maxParts: 6 })).toHaveLength(6);
  });

  it('calls anything that is not a plain zip unreadable', () => {
    const good = zipOf([{ name: 'a.xml', content: '<a/>' }]);
    expect(refusal(() => readZipDirectory(new TextEncoder().encode('not a zip at all, just text'), limits))).toBeInstanceOf(UnreadableFileError);
    expect(refusal(() => readZipDirectory(good.subarray(0, good.length - 5), limits))).toBeInstanceOf(UnreadableFileError);
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(1, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(refusal(() => readZipDirectory(encrypted, limits))).toBeInstanceOf(UnreadableFileError);
  });
});
