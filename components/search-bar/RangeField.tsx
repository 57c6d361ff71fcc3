'use client';
/**
 * The search bar's date range (TIME_AREA): antd's RangePicker, in a chunk of its own so that a list
 * without a date item does not load the date pickers (SearchBar loads it with next/dynamic).
 */
import { DatePicker } from 'antd';
import '@/components/style/antd/DatePicker';
import type { ComponentProps } from 'react';

export default function RangeField(props: ComponentProps<typeof DatePicker.RangePicker>) {
  return <DatePicker.RangePicker {...props} />;
}
