import { useMemo } from 'react';
import EChartsReactCore from 'echarts-for-react/lib/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useLingui } from '@lingui/react/macro';
import { PRIMARY_COLOR } from '../../../theme/brandRamp.ts';
import { formatPrice } from '../../../lib/utils/formatDeviation.ts';
import type { ChartSeries } from '../utils/priceChartData.ts';

// Tree-shaken: only the line chart and the parts it uses are bundled.
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

const COMPETITOR_COLORS = ['#0f6cbd', '#8764b8', '#038387', '#c239b3', '#498205', '#8e562e', '#4f6bed', '#986f0b'];

export interface PriceChartProps {
  series: ChartSeries[];
  currency: string;
  /** Text alternative read instead of the drawing. */
  label: string;
}

/** The price development as step lines over time (ECharts), described by `label` for screen readers. */
export function PriceChart({ series, currency, label }: PriceChartProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const option = useMemo(() => {
    // Hours when the lines span little more than a day (e.g. a new product), else days.
    const times = series.flatMap((line) => line.points.map(([at]) => at));
    const span = times.length > 0 ? Math.max(...times) - Math.min(...times) : 0;
    const tick = new Intl.DateTimeFormat(locale, span <= 36 * 60 * 60 * 1000 ? { hour: '2-digit', minute: '2-digit' } : { day: '2-digit', month: '2-digit' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    let competitor = 0;
    return {
      animation: false,
      grid: { left: 16, right: 24, top: 48, bottom: 8, containLabel: true },
      legend: { type: 'scroll', top: 0 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) => (typeof value === 'number' ? (formatPrice(value, currency, locale) ?? '') : '–'),
        axisPointer: { label: { formatter: ({ value }: { value: number }) => moment.format(value) } },
      },
      xAxis: { type: 'time', axisLabel: { formatter: (value: number) => tick.format(value), hideOverlap: true } },
      yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => formatPrice(value, currency, locale) ?? '' } },
      series: series.map((line) => {
        const color = line.kind === 'own' ? PRIMARY_COLOR : line.kind === 'cheapest' ? '#242424' : COMPETITOR_COLORS[competitor++ % COMPETITOR_COLORS.length];
        return {
          id: line.id,
          name: line.name,
          type: 'line',
          step: 'end',
          data: line.points,
          connectNulls: false,
          showSymbol: true,
          symbolSize: line.kind === 'competitor' ? 5 : 7,
          color,
          lineStyle: { width: line.kind === 'competitor' ? 1.5 : 3, type: line.kind === 'cheapest' ? 'dashed' : 'solid' },
          z: line.kind === 'competitor' ? 1 : 2,
        };
      }),
    };
  }, [series, currency, locale]);

  // The wrapper carries the text alternative; the drawing inside is hidden from assistive technology.
  return (
    <div role="img" aria-label={label}>
      <EChartsReactCore echarts={echarts} option={option} notMerge style={{ height: 340, width: '100%' }} opts={{ renderer: 'svg' }} />
    </div>
  );
}
