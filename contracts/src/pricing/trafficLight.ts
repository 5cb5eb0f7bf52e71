import type { MetricValues } from './decisionTrace.ts';
import type { Metric, MetricSettings } from './pricingSettings.ts';

export type TrafficLight = 'green' | 'yellow' | 'red';

/**
 * Spec §9, the one traffic-light rule: green above the green threshold, yellow above the yellow
 * one, else red; no light without a value.
 */
export function trafficLight(value: number, thresholds: Pick<MetricSettings, 'greenThreshold' | 'yellowThreshold'>): TrafficLight;
export function trafficLight(value: number | null, thresholds: Pick<MetricSettings, 'greenThreshold' | 'yellowThreshold'>): TrafficLight | null;
export function trafficLight(value: number | null, thresholds: Pick<MetricSettings, 'greenThreshold' | 'yellowThreshold'>): TrafficLight | null {
  if (value === null) return null;
  if (value > thresholds.greenThreshold) return 'green';
  return value > thresholds.yellowThreshold ? 'yellow' : 'red';
}

const FIELD: Record<Metric, keyof MetricValues> = { PROFIT_MARGIN: 'profitMargin', PURCHASE_MARKUP: 'purchaseMarkup', TOTAL_COST_MARKUP: 'totalCostMarkup' };

/** A metric's value in a set of metric values. */
export const metricValue = (values: MetricValues, metric: Metric): number | null => values[FIELD[metric]];

/** The metrics to show, the top metric first. */
export function shownMetrics(settings: Pick<MetricSettings, 'topMetric' | 'visibleMetrics'>): Metric[] {
  return [settings.topMetric, ...settings.visibleMetrics.filter((m) => m !== settings.topMetric)];
}
