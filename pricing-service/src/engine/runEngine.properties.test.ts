/**
 * Properties of the rule engine over random valid inputs (issue 12, "What must exist" 1): every
 * EXECUTED price is finite, above 0, whole cents and inside every limit of its rule and product,
 * and the metrics its trace reports are the ones recomputed exactly. The recomputation below uses
 * its own BigInt fractions (not money.ts), so an error in the engine's exact money shows here.
 * Fixed seed: CI sees the same inputs every time; a failure prints the input that broke it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingRunInputSchema, type PriceTarget, type PricingProduct, type PricingRunInput, type PricingShippingRate } from '@pm/contracts';
import { runEngine } from './runEngine.ts';

// --- exact reference arithmetic: [numerator, denominator], denominator > 0 -----------------------
type Q = readonly [bigint, bigint];
/** A generated number as the decimal it is (the generators make at most four decimals). */
function q(x: number): Q {
  const text = String(x);
  expect(text).not.toMatch(/e/);
  const [whole = '0', fraction = ''] = text.split('.');
  return [BigInt(whole + fraction), 10n ** BigInt(fraction.length)];
}
const add = (a: Q, b: Q): Q => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
const sub = (a: Q, b: Q): Q => [a[0] * b[1] - b[0] * a[1], a[1] * b[1]];
const mul = (a: Q, b: Q): Q => [a[0] * b[0], a[1] * b[1]];
const div = (a: Q, b: Q): Q => (b[0] < 0n ? [-a[0] * b[1], a[1] * -b[0]] : [a[0] * b[1], a[1] * b[0]]);
const cmp = (a: Q, b: Q): number => Math.sign(Number(a[0] * b[1] - b[0] * a[1]));
const pct = (x: number): Q => div(q(x), [100n, 1n]);
const ONE: Q = [1n, 1n];
/** Two decimals, half away from zero. */
function hundredths(a: Q): number {
  const scaled = a[0] * 100n;
  const magnitude = (2n * (scaled < 0n ? -scaled : scaled) + a[1]) / (2n * a[1]);
  return Number(scaled < 0n ? -magnitude : magnitude) / 100;
}

// --- generators of valid inputs ------------------------------------------------------------------
const NOW = '2026-11-22T05:00:00.000Z';
const cents = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((c) => c / 100);
const cost = (max: number) => fc.integer({ min: 0, max: max * 10_000 }).map((c) => c / 10_000);
/** A percentage with up to two decimals. */
const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
/** A value or null, null in one case of `nullWeight + 1`. */
const maybe = <T>(arb: fc.Arbitrary<T>, nullWeight = 0.5) => fc.oneof({ arbitrary: fc.constant(null), weight: nullWeight * 10 }, { arbitrary: arb, weight: 10 });
/** A limit: mostly none, so that rules with a few limits still leave a price. */
const limit = <T>(arb: fc.Arbitrary<T>) => maybe(arb, 4);
const COUNTRIES = ['de', 'at'] as const;

const target: fc.Arbitrary<PriceTarget> = fc.oneof(
  fc.record({ type: fc.constant('PURCHASE_MARKUP' as const), percent: percent(300) }),
  fc.record({ type: fc.constant('TOTAL_COST_MARKUP' as const), percent: percent(300) }),
  fc.record({ type: fc.constant('PROFIT_MARGIN' as const), percent: fc.integer({ min: 0, max: 9_999 }).map((c) => c / 100) }),
  fc.record({ type: fc.constant('CHEAPEST_COMPETITOR' as const), direction: fc.constantFrom('CHEAPER' as const, 'MORE_EXPENSIVE' as const), by: fc.constantFrom('AMOUNT' as const, 'PERCENT' as const), value: percent(60), withShipping: fc.boolean() }),
);

const constraints = fc.record({
  minPrice: limit(cents(0, 400)),
  maxPrice: limit(cents(0, 900)),
  minMarkup: limit(percent(200)),
  maxMarkup: limit(percent(400)),
  minProfitMargin: limit(percent(80)),
  maxProfitMargin: limit(percent(100)),
  msrpCap: fc.boolean(),
  maxChangePercent: limit(fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100)),
});

const countryPricing = fc.record({
  salesPrice: maybe(cents(0.01, 800), 0.2),
  strikePrice: fc.constant(null),
  msrp: maybe(cents(0.01, 900)),
  precalculatedShippingCost: maybe(cost(30)),
  vatRate: maybe(fc.constantFrom(0, 7, 7.7, 10, 19, 20, 25.5)),
  inStock: fc.constant(true),
  shippingPrice: maybe(cents(0, 15)),
});

const offer = fc.record({
  sourceId: fc.constantFrom('s1', 's2', 's3'),
  price: maybe(cents(0, 900)),
  shippingCost: maybe(cents(0, 20)),
  currency: fc.constantFrom('EUR' as const, null),
  availability: fc.constantFrom('InStock' as const, 'OutOfStock' as const, null),
  observedAt: fc.constantFrom('2026-11-21T20:00:00.000Z', '2026-11-10T20:00:00.000Z'),
  flagged: fc.boolean(),
  own: fc.boolean(),
});

const product = fc.record({
  purchasePrice: maybe(cost(400), 0.2),
  weightKg: maybe(fc.integer({ min: 1, max: 500 }).map((g) => g / 10)),
  numberOfPackages: maybe(fc.integer({ min: 1, max: 3 })),
  minPrice: limit(cents(0, 300)),
  maxPrice: limit(cents(0, 900)),
  minMarkup: limit(percent(150)),
  maxMarkup: limit(percent(400)),
  pricing: fc.record({ de: countryPricing, at: countryPricing }, { requiredKeys: ['de'] }),
  offers: fc.array(offer, { maxLength: 4 }),
});

const rate = fc.record({ country: fc.constantFrom(...COUNTRIES), baseTariff: cost(40), maxWeight: fc.integer({ min: 1, max: 400 }).map((w) => w / 10), shippingMode: fc.constantFrom('STANDARD' as const, 'STANDARD' as const, 'PALLET' as const) });

const channel = fc.record(
  {
    country: fc.constantFrom(...COUNTRIES),
    commissionRate: fc.oneof(fc.constant(0), percent(30)),
    vatRate: fc.constantFrom(0, 7, 19, 20, 21, 25.5),
    noShippingCost: fc.boolean(),
    shippingCharge: maybe(cents(0, 12)),
    commissionOnShipping: fc.boolean(),
  },
  { requiredKeys: ['country', 'commissionRate', 'vatRate', 'noShippingCost'] },
);

const runInput: fc.Arbitrary<PricingRunInput> = fc
  .record({
    channels: fc.array(channel, { minLength: 1, maxLength: 2 }),
    rates: fc.array(rate, { maxLength: 4 }),
    products: fc.array(product, { minLength: 1, maxLength: 4 }),
    rules: fc.array(fc.record({ channel: fc.nat(1), target, constraints }), { minLength: 1, maxLength: 4 }),
    endings: fc.subarray([99, 49, 95, 90, 0]),
    rounding: fc.constantFrom('NEAREST' as const, 'DOWN' as const, 'UP' as const),
    // Guardrails (docs/pricing.md "Guardrails"): none in about half of the inputs.
    guardrails: maybe(fc.record({ maxChangePercent: maybe(fc.integer({ min: 1, max: 5_000 }).map((c) => c / 100)), noBelowCost: fc.boolean(), noAboveMsrp: fc.boolean() }), 1),
  })
  .map(({ channels, rates, products, rules, endings, rounding, guardrails }) => ({
    ...(guardrails ? { guardrails } : {}),
    now: NOW,
    maxOfferAgeHours: 48,
    channels: channels.map((c, i) => ({ ...c, channelId: `ch${i}`, name: `Channel ${i}`, currency: 'EUR' as const })),
    shippingRates: rates.map((r, i): PricingShippingRate => ({ ...r, rateId: `rate${i}`, carrier: `Carrier ${i}`, hazardSurcharge: 0, lqSurcharge: 0, ncGoodsSurcharge: 0, ncMeasuresSurcharge: 0, ncVolumeSurcharge: 0, hazardousAllowed: false, lqAllowed: false, ncAllowed: false })),
    competitors: { mode: 'ALL_EXCEPT' as const, sourceIds: [] },
    priceEndings: { endings, rounding },
    rules: rules.map((r, i) => ({ ruleId: `rule${i}`, position: i + 1, name: `Rule ${i}`, salesChannelId: `ch${r.channel % channels.length}`, conditions: [], target: r.target, constraints: r.constraints, active: true })),
    products: products.map((p, i): PricingProduct => ({
      ...p,
      productId: `p${i}`, sku: `SKU-${i}`, name: `Product ${i}`, brand: null, gtin: null, mpn: null, variant: null, externalId: null, categoryId: null, targetMargin: null,
      tradeGood: true, protectedSku: false, dangerousGood: false, limitedQuantity: false, nonConveyableByMeasure: false, nonConveyableByVolume: false, pallet: false, halfPallet: false,
      offers: p.offers.map((o, j) => ({ ...o, urlId: `u${i}-${j}`, sourceName: o.sourceId, eventId: `e${i}-${j}` })),
      priceHistory: {},
    })),
  }));

// --- what the engine must have used, recomputed from the input -----------------------------------
/** Own net shipping cost per unit (docs/pricing.md "Own shipping cost"; the generated products carry no surcharge flags). */
function shippingCost(input: PricingRunInput, p: PricingProduct, channelIndex: number): Q | null {
  const c = input.channels[channelIndex]!;
  if (c.noShippingCost) return [0n, 1n];
  const precalculated = p.pricing[c.country]?.precalculatedShippingCost;
  if (precalculated != null) return q(precalculated);
  if (p.weightKg == null) return null;
  const fitting = input.shippingRates.filter((r) => r.country === c.country && r.shippingMode === 'STANDARD' && p.weightKg! <= r.maxWeight);
  if (fitting.length === 0) return null;
  const perPackage = Math.min(...fitting.map((r) => Math.round(hundredths(q(r.baseTariff)) * 100)));
  return [BigInt(perPackage * Math.max(1, p.numberOfPackages ?? 1)), 100n];
}

describe('runEngine over random valid inputs (issue 12)', () => {
  it('proposes only finite, positive, whole-cent prices inside every limit, with the metrics recomputed exactly', () => {
    let executed = 0;
    fc.assert(
      fc.property(runInput, (generated) => {
        const input = pricingRunInputSchema.parse(generated);
        for (const result of runEngine(input).results) {
          if (result.outcome !== 'EXECUTED') continue;
          executed++;
          const price = result.proposal!.newPrice;
          expect(Number.isFinite(price) && price > 0).toBe(true);
          expect(Math.round(price * 100) / 100).toBe(price);

          const channelIndex = input.channels.findIndex((c) => c.channelId === result.channelId);
          const c = input.channels[channelIndex]!;
          const p = input.products.find((x) => x.productId === result.productId)!;
          const rule = input.rules.find((r) => r.ruleId === result.ruleId)!;
          const pricing = p.pricing[c.country];
          const limits = rule.constraints;
          const G = q(price);
          const v = pct(pricing?.vatRate ?? c.vatRate);
          const N = div(G, add(ONE, v));
          const P = p.purchasePrice === null ? null : q(p.purchasePrice);
          const S = shippingCost(input, p, channelIndex);
          // The shipping charge the channel takes its commission on (docs/pricing.md "Per-channel settings").
          const H = c.commissionOnShipping && !c.noShippingCost ? q(c.shippingCharge ?? pricing?.shippingPrice ?? 0) : ([0n, 1n] as Q);
          const commission = mul(add(G, H), pct(c.commissionRate));
          const T = P && S ? add(add(P, S), commission) : null;
          const markup = P && P[0] > 0n ? mul(div(sub(N, P), P), [100n, 1n]) : null;
          const margin = T ? mul(div(sub(N, T), N), [100n, 1n]) : null;
          const atLeast = (value: Q | null, limit: number | null) => limit === null || (value !== null && cmp(value, q(limit)) >= 0);
          const atMost = (value: Q | null, limit: number | null) => limit === null || (value !== null && cmp(value, q(limit)) <= 0);
          const seen = { price, limits, product: { minPrice: p.minPrice, maxPrice: p.maxPrice, minMarkup: p.minMarkup, maxMarkup: p.maxMarkup }, msrp: pricing?.msrp };

          expect(atLeast(G, limits.minPrice) && atMost(G, limits.maxPrice), JSON.stringify(seen)).toBe(true);
          expect(atLeast(G, p.minPrice) && atMost(G, p.maxPrice), JSON.stringify(seen)).toBe(true);
          expect(!limits.msrpCap || atMost(G, pricing?.msrp ?? null), JSON.stringify(seen)).toBe(true);
          // A markup limit with a purchase price of 0 is met by every price (no markup without cost).
          if (P && P[0] > 0n) {
            expect(atLeast(markup, limits.minMarkup) && atMost(markup, limits.maxMarkup), JSON.stringify(seen)).toBe(true);
            expect(atLeast(markup, p.minMarkup) && atMost(markup, p.maxMarkup), JSON.stringify(seen)).toBe(true);
          }
          expect(atLeast(margin, limits.minProfitMargin), JSON.stringify(seen)).toBe(true);
          if (limits.maxProfitMargin !== null) expect(atMost(margin, limits.maxProfitMargin), JSON.stringify(seen)).toBe(true);
          if (limits.maxChangePercent !== null) {
            const current = q(result.proposal!.oldPrice!);
            const change = sub(G, current);
            const allowed = mul(current, pct(limits.maxChangePercent));
            expect(cmp(change, allowed) <= 0 && cmp(change, [-allowed[0], allowed[1]]) >= 0, JSON.stringify(seen)).toBe(true);
          }

          // Every guardrail of the input holds for a proposal (a price outside one is held, not executed).
          const guard = input.guardrails;
          if (guard && result.proposal!.oldPrice !== null && guard.maxChangePercent !== null) {
            const current = q(result.proposal!.oldPrice);
            const allowed = mul(current, pct(guard.maxChangePercent));
            const change = sub(G, current);
            expect(cmp(change, allowed) <= 0 && cmp(change, [-allowed[0], allowed[1]]) >= 0, JSON.stringify({ ...seen, guard })).toBe(true);
          }
          if (guard?.noBelowCost) expect(margin !== null && cmp(margin, [0n, 1n]) >= 0, JSON.stringify({ ...seen, guard })).toBe(true);
          if (guard?.noAboveMsrp) expect(atMost(G, pricing?.msrp ?? null), JSON.stringify({ ...seen, guard })).toBe(true);

          // Fees half up to the cent, exactly: the VAT in G is G × v / (1 + v).
          expect(result.proposal!.trace.fees).toEqual({ commission: hundredths(commission), vat: hundredths(div(mul(G, v), add(ONE, v))) });
          expect(result.proposal!.trace.metricsAfter).toEqual({
            profitMargin: margin ? hundredths(margin) : null,
            purchaseMarkup: markup ? hundredths(markup) : null,
            totalCostMarkup: T && T[0] > 0n ? hundredths(mul(div(sub(N, T), T), [100n, 1n])) : null,
          });
        }
      }),
      { seed: 20_261_126, numRuns: 1_500 },
    );
    // The generators must reach proposals, or the properties above say nothing.
    expect(executed).toBeGreaterThan(1_000);
  });
});
