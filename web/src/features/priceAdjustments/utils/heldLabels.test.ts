import { describe, expect, it } from 'vitest';
import { guardrailText, heldFigures } from './heldLabels.ts';

const texts = { maxChange: (l: string) => `max ${l}`, belowCost: (b: string) => `cost ${b}`, aboveMsrp: (b: string) => `msrp ${b}`, costsUnknown: 'unknown', other: 'other' };
const held = { currency: 'EUR' as const, currentPrice: 24.99, heldPrice: 17.49, changePercent: -30.01, guardrail: { name: 'MAX_CHANGE' as const, limit: 20, bound: 19.99 }, productName: 'Kocher' };

describe('held results', () => {
  it('names the guardrail with its limit in the locale', () => {
    expect(guardrailText({ reason: 'GUARDRAIL_MAX_CHANGE', held }, texts, 'de')).toBe('max 20 %');
    expect(guardrailText({ reason: 'GUARDRAIL_BELOW_COST', held: { ...held, guardrail: { name: 'BELOW_COST', limit: null, bound: 1234.5 } } }, texts, 'de')).toBe('cost 1.234,50\u00a0€');
    expect(guardrailText({ reason: 'GUARDRAIL_COSTS_UNKNOWN', held: { ...held, guardrail: null } }, texts, 'en')).toBe('unknown');
    expect(guardrailText({ reason: 'GUARDRAIL_ABOVE_MSRP', held: null }, texts, 'en')).toBe('msrp –');
  });
  it('formats current and held price and the change', () => {
    expect(heldFigures(held, 'de')).toEqual({ current: '24,99\u00a0€', held: '17,49\u00a0€', change: '-30,0\u00a0%' });
    expect(heldFigures(null, 'de')).toEqual({ current: null, held: null, change: null });
  });
});
