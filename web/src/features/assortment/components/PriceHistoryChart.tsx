import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { PriceHistoryPoint } from '@pm/contracts';
import { brandRamp } from '../../../theme/brandRamp.ts';
import { priceSeries } from '../utils/priceSeries.ts';

// Only the parts this chart uses, so the chunk stays small.
echarts.use([LineChart, ScatterChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const FLAGGED_COLOR = '#c50f1f';

/** The observed prices of one competitor URL over time; flagged prices as separate red points. */
export function PriceHistoryChart({ points, currency, label }: { points: readonly PriceHistoryPoint[]; currency: string | null; label: string }) {
  const { t, i18n } = useLingui();
  const option = useMemo(() => {
    const series = priceSeries(points);
    const money = new Intl.NumberFormat(i18n.locale, currency ? { style: 'currency', currency } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      animation: false,
      grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'item', valueFormatter: (value: number) => money.format(value) },
      xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => money.format(value) } },
      series: [
        { name: t`Price`, type: 'line', step: 'end', data: series.accepted, color: brandRamp[70], symbolSize: 6 },
        { name: t`Flagged price`, type: 'scatter', data: series.flagged, color: FLAGGED_COLOR, symbolSize: 9 },
      ],
    };
  }, [points, currency, i18n.locale, t]);
  return <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height: 280 }} role="img" aria-label={label} />;
}
