import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { PriceDevelopmentPoint } from '@pm/contracts';
import { PRIMARY_COLOR } from '../../../theme/brandRamp.ts';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface PriceIndexChartProps {
  points: readonly PriceDevelopmentPoint[];
  marketName: string;
  ownName: string;
  /** Text alternative read instead of the drawing. */
  label: string;
  formatDay(day: string): string;
  formatIndex(value: number | null): string;
}

/** The market and own price index per day as two lines (ECharts, SVG). */
export function PriceIndexChart({ points, marketName, ownName, label, formatDay, formatIndex }: PriceIndexChartProps) {
  const option = useMemo(
    () => ({
      grid: { left: 48, right: 16, top: 40, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => formatIndex(value) },
      xAxis: { type: 'category', data: points.map((p) => formatDay(p.day)) },
      yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => formatIndex(value) } },
      series: [
        { name: marketName, type: 'line', showSymbol: false, connectNulls: false, color: '#0f6cbd', data: points.map((p) => p.marketIndex) },
        { name: ownName, type: 'line', showSymbol: false, connectNulls: false, color: PRIMARY_COLOR, data: points.map((p) => p.ownIndex) },
      ],
    }),
    [points, marketName, ownName, formatDay, formatIndex],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height: 300, width: '100%' }} role="img" aria-label={label} />;
}
