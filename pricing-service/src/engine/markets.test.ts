/**
 * Markets and currencies (docs/pricing.md "Markets and currencies", issue 12): a channel compares
 * only offers of its country; costs and limits in another currency are converted with the
 * company's dated exchange rates, or refused when a rate is missing.
 */
import { decisionTraceSchema, NO_CONSTRAINTS, type ExchangeRate, type PricingRunInput } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { runEngine } from './runEngine.ts';
import { channel, dePricing, input, offer, product, rule } from './testFixtures.ts';

const oneOf = (run: PricingRunInput) => {
  const { results } = runEngine(run);
  expect(results).toHaveLength(1);
  const [result] = results;
  expect(decisionTraceSchema.parse(result!.trace)).toEqual(result!.trace);
  return result!;
};

describe('offers of another market', () => {
  const undercut = rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 1, withShipping: false } });
  const offers = [offer({ urlId: 'at', sourceId: 'sat', price: 40, country: 'at' }), offer({ urlId: 'de', sourceId: 'sde', price: 50, country: 'de' }), offer({ urlId: 'any', sourceId: 'sany', price: 55 })];

  it('a German channel does not compare with an Austrian store (OTHER_MARKET); an offer without a country counts', () => {
    const result = oneOf(input({ rules: [undercut], products: [product({ offers })] }));
    expect(result.proposal?.newPrice).toBe(49);
    expect(result.trace?.offers.map((o) => [o.urlId, o.used, o.excludedBecause])).toEqual([
      ['at', false, 'OTHER_MARKET'],
      ['de', true, null],
      ['any', true, null],
    ]);
  });

  it('an Austrian channel of the same currency compares with the Austrian store', () => {
    const at = channel({ channelId: 'at-shop', name: 'Webshop AT', country: 'at', vatRate: 20 });
    const run = input({ channels: [at], rules: [{ ...undercut, salesChannelId: 'at-shop' }], products: [product({ offers, pricing: { at: dePricing() } })], shippingRates: [] });
    expect(oneOf(run).proposal?.newPrice).toBe(39);
  });
});

// A Polish channel (23 % VAT, PLN) of a company that buys in EUR.
const pl = channel({ channelId: 'pl', name: 'Allegro PL', country: 'pl', currency: 'PLN', vatRate: 23 });
const eurToPln: ExchangeRate[] = [
  { from: 'EUR', to: 'PLN', rate: 4.5, validFrom: '2026-10-01' },
  { from: 'EUR', to: 'PLN', rate: 4.3125, validFrom: '2026-11-01' },
  // Not valid yet at the run (2026-11-22).
  { from: 'EUR', to: 'PLN', rate: 5, validFrom: '2026-12-01' },
];
const eurProduct = product({ purchasePriceCurrency: 'EUR', pricing: { pl: dePricing({ salesPrice: 250 }) } });
const plRun = (over: Partial<PricingRunInput> = {}) => input({ channels: [pl], rules: [rule({ salesChannelId: 'pl' })], products: [eurProduct], shippingRates: [], ...over });

describe('costs in another currency', () => {
  it('converts the EUR purchase price with the latest rate valid at the run: 30 EUR × 4.3125 = 129.375 PLN → 50 % markup 238.70 PLN', () => {
    // N = 129.375 × 1.5 = 194.0625, G = × 1.23 = 238.696875.
    const result = oneOf(plRun({ exchangeRates: eurToPln }));
    expect(result).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 238.7, currency: 'PLN' } });
    expect(result.trace?.costs.purchasePrice).toBe(129.375);
    expect(result.trace?.conversions).toEqual([{ field: 'PURCHASE_PRICE', from: 'EUR', to: 'PLN', rate: 4.3125, validFrom: '2026-11-01', original: 30, converted: 129.375 }]);
  });

  it('refuses with EXCHANGE_RATE_MISSING instead of pricing EUR costs as PLN', () => {
    const result = oneOf(plRun());
    expect(result).toMatchObject({ outcome: 'ERROR', reason: 'EXCHANGE_RATE_MISSING', proposal: null });
    // Also when the only rate is not valid yet.
    expect(oneOf(plRun({ exchangeRates: [eurToPln[2]!] })).reason).toBe('EXCHANGE_RATE_MISSING');
  });

  it('uses a rate given the other way round, inverted exactly (1 PLN = 0.25 EUR → 1 EUR = 4 PLN)', () => {
    const result = oneOf(plRun({ exchangeRates: [{ from: 'PLN', to: 'EUR', rate: 0.25, validFrom: '2026-01-01' }] }));
    // 120 PLN × 1.5 × 1.23 = 221.40.
    expect(result.proposal?.newPrice).toBe(221.4);
    expect(result.trace?.conversions?.[0]).toMatchObject({ rate: 4, converted: 120 });
  });

  it('a purchase price in the channel currency (or without one) is not converted', () => {
    const result = oneOf(input());
    expect(result.trace?.conversions).toBeUndefined();
    expect(oneOf(input({ products: [product({ purchasePriceCurrency: 'EUR' })] })).trace?.conversions).toBeUndefined();
  });

  it('converts the product price limits: a minimum of 60 EUR is 258.75 PLN, rounded up for a lower bound', () => {
    const limited = product({ ...eurProduct, priceLimitsCurrency: 'EUR', minPrice: 60 });
    const result = oneOf(plRun({ products: [limited], exchangeRates: eurToPln }));
    expect(result.proposal?.newPrice).toBe(258.75);
    expect(result.trace?.steps.find((s) => s.name === 'PRODUCT_MIN_PRICE')).toMatchObject({ bound: 258.75, applied: true });
    expect(result.trace?.conversions?.map((c) => c.field)).toEqual(['PURCHASE_PRICE', 'PRODUCT_MIN_PRICE']);
  });

  it('the rule limits stay in the channel currency', () => {
    const ruled = rule({ salesChannelId: 'pl', constraints: { ...NO_CONSTRAINTS, maxPrice: 200 } });
    expect(oneOf(plRun({ rules: [ruled], exchangeRates: eurToPln })).proposal?.newPrice).toBe(200);
  });
});
