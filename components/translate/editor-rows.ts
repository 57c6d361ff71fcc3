/** The translation editor's rows: the Chinese text beside the chosen locale's value, and its filters. */

export interface EditorRow {
  group: string;
  code: string;
  /** The zh-CN text (the source every translation starts from). */
  chinese: string;
  /** The value in the edited locale ('' when untranslated). */
  value: string;
  page: string;
}

interface Entry {
  group: string;
  code: string;
  value: string;
  page: string;
}

/** One row per key of either locale, ordered by group and key. */
export function mergeRows(source: readonly Entry[], target: readonly Entry[]): EditorRow[] {
  const rows = new Map<string, EditorRow>();
  for (const e of source) rows.set(e.code, { group: e.group, code: e.code, chinese: e.value, value: '', page: e.page });
  for (const e of target) {
    const row = rows.get(e.code);
    if (row) {
      row.value = e.value;
      row.group ||= e.group;
      row.page ||= e.page;
    } else rows.set(e.code, { group: e.group, code: e.code, chinese: '', value: e.value, page: e.page });
  }
  return [...rows.values()].sort((a, b) => a.group.localeCompare(b.group) || a.code.localeCompare(b.code));
}

/** Group, only-untranslated (pending edits count as translated) and a trimmed, case-insensitive text filter. */
export function applyFilters(
  rows: readonly EditorRow[],
  f: { group?: string; untranslatedOnly: boolean; text: string },
  changes: ReadonlyMap<string, string> = new Map(),
): EditorRow[] {
  const term = f.text.trim().toLowerCase();
  return rows.filter((r) => {
    if (f.group && r.group !== f.group) return false;
    const value = changes.get(r.code) ?? r.value;
    if (f.untranslatedOnly && value.trim() !== '' && !changes.has(r.code)) return false;
    if (term && !`${r.code}\u0000${r.chinese}\u0000${value}`.toLowerCase().includes(term)) return false;
    return true;
  });
}
