import { COUNTRIES, COUNTRY_CURRENCY, type Country, type OfferStatus, type PricePosition } from '@pm/contracts';
import { countsAsCompetitor, isStale } from '@pm/contracts/domain';
import { cheapestOffer, deviation, isOutOfStock, ownRank, toCents, type CompetitorOffer } from './priceDeviation.ts';
import type { PriceAnalysisState, UrlState } from './priceAnalysisState.ts';

/** The own price of a country in cents. */
export interface OwnPriceFigures {
  priceCents: number;
  shippingCents: number | null;
  source: 'SALES_PRICE' | 'OWN_OFFER';
  /** The own shop URL the price was scraped from (OWN_OFFER only). */
  urlId: string | null;
}

export interface CheapestFigures {
  urlId: string;
  sourceId: string;
  shopName: string | null;
  priceCents: number;
  shippingCents: number | null;
  totalCents: number;
}

/** The comparison with or without shipping. */
export interface ModeFigures {
  ownCents: number | null;
  cheapest: CheapestFigures | null;
  cheapestCents: number | null;
  deviationCents: number | null;
  deviationPercent: number | null;
  rank: number | null;
  position: PricePosition;
}

export interface UrlFigures {
  urlId: string;
  status: OfferStatus;
  /** Counted in the comparison (current, in stock, a competitor's, in the country's currency). */
  compared: boolean;
}

export interface CountryFigures {
  country: Country;
  currency: string;
  own: OwnPriceFigures | null;
  urls: UrlFigures[];
  urlCount: number;
  offerCount: number;
  outOfStockCount: number;
  flaggedCount: number;
  errorCount: number;
  /** Competitor offers not counted because their price was observed before the stale cutoff. */
  staleCount: number;
  /** When the oldest compared offer's price was observed: the row is exact until this is before the cutoff. */
  oldestComparedAt: string | null;
  lastObservedAt: string | null;
  withShipping: ModeFigures;
  withoutShipping: ModeFigures;
}

const cents = (amount: number | null | undefined) => (amount == null ? null : Math.round(amount * 100));

/**
 * What the analysis makes of a URL's last scrape; a page error outranks staleness (a current price
 * observed before `staleCutoff`, Settings › Price analysis), staleness a flag, a flag stock.
 */
export function offerStatus(url: UrlState, staleCutoff: string | null = null): OfferStatus {
  if (url.last && url.last.pageStatus !== 'OK') return 'error';
  if (isStale(url.current?.observedAt, staleCutoff)) return 'stale';
  if (url.flagged) return 'flagged';
  if (!url.current) return url.last ? 'error' : 'not-scraped';
  return isOutOfStock(url.current.availability) ? 'out-of-stock' : 'current';
}

/** A price in the country's currency (a price without currency is taken to be in it). */
function inCurrency(url: UrlState, currency: string): boolean {
  return url.current !== null && (url.current.currency === null || url.current.currency === currency);
}

/**
 * The own price of a country. DECISION: the country's gross sales price wins — it is the price
 * the company sets (and the price engine changes); a scraped own shop offer (OWN_LEAD_OFFER
 * before OWN_OFFER) is used only when the product has no sales price for the country.
 */
export function ownPriceOf(state: PriceAnalysisState, country: Country, urls: [string, UrlState][], staleCutoff: string | null = null): OwnPriceFigures | null {
  const pricing = state.pricing[country];
  const salesCents = cents(pricing?.salesPrice);
  if (salesCents !== null) return { priceCents: salesCents, shippingCents: cents(pricing?.shippingPrice), source: 'SALES_PRICE', urlId: null };
  const currency = COUNTRY_CURRENCY[country];
  for (const type of ['OWN_LEAD_OFFER', 'OWN_OFFER'] as const) {
    const own = urls.find(([, url]) => url.offerType === type && !['error', 'stale'].includes(offerStatus(url, staleCutoff)) && inCurrency(url, currency));
    const current = own?.[1].current;
    if (own && current) return { priceCents: toCents(current.price), shippingCents: current.shippingCost ? toCents(current.shippingCost) : null, source: 'OWN_OFFER', urlId: own[0] };
  }
  return null;
}

function modeFigures(own: OwnPriceFigures | null, offers: CompetitorOffer[], byUrl: Map<string, UrlState>, withShipping: boolean): ModeFigures {
  const ownCents = own ? own.priceCents + (withShipping ? (own.shippingCents ?? 0) : 0) : null;
  const best = cheapestOffer(offers, withShipping);
  const bestUrl = best ? byUrl.get(best.urlId)?.current : undefined;
  const cheapest: CheapestFigures | null = best && bestUrl
    ? { urlId: best.urlId, sourceId: best.sourceId, shopName: bestUrl.shopName ?? null, priceCents: toCents(bestUrl.price), shippingCents: bestUrl.shippingCost ? toCents(bestUrl.shippingCost) : null, totalCents: best.totalCents }
    : null;
  const difference = ownCents !== null && cheapest ? deviation(ownCents, cheapest.totalCents) : null;
  const rank = ownCents !== null ? ownRank(ownCents, offers, withShipping) : null;
  let position: PricePosition;
  if (!cheapest) position = 'no-offers';
  else if (ownCents === null) position = 'no-own-price';
  else position = rank === 1 ? 'cheapest' : 'not-cheapest';
  return {
    ownCents,
    cheapest,
    cheapestCents: cheapest?.totalCents ?? null,
    deviationCents: difference?.absoluteCents ?? null,
    deviationPercent: difference?.percent ?? null,
    rank,
    position,
  };
}

/**
 * How comparison products (issue 17 item 7) enter the figures: 'none' — not at all (every list,
 * insight and export); 'listed' — among `urls`, never compared (the product's analysis, shown
 * apart); 'mixed' — compared like same-product offers (the company's setting is on).
 */
export type ComparisonMode = 'none' | 'listed' | 'mixed';

/**
 * The comparison of one product in one country, with and without shipping. Pure. Offers whose
 * price was observed before `staleCutoff` (an ISO time; null: none is stale) are not compared.
 */
export function countryFigures(state: PriceAnalysisState, country: Country, staleCutoff: string | null = null, comparisons: ComparisonMode = 'none'): CountryFigures {
  const currency = COUNTRY_CURRENCY[country];
  const mixed = comparisons === 'mixed';
  const comparisonEntries = comparisons === 'none' ? [] : Object.entries(state.comparisons ?? {});
  const comparisonIds = new Set(comparisonEntries.map(([urlId]) => urlId));
  const entries = [...Object.entries(state.urls), ...comparisonEntries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const byUrl = new Map(entries);
  const urls: UrlFigures[] = [];
  const offers: CompetitorOffer[] = [];
  let outOfStockCount = 0;
  let flaggedCount = 0;
  let errorCount = 0;
  let staleCount = 0;
  let urlCount = 0;
  let lastObservedAt: string | null = null;
  let oldestComparedAt: string | null = null;
  for (const [urlId, url] of entries) {
    const status = offerStatus(url, staleCutoff);
    // A comparison product is a competitor only when the company mixes them in (one rule with the engine's run input).
    const competitor = url.offerType === 'COMPETITOR_OFFER' && countsAsCompetitor({ comparison: comparisonIds.has(urlId) }, { includeComparisonProducts: mixed });
    const compared = competitor && (status === 'current' || status === 'flagged') && inCurrency(url, currency) && !isOutOfStock(url.current?.availability);
    urls.push({ urlId, status, compared });
    if (!competitor) continue;
    urlCount++;
    if (status === 'out-of-stock') outOfStockCount++;
    if (status === 'flagged') flaggedCount++;
    if (status === 'error') errorCount++;
    if (status === 'stale') staleCount++;
    if (url.last && (lastObservedAt === null || url.last.observedAt > lastObservedAt)) lastObservedAt = url.last.observedAt;
    if (compared && url.current && (oldestComparedAt === null || url.current.observedAt < oldestComparedAt)) oldestComparedAt = url.current.observedAt;
    if (compared && url.current) offers.push({ urlId, sourceId: url.sourceId, price: url.current.price, shippingCost: url.current.shippingCost, availability: url.current.availability });
  }
  const own = ownPriceOf(state, country, entries, staleCutoff);
  return {
    country,
    currency,
    own,
    urls,
    urlCount,
    offerCount: offers.length,
    outOfStockCount,
    flaggedCount,
    errorCount,
    staleCount,
    oldestComparedAt,
    lastObservedAt,
    withShipping: modeFigures(own, offers, byUrl, true),
    withoutShipping: modeFigures(own, offers, byUrl, false),
  };
}

/**
 * The countries a product is listed in. DECISION: the countries it has own prices for; a
 * product without any country prices yet is listed in every country (there is nothing that
 * ties it to one), so it does not vanish from the analysis.
 */
export function listedCountries(state: PriceAnalysisState): Country[] {
  const priced = COUNTRIES.filter((country) => state.pricing[country] !== undefined);
  return priced.length > 0 ? priced : [...COUNTRIES];
}

