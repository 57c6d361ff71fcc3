'use client';
/**
 * The search bar's number range (AREA_INPUT_NUMBER): two antd InputNumbers, in a chunk of its own
 * so that a list without a number item does not load their code and styles (as RangeField).
 */
import { InputNumber, Space } from 'antd';
import '@/components/style/antd/InputNumber';
import '@/components/style/antd/Space';
import type { numberBounds } from './search-items';

export default function NumberRangeField({
  value,
  onChange,
  width,
  bounds,
  labels,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  width: number;
  bounds: ReturnType<typeof numberBounds>;
  labels: { from: string; to: string; fromAria: string; toAria: string };
}) {
  const [from, to] = (Array.isArray(value) ? value : []) as [number?, number?];
  return (
    <Space.Compact style={{ width }}>
      <InputNumber {...bounds} value={from} placeholder={labels.from} onChange={(v) => onChange?.([v ?? undefined, to])} aria-label={labels.fromAria} />
      <InputNumber {...bounds} value={to} placeholder={labels.to} onChange={(v) => onChange?.([from, v ?? undefined])} aria-label={labels.toAria} />
    </Space.Compact>
  );
}
