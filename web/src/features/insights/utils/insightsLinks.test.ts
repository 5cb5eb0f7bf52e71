import { describe, expect, it } from 'vitest';
import { brandPath, shopDeviationPath, viewQuery } from './insightsLinks.ts';

describe('insight links carry the period', () => {
  it('writes the range as the query', () => {
    expect(viewQuery({ range: '7d' })).toBe('?range=7d');
    expect(viewQuery({ range: 'all' })).toBe('?range=all');
  });

  it('links a shop of the brand page with the chosen period (not the 30-day default)', () => {
    expect(shopDeviationPath('shop-1', { range: 'all' })).toBe('/insights/price-deviations/shop-1?range=all');
    expect(shopDeviationPath('a/b c', { range: '2d' })).toBe('/insights/price-deviations/a%2Fb%20c?range=2d');
  });

  it('links a brand with the chosen period, its name encoded', () => {
    expect(brandPath('Müller & Söhne', { range: '7d' })).toBe('/insights/brands/M%C3%BCller%20%26%20S%C3%B6hne?range=7d');
  });
});
