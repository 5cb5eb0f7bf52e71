import type { MetricSettings } from '@pm/contracts';

export type TrafficLight = 'green' | 'yellow' | 'red';

/** Spec §9: green above the green threshold, yellow above the yellow threshold, otherwise red. */
export function trafficLight(value: number, thresholds: Pick<MetricSettings, 'greenThreshold' | 'yellowThreshold'>): TrafficLight {
  if (value > thresholds.greenThreshold) return 'green';
  if (value > thresholds.yellowThreshold) return 'yellow';
  return 'red';
}
