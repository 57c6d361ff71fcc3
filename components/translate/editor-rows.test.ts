import { describe, expect, it } from 'vitest';
import { applyFilters, mergeRows } from './editor-rows';

const zh = [
  { group: 'menu', code: 'demo_front', value: '前台业务', page: '' },
  { group: 'menu', code: 'demo_room', value: '客房管理', page: '' },
  { group: 'button', code: 'demo_add', value: '新增', page: '/x' },
];
const en = [
  { group: 'menu', code: 'demo_front', value: 'Front office', page: '' },
  { group: 'extra', code: 'only_en', value: 'Only English', page: '' },
];

describe('translation editor rows', () => {
  it('merge the Chinese text with the edited locale, one row per key', () => {
    const rows = mergeRows(zh, en);
    expect(rows.map((r) => r.code)).toEqual(['demo_add', 'only_en', 'demo_front', 'demo_room']);
    expect(rows.find((r) => r.code === 'demo_front')).toMatchObject({ chinese: '前台业务', value: 'Front office' });
    expect(rows.find((r) => r.code === 'demo_room')).toMatchObject({ chinese: '客房管理', value: '' });
    expect(rows.find((r) => r.code === 'only_en')).toMatchObject({ chinese: '', value: 'Only English' });
  });

  it('filter by group, untranslated and trimmed text, with pending edits counted', () => {
    const rows = mergeRows(zh, en);
    expect(applyFilters(rows, { group: 'menu', untranslatedOnly: false, text: '' }).map((r) => r.code)).toEqual(['demo_front', 'demo_room']);
    expect(applyFilters(rows, { untranslatedOnly: true, text: '' }).map((r) => r.code)).toEqual(['demo_add', 'demo_room']);
    expect(applyFilters(rows, { untranslatedOnly: false, text: '  客房 ' }).map((r) => r.code)).toEqual(['demo_room']);
    expect(applyFilters(rows, { untranslatedOnly: false, text: 'FRONT' }).map((r) => r.code)).toEqual(['demo_front']);
    // An edited row stays in the untranslated view while the edit is pending, so it does not vanish mid-edit.
    expect(applyFilters(rows, { untranslatedOnly: true, text: '' }, new Map([['demo_room', 'Rooms']])).map((r) => r.code)).toEqual(['demo_add', 'demo_room']);
  });
});
