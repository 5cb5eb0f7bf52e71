import { describe, expect, it } from 'vitest';
import { acceptedAs } from './comparisonProducts.ts';

describe('what an accepted candidate becomes', () => {
  it('a comparison product for a comparison request, whatever the match; for a URL request only when the matcher says similar', () => {
    expect(acceptedAs('NEW_COMPARISON_PRODUCT', { matchResult: 'SAME' })).toBe('COMPARISON_PRODUCT');
    expect(acceptedAs('NEW_COMPARISON_PRODUCT', { matchResult: 'EVAL_DEFERRED' })).toBe('COMPARISON_PRODUCT');
    expect(acceptedAs('NEW_STORE_URL', { matchResult: 'SIMILAR' })).toBe('COMPARISON_PRODUCT');
    expect(acceptedAs('NEW_AGGREGATOR_URL', { matchResult: 'SIMILAR' })).toBe('COMPARISON_PRODUCT');
    expect(acceptedAs('NEW_STORE_URL', { matchResult: 'SAME' })).toBe('COMPETITOR_URL');
    expect(acceptedAs('NEW_AGGREGATOR_URL', { matchResult: 'EVAL_DEFERRED' })).toBe('COMPETITOR_URL');
  });
});
