'use client';
/** The chart of a built-in report (echarts, in a chunk of its own: only report pages load it). */
import ReactECharts from 'echarts-for-react';
import type { ReportData } from '@/lib/contracts/reports';

export default function ReportChart({ data, title }: { data: ReportData; title: string }) {
  const option = {
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 48, right: 24, top: 48, bottom: 56 },
    xAxis: { type: 'category', data: data.chart.categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: data.chart.series.map((s) => ({ name: s.name, type: data.chart.kind, data: s.data, smooth: data.chart.kind === 'line', barMaxWidth: 36 })),
  };
  return <ReactECharts option={option} notMerge style={{ height: 360 }} opts={{ renderer: 'svg' }} aria-label={title} />;
}
