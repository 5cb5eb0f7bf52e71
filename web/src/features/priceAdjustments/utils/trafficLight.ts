import type { Metric, MetricSettings, MetricValues } from '@pm/contracts';

export type Light = 'green' | 'yellow' | 'red';

const FIELD: Record<Metric, keyof MetricValues> = { PROFIT_MARGIN: 'profitMargin', PURCHASE_MARKUP: 'purchaseMarkup', TOTAL_COST_MARKUP: 'totalCostMarkup' };

export function metricValue(values: MetricValues, metric: Metric): number | null {
  return values[FIELD[metric]];
}

/** Spec §9: green above the green threshold, yellow above the yellow one, else red; none without a value. */
export function trafficLight(value: number | null, settings: Pick<MetricSettings, 'greenThreshold' | 'yellowThreshold'>): Light | null {
  if (value === null) return null;
  if (value > settings.greenThreshold) return 'green';
  return value > settings.yellowThreshold ? 'yellow' : 'red';
}

/** The metrics to show, the top metric first. */
export function shownMetrics(settings: Pick<MetricSettings, 'topMetric' | 'visibleMetrics'>): Metric[] {
  return [settings.topMetric, ...settings.visibleMetrics.filter((m) => m !== settings.topMetric)];
}
