/**
 * Properties every run must keep, checked over many generated products, offers and rules (a
 * seeded generator, so failures reproduce): a valid trace for every decision, one decision per
 * product and channel, and an EXECUTED price that is positive, whole cents, not the current price,
 * ends in a configured ending and keeps every hard limit of its rule and product.
 */
import { decisionTraceSchema, NO_CONSTRAINTS, type PriceConstraints, type PricingProduct, type PricingRuleInput } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { runEngine } from './runEngine.ts';
import { channel, dePricing, input, NOW, offer, product, rule } from './testFixtures.ts';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const rand = random(2026);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const maybe = <T,>(value: T, chance = 0.3): T | null => (rand() < chance ? value : null);
const cents = (n: number) => Math.round(n * 100) / 100;
const hoursAgo = (h: number) => new Date(Date.parse(NOW) - h * 3_600_000).toISOString();

function generatedProduct(k: number): PricingProduct {
  const purchase = cents(1 + rand() * 300);
  const sales = cents(purchase * (0.8 + rand() * 1.5));
  return product({
    productId: `p${k}`,
    sku: `SKU-${k}`,
    brand: pick(['Bosch', 'Makita', 'Fiskars', null]),
    purchasePrice: rand() < 0.05 ? null : rand() < 0.02 ? 0 : purchase,
    weightKg: cents(rand() * 40),
    minPrice: maybe(cents(sales * 0.7), 0.2),
    maxPrice: maybe(cents(sales * 1.4), 0.2),
    minMarkup: maybe(cents(rand() * 40), 0.15),
    maxMarkup: maybe(cents(50 + rand() * 150), 0.1),
    dangerousGood: rand() < 0.05,
    pricing: { de: dePricing({ salesPrice: rand() < 0.05 ? null : sales, msrp: maybe(cents(sales * (0.9 + rand() * 0.5)), 0.5), vatRate: maybe(7, 0.1), shippingPrice: maybe(4.95, 0.5), precalculatedShippingCost: maybe(3.9, 0.1) }) },
    offers: Array.from({ length: Math.floor(rand() * 6) }, (_, o) =>
      offer({
        urlId: `u${k}-${o}`,
        sourceId: `s${o}`,
        price: rand() < 0.05 ? null : cents(sales * (0.6 + rand() * 0.8)),
        shippingCost: maybe(cents(rand() * 8), 0.5),
        availability: rand() < 0.1 ? 'OutOfStock' : 'InStock',
        flagged: rand() < 0.05,
        observedAt: hoursAgo(rand() * 60),
        currency: rand() < 0.03 ? 'CHF' : 'EUR',
      }),
    ),
    priceHistory: { shop: [{ at: hoursAgo(24 * 40), price: cents(sales * 1.1) }, { at: hoursAgo(24 * rand() * 29), price: cents(sales * (0.9 + rand() * 0.2)) }] },
  });
}

function generatedRule(i: number, channelId: string): PricingRuleInput {
  const constraints: PriceConstraints = {
    ...NO_CONSTRAINTS,
    minPrice: maybe(cents(rand() * 60)),
    maxPrice: maybe(cents(20 + rand() * 600)),
    minMarkup: maybe(cents(rand() * 50)),
    maxMarkup: maybe(cents(30 + rand() * 200), 0.2),
    minProfitMargin: maybe(cents(rand() * 40)),
    maxProfitMargin: maybe(cents(20 + rand() * 60), 0.2),
    msrpCap: rand() < 0.4,
    maxChangePercent: maybe(cents(1 + rand() * 30)),
  };
  const target = pick<PricingRuleInput['target']>([
    { type: 'PURCHASE_MARKUP', percent: cents(rand() * 120) },
    { type: 'TOTAL_COST_MARKUP', percent: cents(rand() * 80) },
    { type: 'PROFIT_MARGIN', percent: cents(rand() * 60) },
    { type: 'CHEAPEST_COMPETITOR', direction: pick(['CHEAPER', 'MORE_EXPENSIVE'] as const), by: pick(['AMOUNT', 'PERCENT'] as const), value: cents(rand() * 5), withShipping: rand() < 0.5 },
  ]);
  const conditions = pick<PricingRuleInput['conditions']>([
    [],
    [{ field: 'brand', operator: 'IN', value: ['Bosch', 'Makita'] }],
    [{ field: 'profitMargin', operator: 'LESS_THAN', value: 25 }],
    [{ field: 'competitorCount', operator: 'GREATER_THAN_OR_EQUAL', value: 2 }],
  ]);
  return rule({ ruleId: `${channelId}-${i}`, position: i + 1, salesChannelId: channelId, conditions, target, constraints, active: rand() < 0.9 });
}

describe('runEngine invariants over generated input', () => {
  const channels = [channel(), channel({ channelId: 'mp', name: 'Marktplatz', commissionRate: 15 })];
  const products = Array.from({ length: 400 }, (_, k) => generatedProduct(k));
  const rules = [...Array.from({ length: 6 }, (_, i) => generatedRule(i, 'shop')), ...Array.from({ length: 6 }, (_, i) => generatedRule(i + 6, 'mp'))];
  const endings = { endings: [99, 49, 95], rounding: 'NEAREST' as const };
  const run = runEngine(input({ channels, rules, products, priceEndings: endings }));

  it('decides every product and channel once, and the counts add up', () => {
    const decided = new Map<string, number>();
    for (const r of run.results) if (r.outcome !== 'OVERWRITTEN') decided.set(`${r.productId}/${r.channelId}`, (decided.get(`${r.productId}/${r.channelId}`) ?? 0) + 1);
    expect([...decided.values()].every((n) => n === 1)).toBe(true);
    expect(decided.size + run.unmatched).toBe(products.length * channels.length);
    for (const [outcome, n] of Object.entries(run.counts)) expect(run.results.filter((r) => r.outcome === outcome)).toHaveLength(n);
    // The generated data reaches every outcome.
    for (const outcome of ['EXECUTED', 'OVERWRITTEN', 'ERROR', 'CONSTRAINTS_NOT_MET'] as const) expect(run.counts[outcome]).toBeGreaterThan(0);
  });

  it('every decision carries a trace valid against the contract', () => {
    for (const r of run.results) {
      if (r.outcome === 'OVERWRITTEN') expect(r.trace).toBeNull();
      else expect(decisionTraceSchema.safeParse(r.trace).success, `${r.productId}/${r.channelId}`).toBe(true);
    }
  });

  it('an EXECUTED price is positive, whole cents, a new price with an allowed ending, inside every hard limit', () => {
    const byId = new Map(rules.map((r) => [r.ruleId, r]));
    const byProduct = new Map(products.map((p) => [p.productId, p]));
    let checked = 0;
    for (const r of run.results.filter((x) => x.outcome === 'EXECUTED')) {
      const price = r.proposal!.newPrice;
      const p = byProduct.get(r.productId)!;
      const c = byId.get(r.ruleId!)!.constraints;
      const current = p.pricing.de?.salesPrice ?? null;
      const label = `${r.productId}/${r.channelId} ${price}`;
      expect(price, label).toBeGreaterThanOrEqual(0.01);
      expect(Math.round(price * 100) / 100, label).toBe(price);
      expect(endings.endings, label).toContain(Math.round(price * 100) % 100);
      if (current !== null) expect(Math.round(price * 100), label).not.toBe(Math.round(current * 100));
      const after = r.proposal!.trace.metricsAfter;
      if (c.minPrice !== null) expect(price, label).toBeGreaterThanOrEqual(c.minPrice);
      if (c.maxPrice !== null) expect(price, label).toBeLessThanOrEqual(c.maxPrice);
      if (c.msrpCap && p.pricing.de?.msrp != null) expect(price, label).toBeLessThanOrEqual(p.pricing.de.msrp);
      if (p.minPrice !== null) expect(price, label).toBeGreaterThanOrEqual(p.minPrice);
      if (p.maxPrice !== null) expect(price, label).toBeLessThanOrEqual(p.maxPrice);
      // Metrics are rounded to two decimals: allow that much.
      if (c.minProfitMargin !== null) expect(after.profitMargin!, label).toBeGreaterThanOrEqual(c.minProfitMargin - 0.005);
      if (c.maxProfitMargin !== null) expect(after.profitMargin!, label).toBeLessThanOrEqual(c.maxProfitMargin + 0.005);
      for (const min of [c.minMarkup, p.minMarkup]) if (min !== null && after.purchaseMarkup !== null) expect(after.purchaseMarkup, label).toBeGreaterThanOrEqual(min - 0.005);
      for (const max of [c.maxMarkup, p.maxMarkup]) if (max !== null && after.purchaseMarkup !== null) expect(after.purchaseMarkup, label).toBeLessThanOrEqual(max + 0.005);
      if (c.maxChangePercent !== null && current !== null) expect(Math.abs(price - current), label).toBeLessThanOrEqual((current * c.maxChangePercent) / 100 + 1e-9);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
