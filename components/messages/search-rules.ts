/**
 * The message search rules as the form applies them (portal.md section 5): any filter needs a
 * publish range, a range spans at most seven days, the default range is the last seven days.
 */
export const RANGE_MAX_MS = 7 * 24 * 60 * 60 * 1000;

export interface MessageSearch {
  readState?: 'T' | 'F';
  srcUsercode?: string;
  srcUsername?: string;
  titleKeyword?: string;
  /** [start, end] as epoch milliseconds. */
  range?: [number, number];
}

export type SearchProblem = 'rangeRequired' | 'rangeTooLong' | undefined;

export function checkSearch(s: MessageSearch): SearchProblem {
  const filtered = Boolean(s.readState || s.srcUsercode?.trim() || s.srcUsername?.trim() || s.titleKeyword?.trim());
  if (!s.range) return filtered ? 'rangeRequired' : undefined;
  if (s.range[1] - s.range[0] > RANGE_MAX_MS) return 'rangeTooLong';
  return undefined;
}

/** The last seven days, ending now. */
export function defaultRange(now = Date.now()): [number, number] {
  return [now - RANGE_MAX_MS, now];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the product's time zone (UTC+8), as the API takes it. */
export function apiDateTime(ms: number): string {
  const d = new Date(ms + 8 * 60 * 60 * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The query of /messageReciveList/userMessageList for a search (empty filters are dropped by the fetch layer). */
export function searchQuery(s: MessageSearch): Record<string, string | undefined> {
  return {
    readState: s.readState,
    srcUsercode: s.srcUsercode?.trim(),
    srcUsername: s.srcUsername?.trim(),
    titleKeyword: s.titleKeyword?.trim(),
    publishStartDate: s.range ? apiDateTime(s.range[0]) : undefined,
    publishEndDate: s.range ? apiDateTime(s.range[1]) : undefined,
  };
}

/** The badge text: the count, capped at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
