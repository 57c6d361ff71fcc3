'use client';
/** A coloured "n seconds/minutes/hours/days ago" label with the exact time as its tooltip (lists, messages). */
import { useFormatter, useTranslations } from 'next-intl';
import { relativeTime } from './relative-time';

export function RelativeTime({ value, now }: { value: Date | string | number; now?: number }) {
  const t = useTranslations('shell.relative');
  const format = useFormatter();
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const r = relativeTime(date, now ?? Date.now());
  return (
    <time dateTime={date.toISOString()} title={format.dateTime(date, { dateStyle: 'medium', timeStyle: 'medium' })} style={{ color: r.color }}>
      {t(r.unit, { count: r.count })}
    </time>
  );
}
