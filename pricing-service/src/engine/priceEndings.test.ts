import { describe, expect, it } from 'vitest';
import { applyPriceEnding } from './priceEndings.ts';

const nines = (rounding: 'NEAREST' | 'DOWN' | 'UP', endings = [99]) => ({ endings, rounding });

describe('price endings (docs/pricing.md example 7)', () => {
  it('leaves the price alone without endings', () => {
    expect(applyPriceEnding(58.65, { endings: [], rounding: 'NEAREST' }, 0.01, Infinity)).toBe(58.65);
  });
  it('NEAREST: 58.65 → 58.99 (0.34 away; 57.99 is 0.66 away); a tie goes to the lower price', () => {
    expect(applyPriceEnding(58.65, nines('NEAREST'), 0.01, Infinity)).toBe(58.99);
    expect(applyPriceEnding(58.4, nines('NEAREST'), 0.01, Infinity)).toBe(57.99);
    expect(applyPriceEnding(58.49, nines('NEAREST'), 0.01, Infinity)).toBe(57.99);
    expect(applyPriceEnding(58.49, nines('NEAREST', [99, 49]), 0.01, Infinity)).toBe(58.49);
    expect(applyPriceEnding(58.74, nines('NEAREST', [99, 49]), 0.01, Infinity)).toBe(58.49);
  });
  it('DOWN and UP', () => {
    expect(applyPriceEnding(58.65, nines('DOWN'), 0.01, Infinity)).toBe(57.99);
    expect(applyPriceEnding(58.65, nines('UP'), 0.01, Infinity)).toBe(58.99);
    expect(applyPriceEnding(58.65, nines('DOWN', [49, 95]), 0.01, Infinity)).toBe(58.49);
    expect(applyPriceEnding(58.99, nines('DOWN'), 0.01, Infinity)).toBe(58.99);
    expect(applyPriceEnding(59, nines('UP', [0]), 0.01, Infinity)).toBe(59);
  });
  it('never leaves the allowed range: the next ending inside it is taken', () => {
    // DOWN would give 57.99, below the minimum 58.65: the ending above is used.
    expect(applyPriceEnding(58.65, nines('DOWN'), 58.65, 62.47)).toBe(58.99);
    // UP would give 58.99, above the maximum 58.90: the other ending, .49, below it.
    expect(applyPriceEnding(58.65, nines('UP', [99, 49]), 58.4, 58.9)).toBe(58.49);
    // NEAREST 58.99 is above the maximum; 57.99 is the nearest inside.
    expect(applyPriceEnding(58.65, nines('NEAREST'), 50, 58.9)).toBe(57.99);
  });
  it('none inside the range: null (CONSTRAINTS_NOT_MET)', () => {
    expect(applyPriceEnding(58.65, nines('NEAREST'), 58.65, 58.9)).toBeNull();
    // 0.50 → ending .99 downwards is −0.01: never a price of zero or below.
    expect(applyPriceEnding(0.5, nines('DOWN'), 0.01, 0.8)).toBeNull();
    expect(applyPriceEnding(0.5, nines('DOWN', [0]), 0.01, 0.8)).toBeNull();
  });
});
