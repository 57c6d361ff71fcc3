/** The form's search rules and the values it sends. */
import { describe, expect, it } from 'vitest';
import { badgeText, checkSearch, defaultRange, searchQuery, spanDays } from './search-rules';
import { reconnectDelay } from './live-channel';

describe('message search rules', () => {
  const week = defaultRange(new Date(2026, 0, 8, 12));

  it('counts the default seven days in the product time zone, not the browser calendar', () => {
    // 17:30 UTC on 23 November is already 24 November in Shanghai, where messages are dated.
    expect(defaultRange(new Date(Date.UTC(2026, 10, 23, 17, 30)))).toEqual(['2026-11-18', '2026-11-24']);
    expect(defaultRange(new Date(Date.UTC(2026, 10, 23, 15, 30)))).toEqual(['2026-11-17', '2026-11-23']);
    expect(defaultRange(new Date(Date.UTC(2026, 2, 3, 20)))).toEqual(['2026-02-26', '2026-03-04']);
  });

  it('needs a range as soon as any filter is set', () => {
    expect(checkSearch({})).toBeUndefined();
    for (const f of [{ readState: 'F' as const }, { srcUsercode: 'a' }, { srcUsername: 'b' }, { titleKeyword: 'c' }]) expect(checkSearch(f)).toBe('rangeRequired');
    expect(checkSearch({ titleKeyword: '   ' })).toBeUndefined();
    expect(checkSearch({ titleKeyword: 'c', range: week })).toBeUndefined();
  });

  it('defaults to the last seven days, allows seven and refuses eight', () => {
    expect(week).toEqual(['2026-01-02', '2026-01-08']);
    expect(spanDays(week)).toBe(7);
    expect(checkSearch({ range: week })).toBeUndefined();
    expect(checkSearch({ range: ['2026-01-01', '2026-01-08'] })).toBe('rangeTooLong');
    expect(checkSearch({ range: ['2026-02-25', '2026-03-03'] })).toBeUndefined();
  });

  it('sends dates and trimmed texts', () => {
    expect(searchQuery({ srcUsername: ' 陈 ', range: ['2026-01-02', '2026-01-03'] })).toEqual({
      readState: undefined,
      srcUsercode: undefined,
      srcUsername: '陈',
      titleKeyword: undefined,
      publishStartDate: '2026-01-02',
      publishEndDate: '2026-01-03',
    });
  });

  it('caps the badge at 99+', () => {
    expect([0, 9, 99, 100, 5000].map(badgeText)).toEqual(['0', '9', '99', '99+', '99+']);
  });

  it('reconnects after 10, 20, 30, then every 60 seconds', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([10_000, 20_000, 30_000, 60_000, 60_000, 60_000]);
  });
});
