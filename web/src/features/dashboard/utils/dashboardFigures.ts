import { trafficLight } from '@pm/contracts';
import type { Dashboard, TrafficLight } from '@pm/contracts';

/** A share (0–1) of a count in a total, null without a total. */
export function shareOf(count: number, total: number): number | null {
  return total > 0 ? count / total : null;
}

/** A share as a percentage in the locale, e.g. "42 %" (German) or "42%"; "–" without one. */
export function formatShare(share: number | null, locale: string): string {
  if (share === null) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A metric value (percent) in the locale with one decimal, e.g. "23,4 %". */
export function formatMetric(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);
}

/** The traffic light of the company's top metric (spec §9), null without a value. */
export function topMetricLight(topMetric: Dashboard['topMetric']): TrafficLight | null {
  return trafficLight(topMetric.value, topMetric);
}

/** Share of the last 24 hours' scrapes that were OK. */
export function scrapeHealthShare(health: Dashboard['scrapeHealth']): number | null {
  return shareOf(health.ok, health.total);
}
