import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/errors/app-error';
import { inlineRow, minimalXlsx, SHEET_END, SHEET_START } from '@/tests/support/xlsx-files';
import { DEFAULT_SHEET_LIMITS, UnreadableFileError, type SheetLimits } from './limits';
import { readTableOffThread } from './read-table-off-thread';

const columns = [
  { key: 'code', headers: ['code'] },
  { key: 'name', headers: ['name'] },
];
const read = (bytes: Uint8Array, limits: Partial<SheetLimits> = {}) => readTableOffThread(bytes, { columns, limits: { ...DEFAULT_SHEET_LIMITS, ...limits } });

async function codeOf(p: Promise<unknown>): Promise<{ code: number; params: unknown }> {
  try {
    await p;
  } catch (e) {
    if (isAppError(e)) return { code: e.code, params: e.params };
    throw e;
  }
  throw new Error('not refused');
}

/** A sheet whose strings are all shared and distinct: small to send, heavy to hold in memory. */
function manyStrings(rows: number): Uint8Array {
  const strings = Array.from({ length: rows * 2 }, (_, i) => `<si><t>${String(i).padStart(60, 'q')}</t></si>`).join('');
  const cells = Array.from({ length: rows }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${2 * i}</v></c><c r="B${i + 2}" t="s"><v>${2 * i + 1}</v></c></row>`);
  return minimalXlsx(SHEET_START + inlineRow(1, ['code', 'name']) + cells.join('') + SHEET_END, { sharedStrings: strings });
}

describe('readTableOffThread', () => {
  it('reads the sheet in a worker while the event loop stays free', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => inlineRow(i + 2, [`u${i}`, `name ${i} `.repeat(20)]));
    const bytes = minimalXlsx(SHEET_START + inlineRow(1, ['code', 'name']) + rows.join('') + SHEET_END);
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    const table = await read(bytes).finally(() => clearInterval(ticker));
    expect(table.found).toEqual(['code', 'name']);
    expect(table.rows).toHaveLength(3000);
    expect(table.rows[2999]).toEqual({ row: 3001, cells: ['u2999', `name 2999 `.repeat(20).trim()] });
    expect(longest).toBeLessThan(250);
  });

  it('answers a limit as its 4004x refusal with the figure, and a non-workbook as unreadable', async () => {
    const bytes = minimalXlsx(SHEET_START + inlineRow(1, ['code', 'name']) + inlineRow(2, ['a', 'b']) + inlineRow(3, ['c', 'd']) + SHEET_END);
    expect(await codeOf(read(bytes, { maxRows: 1 }))).toEqual({ code: 40043, params: { max: 1 } });
    expect(await codeOf(read(bytes, { maxParts: 2 }))).toEqual({ code: 40040, params: { count: 5, max: 2 } });
    await expect(read(new TextEncoder().encode('name,code\na,b'))).rejects.toBeInstanceOf(UnreadableFileError);
  });

  it('ends a read that runs past its time limit', async () => {
    const bytes = minimalXlsx(SHEET_START + inlineRow(1, ['code', 'name']) + SHEET_END);
    expect(await codeOf(read(bytes, { timeMs: 1 }))).toEqual({ code: 40046, params: { seconds: 1 } });
  });

  it('ends a read that needs more memory than its worker has, and the process carries on', async () => {
    expect((await read(manyStrings(100), { heapMb: 8 })).rows).toHaveLength(100);
    expect(await codeOf(read(manyStrings(40_000), { maxRows: 50_000, heapMb: 8 }))).toEqual({ code: 40047, params: { max: '8 MB' } });
  });
});
