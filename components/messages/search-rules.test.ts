/** The form's search rules and the values it sends. */
import { describe, expect, it } from 'vitest';
import { apiDateTime, badgeText, checkSearch, defaultRange, RANGE_MAX_MS, searchQuery } from './search-rules';
import { reconnectDelay } from './live-channel';

describe('message search rules', () => {
  const week = defaultRange(Date.UTC(2026, 0, 8, 4));

  it('needs a range as soon as any filter is set', () => {
    expect(checkSearch({})).toBeUndefined();
    for (const f of [{ readState: 'F' as const }, { srcUsercode: 'a' }, { srcUsername: 'b' }, { titleKeyword: 'c' }]) expect(checkSearch(f)).toBe('rangeRequired');
    expect(checkSearch({ titleKeyword: '   ' })).toBeUndefined();
    expect(checkSearch({ titleKeyword: 'c', range: week })).toBeUndefined();
  });

  it('allows seven days and refuses more', () => {
    expect(week[1] - week[0]).toBe(RANGE_MAX_MS);
    expect(checkSearch({ range: week })).toBeUndefined();
    expect(checkSearch({ range: [week[0] - 1000, week[1]] })).toBe('rangeTooLong');
  });

  it('sends the range in the product’s time zone and trims the texts', () => {
    expect(apiDateTime(Date.UTC(2026, 0, 8, 4, 5, 6))).toBe('2026-01-08 12:05:06');
    expect(searchQuery({ srcUsername: ' 陈 ', range: [Date.UTC(2026, 0, 1, 16), Date.UTC(2026, 0, 2, 16)] })).toEqual({
      readState: undefined,
      srcUsercode: undefined,
      srcUsername: '陈',
      titleKeyword: undefined,
      publishStartDate: '2026-01-02 00:00:00',
      publishEndDate: '2026-01-03 00:00:00',
    });
  });

  it('caps the badge at 99+', () => {
    expect([0, 9, 99, 100, 5000].map(badgeText)).toEqual(['0', '9', '99', '99+', '99+']);
  });

  it('reconnects after 10, 20, 30, then every 60 seconds', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([10_000, 20_000, 30_000, 60_000, 60_000, 60_000]);
  });
});
