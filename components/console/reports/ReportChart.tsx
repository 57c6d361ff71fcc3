'use client';
/**
 * The chart of a built-in report, in a chunk of its own that only report pages load. echarts is
 * imported piece by piece (echarts/core with the line and bar charts, the components the option
 * below names and the SVG renderer): about a third of the whole library.
 */
import ReactEChartsCore from 'echarts-for-react/lib/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ReportData } from '@/lib/contracts/reports';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

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
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 360 }} opts={{ renderer: 'svg' }} aria-label={title} />;
}
