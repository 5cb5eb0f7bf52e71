import { DHL_RATE } from '@pm/contracts/testing';
/** Builders for engine tests: a plain German channel, a parcel rate, a product and a rule, each overridable. */
import { NO_CONSTRAINTS, type PricingChannel, type PricingOffer, type PricingProduct, type PricingRuleInput, type PricingRunInput, type PricingShippingRate } from '@pm/contracts';
import { offerPolicy } from './competitorOffers.ts';
import { channelSetup, ProductChannelFacts } from './productChannelFacts.ts';

export const NOW = '2026-11-22T05:00:00.000Z';

export const channel = (over: Partial<PricingChannel> = {}): PricingChannel => ({
  channelId: 'shop', name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false, ...over,
});

export const rate = (over: Partial<PricingShippingRate> = {}): PricingShippingRate => ({
  rateId: 'dhl', ...DHL_RATE, ...over,
});

export const offer = (over: Partial<PricingOffer> = {}): PricingOffer => ({
  urlId: 'u1', sourceId: 's1', sourceName: 'Shop A', price: 50, shippingCost: null, currency: 'EUR', availability: 'InStock',
  observedAt: '2026-11-21T20:00:00.000Z', eventId: 'e1', flagged: false, own: false, ...over,
});

type CountryPricing = NonNullable<PricingProduct['pricing']['de']>;
export const dePricing = (over: Partial<CountryPricing> = {}): CountryPricing => ({
  salesPrice: 59.5, strikePrice: null, msrp: null, precalculatedShippingCost: null, vatRate: null, inStock: true, ...over,
});

export const product = (over: Partial<PricingProduct> = {}): PricingProduct => ({
  productId: 'p1', sku: 'SKU-1', name: 'Akku-Bohrschrauber', brand: 'Bosch', gtin: null, mpn: null, variant: null, externalId: null, categoryId: 'tools',
  purchasePrice: 30, weightKg: 2, numberOfPackages: 1, targetMargin: null, minPrice: null, maxPrice: null, minMarkup: null, maxMarkup: null,
  tradeGood: true, protectedSku: false, dangerousGood: false, limitedQuantity: false, nonConveyableByMeasure: false, nonConveyableByVolume: false, pallet: false, halfPallet: false,
  pricing: { de: dePricing() }, offers: [], priceHistory: {}, ...over,
});

export const rule = (over: Partial<PricingRuleInput> = {}): PricingRuleInput => ({
  ruleId: 'r1', position: 1, name: 'Markup 50 %', salesChannelId: 'shop', conditions: [], target: { type: 'PURCHASE_MARKUP', percent: 50 },
  constraints: NO_CONSTRAINTS, active: true, ...over,
});

export const input = (over: Partial<PricingRunInput> = {}): PricingRunInput => ({
  now: NOW, maxOfferAgeHours: 48, channels: [channel()], shippingRates: [rate()], competitors: { mode: 'ALL_EXCEPT', sourceIds: [] },
  priceEndings: { endings: [], rounding: 'NEAREST' }, rules: [rule()], products: [product()], ...over,
});

/** The facts of a product in a channel as a run sees them. */
export function factsOf(p: PricingProduct, c: PricingChannel = channel(), run: PricingRunInput = input()): ProductChannelFacts {
  const rates = run.shippingRates.filter((r) => r.country === c.country);
  return new ProductChannelFacts(p, channelSetup(c, rates, offerPolicy(c.currency, c.country, run.competitors, Date.parse(run.now), run.maxOfferAgeHours)));
}
