import { useMemo } from 'react';
import type { PriceDevelopmentPoint } from '@pm/contracts';
import { IndexLineChart } from '../../../components/IndexLineChart.tsx';
import { PRIMARY_COLOR } from '../../../theme/brandRamp.ts';

export interface PriceIndexChartProps {
  points: readonly PriceDevelopmentPoint[];
  marketName: string;
  ownName: string;
  /** Text alternative read instead of the drawing. */
  label: string;
  formatDay(day: string): string;
  formatIndex(value: number | null): string;
}

/** The market and own price index per day as two lines. */
export function PriceIndexChart({ points, marketName, ownName, label, formatDay, formatIndex }: PriceIndexChartProps) {
  const days = useMemo(() => points.map((p) => p.day), [points]);
  const lines = useMemo(
    () => [
      { name: marketName, color: '#0f6cbd', values: points.map((p) => p.marketIndex) },
      { name: ownName, color: PRIMARY_COLOR, values: points.map((p) => p.ownIndex) },
    ],
    [points, marketName, ownName],
  );
  return <IndexLineChart days={days} lines={lines} label={label} formatDay={formatDay} formatIndex={formatIndex} />;
}
