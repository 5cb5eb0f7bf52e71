import { describe, expect, it } from 'vitest';
import { exact, roundCents } from './money.ts';
import { grossFromNet, netFromGross, vatIn, vatRateFor } from './vat.ts';

describe('VAT (docs/pricing.md example 1)', () => {
  it('gross = net × (1 + VAT/100)', () => {
    expect(roundCents(grossFromNet(45, 19))).toBe(53.55);
    expect(roundCents(netFromGross(59.5, 19))).toBe(50);
    expect(vatIn(59.5, 19)).toBe(9.5);
    expect(vatIn(10.7, 7)).toBe(0.7);
  });
  it('converts exactly (59.50 / 1.19 is 50, and 50 × 1.19 is 59.50, with no binary remainder)', () => {
    expect(netFromGross(59.5, 19).cmp(exact(50))).toBe(0);
    expect(grossFromNet(netFromGross(71.99, 19), 19).cmp(exact(71.99))).toBe(0);
    expect(netFromGross(10.77, 7.7).cmp(exact(10))).toBe(0);
  });
  it("uses the product's rate for the channel's country, else the channel's (missing VAT on the product)", () => {
    expect(vatRateFor({ vatRate: 19 }, 7)).toEqual({ rate: 7, source: 'PRODUCT' });
    expect(vatRateFor({ vatRate: 19 }, 0)).toEqual({ rate: 0, source: 'PRODUCT' });
    expect(vatRateFor({ vatRate: 19 }, null)).toEqual({ rate: 19, source: 'CHANNEL' });
    expect(vatRateFor({ vatRate: 20 }, undefined)).toEqual({ rate: 20, source: 'CHANNEL' });
  });
});
