import { describe, expect, it } from 'vitest';
import { matchFilter, runEngine } from './runEngine.ts';
import { input, product, rule } from './testFixtures.ts';

describe('runEngine', () => {
  it('prices a product by its rule: 30 € purchase + 50 % = 45 € net = 53.55 € gross', () => {
    const { results, counts, unmatched } = runEngine(input());
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ outcome: 'EXECUTED', ruleId: 'r1', reason: null, proposal: { oldPrice: 59.5, newPrice: 53.55, currency: 'EUR' } });
    expect(counts).toEqual({ EXECUTED: 1, OVERWRITTEN: 0, ERROR: 0, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 });
    expect(unmatched).toBe(0);
  });

  it('matchFilter returns the products the conditions match', () => {
    const run = input({ products: [product(), product({ productId: 'p2', brand: 'Makita' })], rules: [rule()] });
    expect(matchFilter(run, 'shop', [{ field: 'brand', operator: 'EQUALS', value: 'makita' }]).map((p) => p.productId)).toEqual(['p2']);
  });
});
