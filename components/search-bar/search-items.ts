/**
 * The common search bar's item declarations and the rules the bar lives by (portal.md sections 2,
 * 5 and 9): the six item types, three items visible by default, rows of five, 165 px controls,
 * 500 ms remote debounce, number ranges -99999999..99999999 step 1 precision 0. Kept free of React
 * and antd so the rules are unit-tested and a list page's declaration stays plain data.
 */

export const SEARCH_BAR = {
  visibleItems: 3,
  perRow: 5,
  width: 165,
  remoteDebounceMs: 500,
  number: { min: -99_999_999, max: 99_999_999, step: 1, precision: 0 },
} as const;

/** Stands for "filter on an empty value"; the fetch layer sends it as ''. */
export { BLANK_VALUE } from '@/lib/client/api';

export type SearchItemType = 'INPUT' | 'SELECT' | 'REMOTE_SELECT' | 'TIME_AREA' | 'AREA_INPUT' | 'AREA_INPUT_NUMBER';

type Option = Record<string, unknown>;

interface BaseItem {
  /** The filter's name in the list call (required: an item without code is a developer error). */
  code: string;
  label: string;
  placeholder?: string;
  /** Control width in px (default 165). */
  width?: number;
  /** Value the bar starts with and returns to on clear. */
  defaultValue?: unknown;
}

export interface InputItem extends BaseItem {
  type: 'INPUT';
}

export interface SelectItem extends BaseItem {
  type: 'SELECT';
  options: readonly Option[];
  /** Property of an option holding its value (required: a select without its key is a developer error). */
  keyName: string;
  /** Property holding its text (default: keyName). */
  labelName?: string;
  multiple?: boolean;
}

export interface RemoteSelectItem extends BaseItem {
  type: 'REMOTE_SELECT';
  /** Options for what the user typed, asked for 500 ms after the typing stops. */
  fetch: (keyword: string) => Promise<readonly Option[]>;
  keyName: string;
  labelName?: string;
}

interface RangeItem extends BaseItem {
  /** The two filters the range is sent as (default `${code}Start`, `${code}End`). */
  rangeCodes?: readonly [string, string];
}

export interface TimeAreaItem extends RangeItem {
  type: 'TIME_AREA';
  /** Date and time (YYYY-MM-DD HH:mm:ss) instead of dates (YYYY-MM-DD). */
  showTime?: boolean;
}

export interface AreaInputItem extends RangeItem {
  type: 'AREA_INPUT';
}

export interface AreaInputNumberItem extends RangeItem {
  type: 'AREA_INPUT_NUMBER';
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
}

export type SearchItem = InputItem | SelectItem | RemoteSelectItem | TimeAreaItem | AreaInputItem | AreaInputNumberItem;

const TYPES: readonly SearchItemType[] = ['INPUT', 'SELECT', 'REMOTE_SELECT', 'TIME_AREA', 'AREA_INPUT', 'AREA_INPUT_NUMBER'];

/** What is wrong with a declaration; an empty list means it is usable. */
export function searchItemProblems(items: readonly SearchItem[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  items.forEach((raw, index) => {
    const item = raw as Partial<SearchItem> & { type?: string };
    const where = `search item #${index + 1}${item.label ? ` (${item.label})` : ''}`;
    if (!item.type || !TYPES.includes(item.type as SearchItemType)) problems.push(`${where}: unknown type ${String(item.type)}`);
    if (typeof item.code !== 'string' || item.code.trim() === '') {
      problems.push(`${where}: no code`);
      return;
    }
    if (seen.has(item.code)) problems.push(`${where}: code ${item.code} used twice`);
    seen.add(item.code);
    if (item.type === 'SELECT' || item.type === 'REMOTE_SELECT') {
      const keyName = (item as Partial<SelectItem>).keyName;
      if (typeof keyName !== 'string' || keyName === '') problems.push(`${where}: select without its key (keyName)`);
    }
    if (item.type === 'SELECT' && !Array.isArray((item as Partial<SelectItem>).options)) problems.push(`${where}: select without options`);
    if (item.type === 'REMOTE_SELECT' && typeof (item as Partial<RemoteSelectItem>).fetch !== 'function') problems.push(`${where}: remote select without fetch`);
    if (item.type === 'AREA_INPUT_NUMBER') {
      const { min, max } = numberBounds(item as AreaInputNumberItem);
      if (min > max) problems.push(`${where}: min above max`);
    }
  });
  return problems;
}

/**
 * A wrong declaration is a developer error, reported at once: thrown during development (the
 * page breaks where it was written), logged in production (the rest of the page keeps working).
 */
export function assertSearchItems(items: readonly SearchItem[], mode: string | undefined = process.env.NODE_ENV): boolean {
  const problems = searchItemProblems(items);
  if (problems.length === 0) return true;
  const message = `SearchBar: ${problems.join('; ')}`;
  if (mode !== 'production') throw new Error(message);
  console.error(message);
  return false;
}

export function rangeCodesOf(item: SearchItem): readonly [string, string] {
  if (item.type === 'TIME_AREA' || item.type === 'AREA_INPUT' || item.type === 'AREA_INPUT_NUMBER') {
    return item.rangeCodes ?? [`${item.code}Start`, `${item.code}End`];
  }
  return [item.code, item.code];
}

export function numberBounds(item: Pick<AreaInputNumberItem, 'min' | 'max' | 'step' | 'precision'>) {
  return {
    min: item.min ?? SEARCH_BAR.number.min,
    max: item.max ?? SEARCH_BAR.number.max,
    step: item.step ?? SEARCH_BAR.number.step,
    precision: item.precision ?? SEARCH_BAR.number.precision,
  };
}

/** Rows of five for the items on show: the first three, or all when expanded. */
export function visibleRows<T>(items: readonly T[], expanded: boolean): T[][] {
  const shown = expanded ? items : items.slice(0, SEARCH_BAR.visibleItems);
  const rows: T[][] = [];
  for (let i = 0; i < shown.length; i += SEARCH_BAR.perRow) rows.push(shown.slice(i, i + SEARCH_BAR.perRow));
  return rows;
}

/** Whether the 筛选/收起 toggle is needed at all. */
export const hasHiddenItems = (items: readonly unknown[]) => items.length > SEARCH_BAR.visibleItems;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && Number.isNaN(v)) || (Array.isArray(v) && v.length === 0);

const pad = (n: number) => String(n).padStart(2, '0');
/** Local date (and time) text as the list calls take it. */
export function formatDate(d: Date, withTime: boolean): string {
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : date;
}

function dateOf(v: unknown): Date | undefined {
  if (v instanceof Date) return v;
  // dayjs values (antd's pickers) carry toDate().
  if (v && typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function') return (v as { toDate: () => Date }).toDate();
  if (typeof v === 'string' && v) {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return undefined;
}

/**
 * The filters a list call sends: only the non-empty ones (console.md section 7), strings trimmed,
 * ranges split into their two codes, dates as text, BLANK_VALUE passed on for the fetch layer.
 */
export function collectFilters(items: readonly SearchItem[], values: Record<string, unknown>): Record<string, string | number | (string | number)[]> {
  const out: Record<string, string | number | (string | number)[]> = {};
  for (const item of items) {
    const value = values[item.code];
    if (isEmpty(value)) continue;
    switch (item.type) {
      case 'INPUT':
        out[item.code] = String(value).trim();
        break;
      case 'SELECT':
      case 'REMOTE_SELECT':
        out[item.code] = Array.isArray(value) ? (value as (string | number)[]) : (value as string | number);
        break;
      case 'TIME_AREA': {
        const [from, to] = Array.isArray(value) ? value : [];
        const [a, b] = rangeCodesOf(item);
        const start = dateOf(from);
        const end = dateOf(to);
        if (start) out[a] = formatDate(start, Boolean(item.showTime));
        if (end) out[b] = formatDate(end, Boolean(item.showTime));
        break;
      }
      case 'AREA_INPUT':
      case 'AREA_INPUT_NUMBER': {
        const [from, to] = Array.isArray(value) ? value : [];
        const [a, b] = rangeCodesOf(item);
        if (!isEmpty(from)) out[a] = item.type === 'AREA_INPUT' ? String(from).trim() : Number(from);
        if (!isEmpty(to)) out[b] = item.type === 'AREA_INPUT' ? String(to).trim() : Number(to);
        break;
      }
    }
  }
  return out;
}

/** The values the bar starts with (and returns to on clear). */
export function initialValues(items: readonly SearchItem[]): Record<string, unknown> {
  return Object.fromEntries(items.filter((i) => i.defaultValue !== undefined).map((i) => [i.code, i.defaultValue]));
}

/** The options of a select in the {label, value} form antd takes. */
export function selectOptions(item: Pick<SelectItem, 'keyName' | 'labelName'>, options: readonly Option[]): { label: string; value: string | number }[] {
  const labelName = item.labelName ?? item.keyName;
  return options.map((o) => ({ value: o[item.keyName] as string | number, label: String(o[labelName] ?? o[item.keyName] ?? '') }));
}
