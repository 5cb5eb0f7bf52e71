import type { Metric, MetricSettings } from '@pm/contracts';
import { checkNumber, toNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';

export interface MetricsFormValues {
  topMetric: Metric;
  visibleMetrics: Metric[];
  greenThreshold: string;
  yellowThreshold: string;
}

export type MetricsFieldError = NumberError | 'greenNotAboveYellow' | 'topNotVisible' | 'noneVisible';
export type MetricsFormErrors = Partial<Record<keyof MetricsFormValues, MetricsFieldError>>;

/** The contracts' rules: thresholds within ±1000 %, green above yellow, the top metric visible. */
export function validateMetricsForm(values: MetricsFormValues): MetricsFormErrors {
  const green = checkNumber(values.greenThreshold, { min: -1_000, max: 1_000 });
  const yellow = checkNumber(values.yellowThreshold, { min: -1_000, max: 1_000 });
  const ordered = green === undefined && yellow === undefined && toNumber(values.greenThreshold) <= toNumber(values.yellowThreshold) ? 'greenNotAboveYellow' : undefined;
  const visible = values.visibleMetrics.length === 0 ? 'noneVisible' : values.visibleMetrics.includes(values.topMetric) ? undefined : 'topNotVisible';
  return { greenThreshold: green ?? ordered, yellowThreshold: yellow, visibleMetrics: visible };
}

export function toMetricSettings(values: MetricsFormValues): MetricSettings {
  return { topMetric: values.topMetric, visibleMetrics: values.visibleMetrics, greenThreshold: toNumber(values.greenThreshold), yellowThreshold: toNumber(values.yellowThreshold) };
}
