import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('picks seconds, minutes, hours or days, each with its colour', () => {
    expect(relativeTime(ago(5_000), now)).toMatchObject({ unit: 'seconds', count: 5 });
    expect(relativeTime(ago(59_999), now)).toMatchObject({ unit: 'seconds', count: 59 });
    expect(relativeTime(ago(60_000), now)).toMatchObject({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(3_599_000), now)).toMatchObject({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(7_200_000), now)).toMatchObject({ unit: 'hours', count: 2 });
    expect(relativeTime(ago(3 * 86_400_000), now)).toMatchObject({ unit: 'days', count: 3 });
    const colours = new Set(['seconds', 'minutes', 'hours', 'days'].map((_, i) => relativeTime(ago([1e3, 6e4, 36e5, 864e5][i]!), now).color));
    expect(colours.size).toBe(4);
  });

  it('says 0 seconds for a time in the future (a clock a little ahead)', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toMatchObject({ unit: 'seconds', count: 0 });
  });
});
