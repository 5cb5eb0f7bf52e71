import { describe, expect, it } from 'vitest';
import { proposalFixture } from '@pm/contracts/testing';
import { DEFAULT_GUARDRAIL_SETTINGS, pricingRunInputSchema } from '@pm/contracts';
import { emptyPricingView, evolvePricingView, pendingKey, type PricingView } from './pricingView.ts';
import { buildRunInput, runGuardrails, runSettings } from './runInputBuilder.ts';
import { channelFields, observed, productFields, recorded, ruleFields } from './testEvents.ts';

const fold = (events: ReturnType<typeof recorded>[]): PricingView => events.reduce(evolvePricingView, emptyPricingView());

const setup = () => [
  recorded('SourceRegistered', { sourceId: 's1', fields: { name: 'Bergsport', hostname: 'bergsport.demo.test', kind: 'STORE', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true } }, '2026-01-01T00:00:00.000Z', null),
  recorded('SourceRegistered', { sourceId: 's2', fields: { name: 'Own shop', hostname: 'own.demo.test', kind: 'STORE', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true } }, '2026-01-01T00:00:00.000Z', null),
  recorded('ProductCreated', { productId: 'p1', companyId: 'c1', fields: productFields('A-1') }, '2026-01-01T00:00:00.000Z'),
  recorded('ProductCreated', { productId: 'p2', companyId: 'c1', fields: productFields('B-2', { weight: 3, weightUnit: 'KILOGRAMS' }) }, '2026-01-01T00:00:00.000Z'),
  recorded('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'https://bergsport.demo.test/a', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, '2026-01-01T00:00:00.000Z'),
  recorded('CompetitorUrlAdded', { productId: 'p1', urlId: 'u2', url: 'https://own.demo.test/a', sourceId: 's2', sourceKind: 'STORE', offerType: 'OWN_OFFER' }, '2026-01-01T00:00:00.000Z'),
  recorded('SalesChannelCreated', { companyId: 'c1', channelId: 'ch1', fields: channelFields() }, '2026-01-01T00:00:00.000Z'),
  recorded('PriceRuleCreated', { companyId: 'c1', ruleId: 'r1', position: 1, fields: ruleFields('ch1') }, '2026-01-01T00:00:00.000Z'),
  recorded('PriceRuleCreated', { companyId: 'c1', ruleId: 'r2', position: 2, fields: ruleFields('ch1', { name: 'Second' }) }, '2026-01-01T00:00:00.000Z'),
];

describe('pricing view and run input', () => {
  it('builds the engine input of a company from its events', () => {
    const view = fold([
      ...setup(),
      observed('u1', 'p1', '99.90', '2026-02-01T06:00:00.000Z'),
      recorded('ProductUpdated', { productId: 'p1', changes: { purchasePrice: 55, pricing: { de: { salesPrice: 109 } } } }, '2026-02-01T07:00:00.000Z'),
      recorded('PriceRulesReordered', { companyId: 'c1', ruleIds: ['r2', 'r1'] }, '2026-02-01T07:00:00.000Z'),
      recorded('EngineSettingsSet', { companyId: 'c1', settings: { maxOfferAgeHours: 12, scheduledRun: { enabled: false, time: '05:30' }, feedSyncTime: '06:30', timeZone: 'Europe/Berlin' } }, '2026-02-01T07:00:00.000Z'),
    ]);
    const input = buildRunInput(view, view.companies.get('c1')!, new Date('2026-02-02T00:00:00.000Z'));
    expect(pricingRunInputSchema.safeParse(input).success).toBe(true);
    expect(input.maxOfferAgeHours).toBe(12);
    expect(input.channels).toEqual([{ ...channelFields(), channelId: 'ch1' }]);
    expect(input.rules.map((r) => [r.ruleId, r.position])).toEqual([['r2', 1], ['r1', 2]]);
    const [p1, p2] = input.products;
    expect(p1?.sku).toBe('A-1');
    expect(p1?.purchasePrice).toBe(55);
    expect(p1?.weightKg).toBe(1.5);
    expect(p2?.weightKg).toBe(3);
    // The update changed the sales price only; the VAT rate of the country stays.
    expect(p1?.pricing.de).toMatchObject({ salesPrice: 109, vatRate: 19, inStock: true });
    expect(p1?.offers).toEqual([{ urlId: 'u1', sourceId: 's1', sourceName: 'Bergsport', price: 99.9, shippingCost: 4.9, currency: 'EUR', availability: 'InStock', observedAt: '2026-02-01T06:00:00.000Z', eventId: expect.any(String), flagged: false, own: false, country: null }]);
    expect(p1?.priceHistory.ch1).toEqual([{ at: '2026-01-01T00:00:00.000Z', price: 119 }, { at: '2026-02-01T07:00:00.000Z', price: 109 }]);
  });

  it('keeps the accepted price while a newer observation is flagged, and marks the offer flagged', () => {
    const view = fold([...setup(), observed('u1', 'p1', '99.90', '2026-02-01T06:00:00.000Z'), observed('u1', 'p1', '9.99', '2026-02-02T06:00:00.000Z', 'FLAGGED')]);
    const offer = buildRunInput(view, view.companies.get('c1')!, new Date('2026-02-03T00:00:00.000Z')).products[0]?.offers[0];
    expect(offer).toMatchObject({ price: 99.9, flagged: true, observedAt: '2026-02-01T06:00:00.000Z' });
    const confirmed = fold([...setup(), observed('u1', 'p1', '99.90', '2026-02-01T06:00:00.000Z'), observed('u1', 'p1', '9.99', '2026-02-02T06:00:00.000Z', 'FLAGGED'), observed('u1', 'p1', '9.99', '2026-02-03T06:00:00.000Z', 'CONFIRMED')]);
    expect(buildRunInput(confirmed, confirmed.companies.get('c1')!, new Date('2026-02-04T00:00:00.000Z')).products[0]?.offers[0]).toMatchObject({ price: 9.99, flagged: false });
  });

  it('marks own-shop offers, drops removed URLs and archived products', () => {
    const view = fold([
      ...setup(),
      observed('u2', 'p1', '105.00', '2026-02-01T06:00:00.000Z'),
      observed('u1', 'p1', '99.90', '2026-02-01T06:00:00.000Z'),
      recorded('CompetitorUrlRemoved', { productId: 'p1', urlId: 'u1' }, '2026-02-01T08:00:00.000Z'),
      recorded('ProductArchived', { productId: 'p2' }, '2026-02-01T08:00:00.000Z'),
    ]);
    const input = buildRunInput(view, view.companies.get('c1')!, new Date('2026-02-02T00:00:00.000Z'));
    expect(input.products.map((p) => p.sku)).toEqual(['A-1']);
    expect(input.products[0]?.offers).toEqual([expect.objectContaining({ urlId: 'u2', own: true, sourceName: 'Own shop' })]);
  });

  it('tracks pending adjustments per product and channel, and confirmed prices in the 30-day history', () => {
    const proposed = (id: string, price: number, at: string) => recorded('AdjustmentProposed', { ...proposalFixture({ adjustmentId: id, runId: 'run', companyId: 'c1', productId: 'p1', sku: 'A-1', productName: 'x', channelId: 'ch1', newPrice: price }) }, at);
    const view = fold([
      ...setup(),
      proposed('a1', 100, '2026-02-01T00:00:00.000Z'),
      proposed('a2', 98, '2026-02-02T00:00:00.000Z'),
      recorded('AdjustmentDiscarded', { adjustmentId: 'a1', companyId: 'c1', discardedBy: 'pricing-service', discardedAt: '2026-02-02T00:00:00.000Z', reason: 'SUPERSEDED' }, '2026-02-02T00:00:00.000Z'),
    ]);
    expect([...(view.companies.get('c1')?.pending.get(pendingKey('p1', 'ch1')) ?? [])]).toEqual(['a2']);
    const confirmed = evolvePricingView(view, recorded('AdjustmentConfirmed', { adjustmentId: 'a2', companyId: 'c1', confirmedBy: 'u', confirmedAt: '2026-02-03T00:00:00.000Z' }, '2026-02-03T00:00:00.000Z'));
    expect(confirmed.companies.get('c1')?.pending.size).toBe(0);
    // 30 days later the creation price (before the window) still leads the history: it was in force when the window began.
    const input = buildRunInput(confirmed, confirmed.companies.get('c1')!, new Date('2026-03-01T00:00:00.000Z'));
    expect(input.products[0]?.priceHistory.ch1).toEqual([{ at: '2026-01-01T00:00:00.000Z', price: 119 }, { at: '2026-02-03T00:00:00.000Z', price: 98 }]);
  });

  it("takes a confirmed price as the channel's current price until the sales price changes again", () => {
    const view = fold([
      ...setup(),
      recorded('AdjustmentProposed', { ...proposalFixture({ adjustmentId: 'a1', runId: 'run', companyId: 'c1', productId: 'p1', sku: 'A-1', productName: 'x', channelId: 'ch1', newPrice: 98 }) }, '2026-02-01T00:00:00.000Z'),
      recorded('AdjustmentConfirmed', { adjustmentId: 'a1', companyId: 'c1', confirmedBy: 'u', confirmedAt: '2026-02-02T00:00:00.000Z' }, '2026-02-02T00:00:00.000Z'),
    ]);
    expect(buildRunInput(view, view.companies.get('c1')!, new Date('2026-02-03T00:00:00.000Z')).products[0]?.currentPrices).toEqual({ ch1: 98 });
    const repriced = evolvePricingView(view, recorded('ProductUpdated', { productId: 'p1', changes: { pricing: { de: { salesPrice: 105 } } } }, '2026-02-04T00:00:00.000Z'));
    expect(buildRunInput(repriced, repriced.companies.get('c1')!, new Date('2026-02-05T00:00:00.000Z')).products[0]?.currentPrices).toEqual({});
  });

  it("passes the company's guardrails (defaults until set, without the review's threshold) and its exchange rates to a run", () => {
    const now = new Date('2026-02-02T00:00:00.000Z');
    const defaults = fold(setup());
    const input = buildRunInput(defaults, defaults.companies.get('c1')!, now);
    expect(input.guardrails).toEqual({ maxChangePercent: 20, noBelowCost: true, noAboveMsrp: false });
    expect(input.exchangeRates).toEqual([]);
    // Neither the product nor the company names a currency: absent, which the engine reads as the channel's.
    expect(input.products[0]).not.toHaveProperty('purchasePriceCurrency');
    expect(input.products[0]).not.toHaveProperty('priceLimitsCurrency');

    const rates = [{ from: 'EUR', to: 'PLN', rate: 4.3, validFrom: '2026-01-01' }];
    const set = fold([
      ...setup(),
      recorded('GuardrailSettingsSet', { companyId: 'c1', guardrails: { maxChangePercent: null, noBelowCost: false, noAboveMsrp: true, confirmAllThresholdPercent: 3 } }, '2026-02-01T07:00:00.000Z'),
      recorded('ExchangeRatesSet', { companyId: 'c1', exchangeRates: rates }, '2026-02-01T07:00:00.000Z'),
      recorded('SalesChannelCreated', { companyId: 'c1', channelId: 'ch2', fields: channelFields({ name: 'Allegro', country: 'pl', currency: 'PLN', shippingCharge: 14.99, commissionOnShipping: true, priceEndings: { endings: [99], rounding: 'DOWN' }, minTotalCostMarkup: 5, maxTotalCostMarkup: 90 }) }, '2026-02-01T07:00:00.000Z'),
    ]);
    const withSettings = buildRunInput(set, set.companies.get('c1')!, now);
    expect(pricingRunInputSchema.safeParse(withSettings).success).toBe(true);
    expect(withSettings.guardrails).toEqual({ maxChangePercent: null, noBelowCost: false, noAboveMsrp: true });
    expect(withSettings.exchangeRates).toEqual(rates);
    expect(withSettings.channels.find((c) => c.channelId === 'ch2')).toMatchObject({ currency: 'PLN', shippingCharge: 14.99, commissionOnShipping: true, priceEndings: { endings: [99], rounding: 'DOWN' }, minTotalCostMarkup: 5, maxTotalCostMarkup: 90 });
  });

  it('reads a view restored from a snapshot of before the guardrails as the defaults', () => {
    const company = fold(setup()).companies.get('c1')!;
    const { guardrails: _g, exchangeRates: _e, ...older } = company.settings;
    const restored = { ...company, settings: older as typeof company.settings };
    expect(runGuardrails(restored.settings)).toEqual({ maxChangePercent: DEFAULT_GUARDRAIL_SETTINGS.maxChangePercent, noBelowCost: true, noAboveMsrp: false });
    expect(runSettings(restored, new Date('2026-02-02T00:00:00.000Z')).exchangeRates).toEqual([]);
  });

  it("gives each offer its source's market: the store's country, changed by a source update, none for a source without one", () => {
    const at = '2026-01-01T00:00:00.000Z';
    const now = new Date('2026-02-02T00:00:00.000Z');
    const events = [
      ...setup(),
      recorded('SourceUpdated', { sourceId: 's1', changes: { country: 'at' } }, at, null),
      observed('u1', 'p1', '99.90', '2026-02-01T06:00:00.000Z'),
      observed('u2', 'p1', '105.00', '2026-02-01T06:00:00.000Z'),
    ];
    const view = fold(events);
    const offers = buildRunInput(view, view.companies.get('c1')!, now).products[0]?.offers;
    expect(offers?.map((o) => [o.urlId, o.country])).toEqual([['u1', 'at'], ['u2', null]]);
    const registered = fold([recorded('SourceRegistered', { sourceId: 's1', fields: { name: 'Bergsport', hostname: 'bergsport.de', kind: 'STORE', shippingCostModel: 'ALWAYS_FREE', country: 'de' } }, at, null), ...events.slice(1, -3), events.at(-2)!]);
    expect(buildRunInput(registered, registered.companies.get('c1')!, now).products[0]?.offers[0]?.country).toBe('de');
    const cleared = evolvePricingView(view, recorded('SourceUpdated', { sourceId: 's1', changes: { country: null } }, at, null));
    expect(buildRunInput(cleared, cleared.companies.get('c1')!, now).products[0]?.offers.map((o) => o.country)).toEqual([null, null]);
    // A view restored from a snapshot of before the markets: every offer is of any market.
    const { sourceCountries: _countries, ...older } = fold(events);
    expect(buildRunInput(older, older.companies.get('c1')!, now).products[0]?.offers.map((o) => o.country)).toEqual([null, null]);
  });

  it("gives products the currency of their purchase price and limits: the product's, else the company's currency of purchase prices", () => {
    const now = new Date('2026-02-02T00:00:00.000Z');
    const at = '2026-02-01T07:00:00.000Z';
    const own = fold([...setup(), recorded('ProductUpdated', { productId: 'p1', changes: { purchasePriceCurrency: 'PLN' } }, at)]);
    const [p1, p2] = buildRunInput(own, own.companies.get('c1')!, now).products;
    // The limits follow the purchase price's currency unless the product names theirs.
    expect([p1?.purchasePriceCurrency, p1?.priceLimitsCurrency]).toEqual(['PLN', 'PLN']);
    expect(p2).not.toHaveProperty('purchasePriceCurrency');
    const company = fold([
      ...setup(),
      recorded('PurchaseCurrencySet', { companyId: 'c1', currency: 'EUR' }, at),
      recorded('ProductUpdated', { productId: 'p2', changes: { priceLimitsCurrency: 'CHF' } }, at),
    ]);
    const input = buildRunInput(company, company.companies.get('c1')!, now);
    expect(pricingRunInputSchema.safeParse(input).success).toBe(true);
    expect(input.products.map((p) => [p.sku, p.purchasePriceCurrency, p.priceLimitsCurrency])).toEqual([['A-1', 'EUR', 'EUR'], ['B-2', 'EUR', 'CHF']]);
    const back = evolvePricingView(company, recorded('PurchaseCurrencySet', { companyId: 'c1', currency: null }, at));
    expect(buildRunInput(back, back.companies.get('c1')!, now).products[0]).not.toHaveProperty('purchasePriceCurrency');
  });
});
