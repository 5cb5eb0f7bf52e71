import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE_BOUND } from '../../scraping.ts';
import { isLowConfidencePrice } from './priceConfidence.ts';

describe('isLowConfidencePrice', () => {
  it('flags a price below the bound, not one at or above it, nor one without a confidence', () => {
    expect(isLowConfidencePrice(0.31)).toBe(true);
    expect(isLowConfidencePrice(LOW_CONFIDENCE_BOUND)).toBe(false);
    expect(isLowConfidencePrice(0.9)).toBe(false);
    expect(isLowConfidencePrice(undefined)).toBe(false);
    expect(isLowConfidencePrice(null)).toBe(false);
  });
});
