import { decisionTraceSchema, NO_CONSTRAINTS, type PricingRunInput } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { matchFilter, runEngine } from './runEngine.ts';
import { channel, dePricing, input, NOW, offer, product, rate, rule } from './testFixtures.ts';

const nowMs = Date.parse(NOW);
const ago = (hours: number) => new Date(nowMs - hours * 3_600_000).toISOString();
const oneOf = (run: PricingRunInput) => {
  const { results } = runEngine(run);
  expect(results).toHaveLength(1);
  return results[0]!;
};

/** docs/pricing.md example 9: the offers of example 5 and the rule "1 % below the cheapest competitor, margin at least 30 %, at most 5 % change". */
const offers = [
  offer({ urlId: 'a', sourceId: 'sa', sourceName: 'Shop A', price: 52.9, shippingCost: 4.95, eventId: 'ev-a' }),
  offer({ urlId: 'b', sourceId: 'sb', sourceName: 'Shop B', price: 54, shippingCost: null, eventId: 'ev-b' }),
  offer({ urlId: 'c', sourceId: 'sc', sourceName: 'Shop C', price: 49.99, availability: 'OutOfStock' }),
  offer({ urlId: 'd', sourceId: 'sd', sourceName: 'Shop D', price: 45, flagged: true }),
  offer({ urlId: 'e', sourceId: 'se', sourceName: 'Shop E', price: 44, observedAt: ago(72) }),
];
const drill = product({
  pricing: { de: dePricing({ salesPrice: 59.5, shippingPrice: 4.95, msrp: 69.99 }) },
  offers,
  priceHistory: { shop: [{ at: ago(40 * 24), price: 62 }, { at: ago(20 * 24), price: 59.5 }] },
});
const cheaper = rule({
  name: '1 % below the cheapest, margin ≥ 30 %',
  target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false },
  constraints: { ...NO_CONSTRAINTS, minProfitMargin: 30, maxChangePercent: 5 },
});
const example = input({ products: [drill], rules: [cheaper], priceEndings: { endings: [99], rounding: 'NEAREST' } });

describe('runEngine: the worked example (docs/pricing.md example 9)', () => {
  it('52.37 target → 58.65 for the 30 % margin → 58.99 ending, struck through against 59.50', () => {
    const result = oneOf(example);
    expect(result).toMatchObject({ productId: 'p1', sku: 'SKU-1', productName: 'Akku-Bohrschrauber', channelId: 'shop', outcome: 'EXECUTED', ruleId: 'r1', reason: null });
    expect(result.proposal).toMatchObject({
      oldPrice: 59.5,
      oldStrikePrice: null,
      newPrice: 58.99,
      strikePrice: 59.5,
      strikePriceFrom: '2026-11-22T05:00:00.000Z',
      strikePriceUntil: '2026-12-22T05:00:00.000Z',
      currency: 'EUR',
    });
    const trace = result.proposal!.trace;
    expect(result.trace).toBe(trace);
    expect(decisionTraceSchema.parse(trace)).toEqual(trace);
    expect(trace).toMatchObject({
      rule: { ruleId: 'r1', name: '1 % below the cheapest, margin ≥ 30 %', position: 1 },
      channel: { channelId: 'shop', name: 'Webshop DE', commissionRate: 0, vatRate: 19, currency: 'EUR', noShippingCost: false },
      costs: { purchasePrice: 30, shippingCost: 4.5, shippingSource: 'SHIPPING_RATE', shippingRateId: 'dhl', carrier: 'DHL', vatRate: 19, vatSource: 'CHANNEL', ownShippingCharge: 4.95, currentPrice: 59.5 },
      cheapest: { urlId: 'a', sourceName: 'Shop A', price: 52.9, withShipping: false },
      targetPrice: 52.37,
      fees: { commission: 0, vat: 9.42 },
      metricsBefore: { profitMargin: 31, purchaseMarkup: 66.67, totalCostMarkup: 44.93 },
      metricsAfter: { profitMargin: 30.4, purchaseMarkup: 65.24, totalCostMarkup: 43.69 },
      overwrittenRules: [],
      strikePrice: { reference: 59.5, reason: 'BELOW_REFERENCE' },
      outcome: 'EXECUTED',
      reason: null,
      proposedPrice: 58.99,
      conflict: null,
    });
    expect(trace.offers.map((o) => [o.urlId, o.used, o.excludedBecause, o.observedAt, o.eventId])).toEqual([
      ['a', true, null, offers[0]!.observedAt, 'ev-a'],
      ['b', true, null, offers[1]!.observedAt, 'ev-b'],
      ['c', false, 'OUT_OF_STOCK', offers[2]!.observedAt, 'e1'],
      ['d', false, 'FLAGGED', offers[3]!.observedAt, 'e1'],
      ['e', false, 'STALE', offers[4]!.observedAt, 'e1'],
    ]);
    expect(trace.steps.map((s) => [s.kind, s.name, s.before, s.after, s.applied])).toEqual([
      ['TARGET', 'CHEAPEST_COMPETITOR', 59.5, 52.371, true],
      ['ROUNDING', 'CENTS', 52.371, 52.37, true],
      ['CONSTRAINT', 'MIN_PROFIT_MARGIN', 52.37, 58.65, true],
      ['MAX_CHANGE', 'MAX_CHANGE', 58.65, 58.65, false],
      ['PRICE_ENDING', 'NEAREST', 58.65, 58.99, true],
    ]);
  });

  it('with shipping: 1 % below Shop B\'s 54.00 total less the own 4.95 shipping charge = 48.51, then the margin floor', () => {
    const withShipping = rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: true } });
    const result = oneOf({ ...example, rules: [withShipping], priceEndings: { endings: [], rounding: 'NEAREST' } });
    expect(result.proposal).toMatchObject({ newPrice: 48.51, trace: { cheapest: { urlId: 'b', price: 54, withShipping: true }, targetPrice: 48.51 } });
  });

  it('a marketplace with 15 % commission and a 25 % margin target: 71.84 → 71.99, no strike price above the reference', () => {
    const marketplace = channel({ channelId: 'mp', name: 'Marktplatz', commissionRate: 15 });
    const result = oneOf({ ...example, channels: [marketplace], rules: [rule({ salesChannelId: 'mp', target: { type: 'PROFIT_MARGIN', percent: 25 } })] });
    expect(result.proposal).toMatchObject({ newPrice: 71.99, strikePrice: null, strikePriceFrom: null, strikePriceUntil: null, trace: { targetPrice: 71.84, fees: { commission: 10.8, vat: 11.49 }, strikePrice: { reference: 59.5, reason: 'NOT_BELOW_REFERENCE' } } });
  });
});

describe('runEngine: competitor edge cases', () => {
  const competitorRule = [rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 1, withShipping: false } })];
  const run = (o: typeof offers) => oneOf(input({ rules: competitorRule, products: [product({ offers: o })] }));

  it('no competitors, only out-of-stock, only flagged, only stale, other currency or excluded stores: ERROR NO_COMPETITOR_PRICE with each offer\'s reason', () => {
    expect(run([])).toMatchObject({ outcome: 'ERROR', reason: 'NO_COMPETITOR_PRICE', proposal: null, trace: { offers: [], cheapest: null, targetPrice: null } });
    expect(run([offer({ availability: 'OutOfStock' }), offer({ urlId: 'u2', availability: 'SoldOut' })])).toMatchObject({ outcome: 'ERROR', reason: 'NO_COMPETITOR_PRICE' });
    expect(run([offer({ flagged: true })]).trace?.offers[0]).toMatchObject({ used: false, excludedBecause: 'FLAGGED' });
    expect(run([offer({ observedAt: ago(49) })]).trace?.offers[0]).toMatchObject({ used: false, excludedBecause: 'STALE' });
    expect(run([offer({ currency: 'CHF' })]).reason).toBe('NO_COMPETITOR_PRICE');
    expect(oneOf(input({ rules: competitorRule, competitors: { mode: 'ALL_EXCEPT', sourceIds: ['s1'] }, products: [product({ offers: [offer()] })] })).reason).toBe('NO_COMPETITOR_PRICE');
    expect(run([offer({ own: true })]).reason).toBe('NO_COMPETITOR_PRICE');
  });

  it("each channel uses the offers in its own currency", () => {
    const chf = channel({ channelId: 'ch', name: 'Shop CH', currency: 'CHF', country: 'ch', vatRate: 8.1 });
    const offersBoth = [offer({ urlId: 'eur', price: 50 }), offer({ urlId: 'chf', price: 60, currency: 'CHF' })];
    const rules = [rule({ ...competitorRule[0]!, ruleId: 'de' }), rule({ ...competitorRule[0]!, ruleId: 'ch', salesChannelId: 'ch' })];
    const { results } = runEngine(input({ channels: [channel(), chf], rules, products: [product({ offers: offersBoth })] }));
    expect(results.map((r) => [r.channelId, r.proposal?.newPrice, r.proposal?.currency, r.trace?.cheapest?.urlId])).toEqual([
      ['shop', 49, 'EUR', 'eur'],
      ['ch', 59, 'CHF', 'chf'],
    ]);
    expect(results[1]?.trace?.offers.map((o) => o.excludedBecause)).toEqual(['OTHER_CURRENCY', null]);
  });

  it('a flagged or stale offer never sets the price, even when it is the cheapest', () => {
    const result = run([offer({ urlId: 'cheap', price: 20, flagged: true }), offer({ urlId: 'old', price: 25, observedAt: ago(100) }), offer({ urlId: 'ok', price: 50 })]);
    expect(result.proposal).toMatchObject({ newPrice: 49, trace: { cheapest: { urlId: 'ok' } } });
  });
});

describe('runEngine: missing facts', () => {
  it('missing purchase price: ERROR for a cost target, a proposal for a competitor target without cost limits', () => {
    expect(oneOf(input({ products: [product({ purchasePrice: null })] }))).toMatchObject({ outcome: 'ERROR', reason: 'MISSING_PURCHASE_PRICE', trace: { metricsBefore: { profitMargin: null } } });
    const competitor = rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 1, withShipping: false } });
    expect(oneOf(input({ rules: [competitor], products: [product({ purchasePrice: null, offers: [offer()] })] })).proposal).toMatchObject({ newPrice: 49, trace: { metricsAfter: { profitMargin: null } } });
    expect(oneOf(input({ rules: [{ ...competitor, constraints: { ...NO_CONSTRAINTS, minMarkup: 10 } }], products: [product({ purchasePrice: null, offers: [offer()] })] })).reason).toBe('MISSING_PURCHASE_PRICE');
  });

  it("missing VAT on the product: the channel's rate; a product rate overrides it", () => {
    expect(oneOf(input()).proposal?.newPrice).toBe(53.55);
    const books = product({ pricing: { de: dePricing({ vatRate: 7 }) } });
    expect(oneOf(input({ products: [books] })).proposal).toMatchObject({ newPrice: 48.15, trace: { costs: { vatRate: 7, vatSource: 'PRODUCT' }, fees: { vat: 3.15 } } });
  });

  it('no shipping rate: ERROR NO_SHIPPING_RATE for margin targets; a no-shipping channel needs none', () => {
    const margin = rule({ target: { type: 'PROFIT_MARGIN', percent: 25 } });
    expect(oneOf(input({ rules: [margin], shippingRates: [] }))).toMatchObject({ outcome: 'ERROR', reason: 'NO_SHIPPING_RATE', trace: { costs: { shippingSource: 'NO_SHIPPING_RATE' } } });
    // 30 / 0.75 × 1.19 = 47.60
    expect(oneOf(input({ rules: [margin], shippingRates: [], channels: [channel({ noShippingCost: true })] })).proposal).toMatchObject({ newPrice: 47.6, trace: { costs: { shippingSource: 'NO_SHIPPING_CHANNEL', shippingCost: 0 } } });
  });

  it('no current price: a proposal without old price, unless a maximum change is asked for', () => {
    const fresh = product({ pricing: { de: dePricing({ salesPrice: null }) } });
    expect(oneOf(input({ products: [fresh] })).proposal).toMatchObject({ oldPrice: null, newPrice: 53.55, strikePrice: null });
    expect(oneOf(input({ products: [fresh], rules: [rule({ constraints: { ...NO_CONSTRAINTS, maxChangePercent: 10 } })] })).reason).toBe('MISSING_CURRENT_PRICE');
  });
});

describe('runEngine: constraints and endings', () => {
  const withLimits = (constraints: Partial<typeof NO_CONSTRAINTS>, over: Partial<PricingRunInput> = {}) => oneOf(input({ rules: [rule({ constraints: { ...NO_CONSTRAINTS, ...constraints } })], ...over }));

  it('contradictory limits: CONSTRAINTS_NOT_MET naming both bounds, never a proposal', () => {
    const result = withLimits({ minPrice: 60, msrpCap: true }, { products: [product({ pricing: { de: dePricing({ msrp: 55 }) } })] });
    expect(result).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'CONSTRAINTS_CONFLICT', proposal: null, trace: { conflict: { lower: { name: 'MIN_PRICE', bound: 60 }, upper: { name: 'MSRP_CAP', bound: 55 } }, proposedPrice: null } });
    expect(decisionTraceSchema.safeParse(result.trace).success).toBe(true);
    const unreachable = withLimits({ minProfitMargin: 90 }, { channels: [channel({ commissionRate: 15 })] });
    expect(unreachable).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'CONSTRAINTS_CONFLICT', trace: { conflict: { lower: { name: 'MIN_PROFIT_MARGIN', bound: null } } } });
    expect(decisionTraceSchema.safeParse(unreachable.trace).success).toBe(true);
  });

  it('maximum change: 53.55 is more than 5 % below 59.50, so 56.53; unreachable range → MAX_CHANGE_CONFLICT', () => {
    expect(withLimits({ maxChangePercent: 5 }).proposal?.newPrice).toBe(56.53);
    expect(withLimits({ maxChangePercent: 5, minPrice: 70 })).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'MAX_CHANGE_CONFLICT' });
  });

  it('MSRP cap: a 150 % markup (89.25) is capped at the MSRP 69.99', () => {
    const run = input({ rules: [rule({ target: { type: 'PURCHASE_MARKUP', percent: 150 }, constraints: { ...NO_CONSTRAINTS, msrpCap: true } })], products: [product({ pricing: { de: dePricing({ msrp: 69.99 }) } })] });
    expect(oneOf(run).proposal).toMatchObject({ newPrice: 69.99, trace: { targetPrice: 89.25 } });
  });

  it('price endings at the boundaries: the ending inside the range, else CONSTRAINTS_NOT_MET', () => {
    // 53.55 with endings .99 DOWN and a minimum of 53.50: 52.99 is below it, 53.99 is taken.
    expect(withLimits({ minPrice: 53.5 }, { priceEndings: { endings: [99], rounding: 'DOWN' } }).proposal?.newPrice).toBe(53.99);
    expect(withLimits({ minPrice: 53.5, maxPrice: 53.9 }, { priceEndings: { endings: [99], rounding: 'DOWN' } })).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'NO_PRICE_ENDING_IN_RANGE', proposal: null });
  });

  it('a result equal to the current price to the cent: TARGET_FULFILLED', () => {
    expect(oneOf(input({ products: [product({ pricing: { de: dePricing({ salesPrice: 53.55 }) } })] }))).toMatchObject({ outcome: 'TARGET_FULFILLED', reason: 'PRICE_UNCHANGED', proposal: null, trace: { proposedPrice: 53.55 } });
    // The ending brings 53.55 to the current 53.99.
    expect(oneOf(input({ products: [product({ pricing: { de: dePricing({ salesPrice: 53.99 }) } })], priceEndings: { endings: [99], rounding: 'UP' } })).outcome).toBe('TARGET_FULFILLED');
  });

  it("the channel's confirmed price is its current price: the same result again is TARGET_FULFILLED", () => {
    const confirmedBefore = product({ pricing: { de: dePricing({ salesPrice: 60 }) }, currentPrices: { shop: 53.55 } });
    expect(oneOf(input({ products: [confirmedBefore] }))).toMatchObject({ outcome: 'TARGET_FULFILLED', reason: 'PRICE_UNCHANGED' });
    expect(oneOf(input({ products: [{ ...confirmedBefore, currentPrices: {} }] })).proposal?.oldPrice).toBe(60);
  });
});

describe('runEngine: rule selection', () => {
  const second = rule({ ruleId: 'r2', position: 2, name: 'Markup 60 %', target: { type: 'PURCHASE_MARKUP', percent: 60 } });
  const third = rule({ ruleId: 'r3', position: 3, name: 'Makita only', conditions: [{ field: 'brand', operator: 'EQUALS', value: 'Makita' }] });

  it('several rules match: the lowest position wins, the others are OVERWRITTEN', () => {
    const { results, counts, unmatched } = runEngine(input({ rules: [second, third, rule()] }));
    expect(results.map((r) => [r.ruleId, r.outcome, r.overwrittenBy])).toEqual([
      ['r1', 'EXECUTED', null],
      ['r2', 'OVERWRITTEN', 'r1'],
    ]);
    expect(results[0]?.proposal?.trace.overwrittenRules).toEqual([{ ruleId: 'r2', name: 'Markup 60 %', position: 2 }]);
    expect(counts).toMatchObject({ EXECUTED: 1, OVERWRITTEN: 1 });
    expect(unmatched).toBe(0);
  });

  it('inactive rules and rules of another channel are ignored; unmatched pairs are counted', () => {
    const other = channel({ channelId: 'mp', name: 'Marktplatz' });
    const { results, unmatched } = runEngine(input({ channels: [channel(), other], rules: [rule({ active: false }), second, rule({ ruleId: 'r9', salesChannelId: 'elsewhere' })] }));
    expect(results.map((r) => [r.channelId, r.ruleId, r.outcome])).toEqual([['shop', 'r2', 'EXECUTED']]);
    expect(unmatched).toBe(1);
    expect(runEngine(input({ rules: [third] })).unmatched).toBe(1);
  });

  it('a rule with an unknown filter field never matches: where it ranks first the product gets ERROR', () => {
    const broken = rule({ ruleId: 'bad', position: 1, conditions: [{ field: 'colour', operator: 'EQUALS', value: 'red' }] });
    const { results } = runEngine(input({ rules: [broken, second] }));
    expect(results.map((r) => [r.ruleId, r.outcome, r.reason])).toEqual([
      ['bad', 'ERROR', 'UNKNOWN_FILTER_FIELD'],
      ['r2', 'OVERWRITTEN', null],
    ]);
    // Ranked below a matching rule it changes nothing.
    expect(runEngine(input({ rules: [{ ...broken, position: 5 }, second] })).results.map((r) => [r.ruleId, r.outcome])).toEqual([['r2', 'EXECUTED']]);
  });

  it('every product and channel, in input order; the same input gives the same result', () => {
    const run = input({ channels: [channel(), channel({ channelId: 'mp', name: 'Marktplatz', commissionRate: 15 })], rules: [rule(), rule({ ruleId: 'm', salesChannelId: 'mp' })], products: [product(), product({ productId: 'p2', sku: 'SKU-2' })] });
    const first = runEngine(run);
    expect(first.results.map((r) => `${r.productId}/${r.channelId}`)).toEqual(['p1/shop', 'p1/mp', 'p2/shop', 'p2/mp']);
    expect(runEngine(run)).toEqual(first);
  });
});

describe('matchFilter', () => {
  it('returns the products the conditions match in the channel, with metrics of the current price', () => {
    const run = input({ products: [product(), product({ productId: 'p2', brand: 'Makita', pricing: { de: dePricing({ salesPrice: 40 }) } })] });
    expect(matchFilter(run, 'shop', [{ field: 'brand', operator: 'EQUALS', value: 'makita' }]).map((p) => p.productId)).toEqual(['p2']);
    expect(matchFilter(run, 'shop', [{ field: 'profitMargin', operator: 'LESS_THAN', value: 10 }]).map((p) => p.productId)).toEqual(['p2']);
    expect(matchFilter(run, 'shop', [])).toHaveLength(2);
  });
  it('an unknown channel or an invalid filter matches nothing', () => {
    expect(matchFilter(input(), 'nope', [])).toEqual([]);
    expect(matchFilter(input(), 'shop', [{ field: 'colour', operator: 'EQUALS', value: 'red' }])).toEqual([]);
  });
});

describe('runEngine: issue 12 defects', () => {
  const marketplace = channel({ commissionRate: 12 });
  it('defect 1: a margin target or minimum margin no price reaches is an error, never an astronomic price or a step towards it', () => {
    const run = (r: ReturnType<typeof rule>) => oneOf(input({ channels: [marketplace], products: [product({ purchasePrice: 35 })], rules: [r] }));
    const target = run(rule({ target: { type: 'PROFIT_MARGIN', percent: 85.72 }, constraints: { ...NO_CONSTRAINTS, maxChangePercent: 10 } }));
    expect(target).toMatchObject({ outcome: 'ERROR', reason: 'TARGET_UNREACHABLE', proposal: null });
    const limit = run(rule({ constraints: { ...NO_CONSTRAINTS, minProfitMargin: 85.72, maxChangePercent: 10 } }));
    expect(limit).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'CONSTRAINTS_CONFLICT', proposal: null });
  });

  it('defect 2: a confirmed 0.00 € offer never sets the price; the valid 45 € offer does', () => {
    const zero = offer({ urlId: 'zero', sourceId: 'sz', sourceName: 'Price on request', price: 0 });
    const valid = offer({ urlId: 'valid', sourceId: 'sv', sourceName: 'Shop V', price: 45 });
    const run = (offers: ReturnType<typeof offer>[], value: number, direction: 'CHEAPER' | 'MORE_EXPENSIVE') =>
      oneOf(input({ products: [product({ offers })], rules: [rule({ target: { type: 'CHEAPEST_COMPETITOR', direction, by: 'AMOUNT', value, withShipping: false } })] }));
    expect(run([zero, valid], 0.01, 'CHEAPER')).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 44.99 } });
    expect(run([zero, valid], 1, 'MORE_EXPENSIVE')).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 46 } });
    expect(run([zero], 1, 'MORE_EXPENSIVE')).toMatchObject({ outcome: 'ERROR', reason: 'NO_COMPETITOR_PRICE', proposal: null });
  });

  it('convention 4: "undercut by 5 €, never below 2.49 €" lands on 2.49 € however low the competitor goes; without a floor a price ≤ 0 is refused', () => {
    const undercut = (price: number, minPrice: number | null) =>
      oneOf(
        input({
          products: [product({ offers: [offer({ price })] })],
          rules: [rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 5, withShipping: false }, constraints: { ...NO_CONSTRAINTS, minPrice } })],
        }),
      );
    expect(undercut(5.01, 2.49)).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 2.49 } });
    expect(undercut(4.99, 2.49)).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 2.49 } });
    expect(undercut(0.5, 2.49)).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 2.49 } });
    expect(undercut(4.99, null)).toMatchObject({ outcome: 'ERROR', reason: 'PRICE_NOT_POSITIVE', proposal: null });
    expect(undercut(5.5, null)).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 0.5 } });
  });

  it('defect 3: a net tariff of 4.015 costs 4.02, so a 25 % margin target gives 53.98, which keeps the margin', () => {
    const result = oneOf(input({ shippingRates: [rate({ baseTariff: 4.015 })], rules: [rule({ target: { type: 'PROFIT_MARGIN', percent: 25 } })] }));
    expect(result).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 53.98 } });
    expect(result.trace).toMatchObject({ costs: { shippingCost: 4.02 }, metricsAfter: { profitMargin: 25 } });
  });
});

