/**
 * Relative-time labels (portal.md section 9: seconds, minutes, hours, days, coloured): the unit and
 * count of how long ago, and a colour that fades with age.
 */
export type RelativeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

export interface RelativeTime {
  unit: RelativeUnit;
  count: number;
  color: string;
}

const COLORS: Record<RelativeUnit, string> = {
  seconds: '#52c41a',
  minutes: '#1677ff',
  hours: '#fa8c16',
  days: 'rgba(0, 0, 0, 0.45)',
};

export function relativeTime(then: Date | number, now: Date | number = Date.now()): RelativeTime {
  const ms = Math.max(0, Number(now) - Number(then));
  const s = Math.floor(ms / 1000);
  const unit: RelativeUnit = s < 60 ? 'seconds' : s < 3600 ? 'minutes' : s < 86_400 ? 'hours' : 'days';
  const count = unit === 'seconds' ? s : unit === 'minutes' ? Math.floor(s / 60) : unit === 'hours' ? Math.floor(s / 3600) : Math.floor(s / 86_400);
  return { unit, count, color: COLORS[unit] };
}
