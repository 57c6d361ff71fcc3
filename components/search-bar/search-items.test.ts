/** The search bar's rules: developer errors, rows and visibility, and which filters a list call sends. */
import { describe, expect, it, vi } from 'vitest';
import {
  assertSearchItems,
  BLANK_VALUE,
  collectFilters,
  hasHiddenItems,
  numberBounds,
  rangeCodesOf,
  SEARCH_BAR,
  searchItemProblems,
  visibleRows,
  type SearchItem,
} from './search-items';

const items: SearchItem[] = [
  { type: 'INPUT', code: 'userCode', label: '账号' },
  { type: 'SELECT', code: 'status', label: '状态', options: [{ k: 'ENABLED', n: '启用' }], keyName: 'k', labelName: 'n' },
  { type: 'REMOTE_SELECT', code: 'unitCode', label: '单位', keyName: 'code', fetch: async () => [] },
  { type: 'TIME_AREA', code: 'publish', label: '发布时间', rangeCodes: ['publishStartDate', 'publishEndDate'] },
  { type: 'AREA_INPUT', code: 'code', label: '编码区间' },
  { type: 'AREA_INPUT_NUMBER', code: 'sort', label: '排序' },
];

describe('declarations', () => {
  it('accept a correct declaration', () => {
    expect(searchItemProblems(items)).toEqual([]);
    expect(assertSearchItems(items, 'development')).toBe(true);
  });

  it('report an item without code and a select without its key', () => {
    const broken = [
      { type: 'INPUT', label: '无编码' },
      { type: 'SELECT', code: 'state', label: '状态', options: [] },
      { type: 'REMOTE_SELECT', code: 'unit', label: '单位', fetch: async () => [] },
    ] as unknown as SearchItem[];
    const problems = searchItemProblems(broken);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/no code/);
    expect(problems[1]).toMatch(/select without its key/);
    expect(problems[2]).toMatch(/select without its key/);
  });

  it('throw during development and log in production', () => {
    const broken = [{ type: 'INPUT', label: 'x' }] as unknown as SearchItem[];
    expect(() => assertSearchItems(broken, 'development')).toThrow(/SearchBar: .*no code/);
    expect(() => assertSearchItems(broken, 'test')).toThrow();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(assertSearchItems(broken, 'production')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/no code/));
    error.mockRestore();
  });

  it('report a code used twice and an unknown type', () => {
    const twice = [items[0]!, { ...items[0]!, label: 'again' }] as SearchItem[];
    expect(searchItemProblems(twice)[0]).toMatch(/used twice/);
    expect(searchItemProblems([{ type: 'SLIDER', code: 'x', label: 'x' } as unknown as SearchItem])[0]).toMatch(/unknown type/);
  });
});

describe('layout', () => {
  it('shows three items by default and rows of five when expanded', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(visibleRows(twelve, false)).toEqual([[0, 1, 2]]);
    expect(visibleRows(twelve, true).map((r) => r.length)).toEqual([5, 5, 2]);
    expect(hasHiddenItems(twelve.slice(0, 3))).toBe(false);
    expect(hasHiddenItems(twelve.slice(0, 4))).toBe(true);
    expect(SEARCH_BAR).toMatchObject({ visibleItems: 3, perRow: 5, width: 165, remoteDebounceMs: 500 });
  });

  it('bounds number ranges by default to ±99999999, step 1, precision 0', () => {
    expect(numberBounds({})).toEqual({ min: -99_999_999, max: 99_999_999, step: 1, precision: 0 });
    expect(numberBounds({ min: 0, precision: 2 })).toEqual({ min: 0, max: 99_999_999, step: 1, precision: 2 });
  });
});

describe('filters sent by a list call', () => {
  it('drop empty values, trim text and keep BLANK_VALUE for the fetch layer', () => {
    expect(collectFilters(items, { userCode: '  fd01 ', status: '', unitCode: null, code: [undefined, ''], sort: [] })).toEqual({ userCode: 'fd01' });
    expect(collectFilters(items, { userCode: BLANK_VALUE })).toEqual({ userCode: BLANK_VALUE });
    expect(collectFilters(items, { userCode: '   ' })).toEqual({});
  });

  it('split ranges into their two codes and write dates as text', () => {
    const filters = collectFilters(items, {
      publish: [new Date(2026, 0, 5, 8, 30), new Date(2026, 0, 12)],
      code: ['A', ''],
      sort: [0, 10],
      status: 'ENABLED',
    });
    expect(filters).toEqual({ publishStartDate: '2026-01-05', publishEndDate: '2026-01-12', codeStart: 'A', sortStart: 0, sortEnd: 10, status: 'ENABLED' });
    const withTime: SearchItem = { type: 'TIME_AREA', code: 'at', label: 'at', showTime: true };
    expect(collectFilters([withTime], { at: [new Date(2026, 1, 1, 9, 5, 7), null] })).toEqual({ atStart: '2026-02-01 09:05:07' });
    expect(rangeCodesOf(withTime)).toEqual(['atStart', 'atEnd']);
  });
});
