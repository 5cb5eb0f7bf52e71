import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface IndexLine {
  name: string;
  color: string;
  /** One value per day (null: no figure that day, the line breaks). */
  values: readonly (number | null)[];
}

export interface IndexLineChartProps {
  days: readonly string[];
  lines: readonly IndexLine[];
  /** Text alternative read instead of the drawing. */
  label: string;
  formatDay(day: string): string;
  formatIndex(value: number | null): string;
}

/** Price indexes per day as lines (ECharts, SVG): the price development and a brand's trend. */
export function IndexLineChart({ days, lines, label, formatDay, formatIndex }: IndexLineChartProps) {
  const option = useMemo(
    () => ({
      grid: { left: 48, right: 16, top: 40, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => formatIndex(value) },
      xAxis: { type: 'category', data: days.map((day) => formatDay(day)) },
      yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => formatIndex(value) } },
      series: lines.map((line) => ({ name: line.name, type: 'line', showSymbol: false, connectNulls: false, color: line.color, data: [...line.values] })),
    }),
    [days, lines, formatDay, formatIndex],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height: 300, width: '100%' }} role="img" aria-label={label} />;
}
