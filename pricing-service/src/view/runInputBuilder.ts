/**
 * Turns a company's folded pricing view into the engine's input (contracts PricingRunInput): the
 * same plain data `npm run reprice` and the what-if API read from JSON. Pure.
 */
import {
  AVAILABILITIES,
  CURRENCIES,
  DEFAULT_GUARDRAIL_SETTINGS,
  type Availability,
  type Country,
  type Currency,
  type ExchangeRate,
  type Guardrails,
  type PricingOffer,
  type PricingProduct,
  type PricingRunInput,
} from '@pm/contracts';
import { countsAsCompetitor, rulesInOrder, weightInKg, type PricingSettings } from '@pm/contracts/domain';
import type { CompanyPricing, CompetitorUrlState, PricePoint, ProductState, PricingView } from './pricingView.ts';

/** Spec §9: the strike-price reference is the lowest own price of the prior 30 days. */
export const PRICE_HISTORY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const isCurrency = (value: string | null): value is Currency => value !== null && (CURRENCIES as readonly string[]).includes(value);
const isAvailability = (value: string | null): value is Availability => value !== null && (AVAILABILITIES as readonly string[]).includes(value);

/** A scraped decimal string as the engine's amount; null when missing or not a non-negative number. */
const amountOf = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** The URL's current price (or, with none yet, the flagged one), marked flagged while a flag waits. */
function pricingOffer(url: CompetitorUrlState, sourceName: string, country: Country | null): PricingOffer | null {
  const { current, flagged } = url.offer;
  const offer = current ?? flagged;
  if (!offer) return null;
  const currency = offer.currency?.toUpperCase() ?? null;
  const availability = offer.availability ?? null;
  return {
    urlId: url.urlId,
    sourceId: url.sourceId,
    sourceName,
    price: amountOf(offer.price),
    shippingCost: amountOf(offer.shippingCost),
    currency: isCurrency(currency) ? currency : null,
    availability: isAvailability(availability) ? availability : null,
    observedAt: offer.observedAt,
    eventId: offer.eventId,
    flagged: flagged !== null,
    own: url.own,
    // The offer's market: its source's country (the store's or the comparison site's); a source
    // without one is any market (null) to the engine (docs/pricing.md "Markets and currencies").
    country,
  };
}

/** The points within the window, led by the last one before it (the price in force when it starts). */
export function windowOf(points: readonly PricePoint[], from: string, to: string): PricePoint[] {
  const inside = points.filter((p) => p.at >= from && p.at <= to);
  const before = points.filter((p) => p.at < from).at(-1);
  return before ? [before, ...inside] : inside;
}

function priceHistory(product: ProductState, channels: PricingSettings['channels'], now: Date): PricingProduct['priceHistory'] {
  const from = new Date(now.getTime() - PRICE_HISTORY_DAYS * DAY_MS).toISOString();
  const to = now.toISOString();
  const history: PricingProduct['priceHistory'] = {};
  for (const [channelId, channel] of Object.entries(channels)) {
    const merged = [...(product.salesPrices.get(channel.country) ?? []), ...(product.confirmedPrices.get(channelId) ?? [])].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    history[channelId] = windowOf(merged, from, to).map((p) => ({ at: p.at, price: p.price }));
  }
  return history;
}

/** Per channel, the last confirmed price when it is newer than the country's last sales-price change. */
function currentPrices(product: ProductState, channels: PricingSettings['channels']): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const [channelId, channel] of Object.entries(channels)) {
    const confirmed = product.confirmedPrices.get(channelId)?.at(-1);
    const sales = product.salesPrices.get(channel.country)?.at(-1);
    if (confirmed && confirmed.price > 0 && (!sales || confirmed.at >= sales.at)) prices[channelId] = confirmed.price;
  }
  return prices;
}


export function pricingProduct(view: PricingView, company: CompanyPricing, product: ProductState, now: Date): PricingProduct {
  const f = product.fields;
  const pricing: PricingProduct['pricing'] = {};
  for (const [country, values] of Object.entries(f.pricing ?? {}) as [Country, NonNullable<NonNullable<typeof f.pricing>[Country]>][]) {
    pricing[country] = {
      salesPrice: values.salesPrice ?? null,
      strikePrice: values.strikePrice ?? null,
      msrp: values.msrp ?? null,
      precalculatedShippingCost: values.precalculatedShippingCost ?? null,
      vatRate: values.vatRate ?? null,
      inStock: values.inStock ?? null,
    };
  }
  const offers: PricingOffer[] = [];
  for (const urlId of product.urlIds) {
    const url = view.urls.get(urlId);
    // Comparison products are priced alongside, never mixed in, unless the company says so (one rule with the price analysis).
    if (url && !countsAsCompetitor({ comparison: url.comparison === true }, company)) continue;
    const offer = url && !url.removed ? pricingOffer(url, view.sourceNames.get(url.sourceId) ?? '', view.sourceCountries?.get(url.sourceId) ?? null) : null;
    if (offer) offers.push(offer);
  }
  const result: PricingProduct = {
    productId: product.productId,
    sku: f.sku ?? '',
    name: f.name ?? '',
    brand: f.brand ?? null,
    gtin: f.gtin ?? null,
    mpn: f.mpn ?? null,
    variant: f.variant ?? null,
    externalId: f.externalId ?? null,
    categoryId: f.categoryId ?? null,
    purchasePrice: f.purchasePrice ?? null,
    weightKg: weightInKg(f.weight, f.weightUnit),
    numberOfPackages: f.numberOfPackages ?? null,
    targetMargin: f.targetMargin ?? null,
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
    minMarkup: f.minMarkup ?? null,
    maxMarkup: f.maxMarkup ?? null,
    tradeGood: f.tradeGood ?? false,
    protectedSku: f.protectedSku ?? false,
    dangerousGood: f.dangerousGood ?? false,
    limitedQuantity: f.limitedQuantity ?? false,
    nonConveyableByMeasure: f.nonConveyableByMeasure ?? false,
    nonConveyableByVolume: f.nonConveyableByVolume ?? false,
    pallet: f.pallet ?? false,
    halfPallet: f.halfPallet ?? false,
    pricing,
    offers,
    priceHistory: priceHistory(product, company.settings.channels, now),
    currentPrices: currentPrices(product, company.settings.channels),
    ...(f.customValues ? { customValues: f.customValues } : {}),
  };
  // Currencies of the purchase price and the product's limits: the product's, else the company's
  // currency of purchase prices; the limits' default is the purchase price's. None: the channel's.
  const purchaseCurrency = f.purchasePriceCurrency ?? (company.settings as Partial<PricingSettings>).purchaseCurrency ?? null;
  const limitsCurrency = f.priceLimitsCurrency ?? purchaseCurrency;
  if (purchaseCurrency) result.purchasePriceCurrency = purchaseCurrency;
  if (limitsCurrency) result.priceLimitsCurrency = limitsCurrency;
  return result;
}

/** The active (not archived) products of the company, by SKU. */
export function activeProducts(company: CompanyPricing): ProductState[] {
  return [...company.products.values()].filter((p) => !p.archived).sort((a, b) => ((a.fields.sku ?? '') < (b.fields.sku ?? '') ? -1 : (a.fields.sku ?? '') > (b.fields.sku ?? '') ? 1 : 0));
}

/**
 * The company's guardrails as the engine takes them (the "confirm all" threshold is the review's).
 * A view restored from a snapshot taken before issue 12 has no guardrails yet: the defaults then,
 * as the fold gives every company that never set them.
 */
export function runGuardrails(settings: PricingSettings): Guardrails {
  const { confirmAllThresholdPercent: _review, ...guardrails } = (settings as Partial<PricingSettings>).guardrails ?? DEFAULT_GUARDRAIL_SETTINGS;
  return guardrails;
}

const runExchangeRates = (settings: PricingSettings): ExchangeRate[] => [...((settings as Partial<PricingSettings>).exchangeRates ?? [])];

/** The run input without products: settings and rules as they are now. */
export function runSettings(company: CompanyPricing, now: Date): Omit<PricingRunInput, 'products'> {
  return {
    now: now.toISOString(),
    maxOfferAgeHours: company.settings.engine.maxOfferAgeHours,
    channels: Object.entries(company.settings.channels).map(([channelId, fields]) => ({ ...fields, channelId })),
    shippingRates: Object.entries(company.settings.shippingRates).map(([rateId, fields]) => ({ ...fields, rateId })),
    competitors: company.settings.competitors,
    priceEndings: company.settings.priceEndings,
    rules: rulesInOrder(company.ruleList).map((r) => ({ ...r.fields, ruleId: r.ruleId, position: r.position })),
    guardrails: runGuardrails(company.settings),
    exchangeRates: runExchangeRates(company.settings),
  };
}

/** Everything a run of the company at `now` looks at. */
export function buildRunInput(view: PricingView, company: CompanyPricing, now: Date): PricingRunInput {
  return { ...runSettings(company, now), products: activeProducts(company).map((p) => pricingProduct(view, company, p, now)) };
}
