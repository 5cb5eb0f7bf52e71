import { describe, expect, it } from 'vitest';
import { formatMetric, formatShare, scrapeHealthShare, shareOf, topMetricLight } from './dashboardFigures.ts';

const metric = (value: number | null) => ({ metric: 'PROFIT_MARGIN' as const, value, productCount: 3, greenThreshold: 20, yellowThreshold: 10 });

describe('dashboard figures', () => {
  it('maps the top metric to the traffic light of spec §9 (green above green, yellow above yellow, else red)', () => {
    expect(topMetricLight(metric(25))).toBe('green');
    expect(topMetricLight(metric(20))).toBe('yellow');
    expect(topMetricLight(metric(10.5))).toBe('yellow');
    expect(topMetricLight(metric(10))).toBe('red');
    expect(topMetricLight(metric(-3))).toBe('red');
    expect(topMetricLight(metric(null))).toBeNull();
  });

  it('formats shares and metrics in the locale', () => {
    expect(shareOf(1, 3)).toBeCloseTo(0.3333);
    expect(shareOf(1, 0)).toBeNull();
    expect(formatShare(0.5, 'en-US')).toBe('50%');
    expect(formatShare(0.5, 'de-DE')).toBe('50\u00a0%');
    expect(formatShare(null, 'de-DE')).toBe('–');
    expect(formatMetric(23.45, 'de-DE')).toBe('23,5\u00a0%');
    expect(formatMetric(23.45, 'en-US')).toBe('23.5%');
  });

  it('gives the share of OK scrapes', () => {
    expect(scrapeHealthShare({ since: '', total: 4, ok: 3, errors: 1 })).toBe(0.75);
    expect(scrapeHealthShare({ since: '', total: 0, ok: 0, errors: 0 })).toBeNull();
  });
});
