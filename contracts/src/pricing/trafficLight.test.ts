import { describe, expect, it } from 'vitest';
import { DEFAULT_METRIC_SETTINGS } from './pricingSettings.ts';
import { metricValue, shownMetrics, trafficLight } from './trafficLight.ts';

describe('traffic light', () => {
  const settings = { greenThreshold: 20, yellowThreshold: 10 };
  it('is green above the green threshold, yellow above the yellow one, else red', () => {
    expect(trafficLight(20.01, settings)).toBe('green');
    expect(trafficLight(20, settings)).toBe('yellow');
    expect(trafficLight(10.5, settings)).toBe('yellow');
    expect(trafficLight(10, settings)).toBe('red');
    expect(trafficLight(-3, settings)).toBe('red');
    expect(trafficLight(null, settings)).toBeNull();
  });

  it('shows the top metric first, then the other visible ones', () => {
    expect(shownMetrics({ topMetric: 'TOTAL_COST_MARKUP', visibleMetrics: ['PROFIT_MARGIN', 'TOTAL_COST_MARKUP'] })).toEqual(['TOTAL_COST_MARKUP', 'PROFIT_MARGIN']);
    expect(shownMetrics(DEFAULT_METRIC_SETTINGS)[0]).toBe('PROFIT_MARGIN');
  });

  it('reads a metric from the trace values', () => {
    expect(metricValue({ profitMargin: 12, purchaseMarkup: 40, totalCostMarkup: null }, 'PURCHASE_MARKUP')).toBe(40);
    expect(metricValue({ profitMargin: 12, purchaseMarkup: 40, totalCostMarkup: null }, 'TOTAL_COST_MARKUP')).toBeNull();
  });
});
