/**
 * The message search rules as the form applies them (portal.md section 5): any filter needs a
 * publish range, a range spans at most seven days, the default range is the last seven days.
 * Ranges are calendar dates ('YYYY-MM-DD'); the server reads them as whole days in the product's
 * time zone (00:00:00 to 23:59:59, UTC+8).
 */
export const RANGE_MAX_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MessageSearch {
  readState?: 'T' | 'F';
  srcUsercode?: string;
  srcUsername?: string;
  titleKeyword?: string;
  /** [first day, last day], both included. */
  range?: [string, string];
}

export type SearchProblem = 'rangeRequired' | 'rangeTooLong' | undefined;

/** Days from `start` to `end`, both included. */
export function spanDays([start, end]: [string, string]): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

export function checkSearch(s: MessageSearch): SearchProblem {
  const filtered = Boolean(s.readState || s.srcUsercode?.trim() || s.srcUsername?.trim() || s.titleKeyword?.trim());
  if (!s.range) return filtered ? 'rangeRequired' : undefined;
  if (spanDays(s.range) > RANGE_MAX_DAYS) return 'rangeTooLong';
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar date as 'YYYY-MM-DD'. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's date in the product's time zone (Asia/Shanghai), as the server counts whole days. */
function productToday(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(now);
}

/**
 * The last seven days in the product's time zone: six days ago to today. Not the browser's own
 * calendar: after 16:00 UTC a browser in Europe is still on yesterday while a message published
 * now is dated today in Shanghai, and would fall outside the default search.
 */
export function defaultRange(now = new Date()): [string, string] {
  const today = productToday(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1, d - (RANGE_MAX_DAYS - 1)));
  return [first.toISOString().slice(0, 10), today];
}

/** The query of /messageReciveList/userMessageList for a search (empty filters are dropped by the fetch layer). */
export function searchQuery(s: MessageSearch): Record<string, string | undefined> {
  return {
    readState: s.readState,
    srcUsercode: s.srcUsercode?.trim(),
    srcUsername: s.srcUsername?.trim(),
    titleKeyword: s.titleKeyword?.trim(),
    publishStartDate: s.range?.[0],
    publishEndDate: s.range?.[1],
  };
}

/** The badge text: the count, capped at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
