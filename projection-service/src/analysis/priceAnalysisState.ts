import type { Country, CountryPricing, MatchResult, OfferType, ProductFields } from '@pm/contracts';
import type { OfferEvent, ProductEvent } from '@pm/contracts/events';
import { evolveOfferOfUrl, initialOfferOfUrl, type OfferOfUrl } from '@pm/contracts/domain';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';

/**
 * One URL of the product (competitor or own shop) and its offer as the domain core folds it:
 * the current (accepted or confirmed) price, a flagged one waiting, the last observation.
 */
export interface UrlState extends OfferOfUrl {
  url: string;
  sourceId: string;
  sourceKind: 'STORE' | 'AGGREGATOR';
  offerType: OfferType;
}

/** A comparison product (issue 17 item 7): its URL's offer and what discovery knew of it. */
export interface ComparisonState extends UrlState {
  name: string;
  matchResult: MatchResult;
  probability: number;
}

/** The own price of one country at a point in time. */
export interface OwnPriceChange {
  at: string;
  salesPrice: number | null;
  shippingPrice: number | null;
}

export type OwnPricing = Pick<CountryPricing, 'salesPrice' | 'shippingPrice'>;

/** Everything the price analysis needs of one product, folded from its product and offer streams. */
export interface PriceAnalysisState {
  [key: string]: unknown;
  _id: string;
  companyId: string;
  status: 'active' | 'archived';
  name: string;
  brand: string | null;
  sku: string;
  gtin: string | null;
  categoryId: string | null;
  imageUrl: string | null;
  pricing: Partial<Record<Country, OwnPricing>>;
  ownPriceHistory: Partial<Record<Country, OwnPriceChange[]>>;
  urls: Record<string, UrlState>;
  /**
   * Comparison products, apart from `urls` so that no reader of the product's offers mixes them
   * in by accident; absent in documents of before issue 17 item 7 and in the insights' and
   * dashboard's copies (their projectors do not handle these events).
   */
  comparisons?: Record<string, ComparisonState>;
}

export const PRICE_ANALYSIS_EVENTS = ['ProductCreated', 'ProductUpdated', 'ProductArchived', 'ProductRestored', 'CompetitorUrlAdded', 'CompetitorUrlRemoved', 'OfferObserved'] as const;
/** The price analysis's own projector also keeps the comparison products (shown apart on the product's analysis). */
export const PRICE_ANALYSIS_WITH_COMPARISON_EVENTS = [...PRICE_ANALYSIS_EVENTS, 'ComparisonProductAdded', 'ComparisonProductRemoved'] as const;

type Handled = ProductEvent | OfferEvent;

/** The product an event belongs to (every handled event names it). */
export function productIdOf(recorded: RecordedEvent): string | null {
  const data = recorded.data as { productId?: unknown } | null;
  return typeof data?.productId === 'string' ? data.productId : null;
}

const identity = (fields: Partial<ProductFields>) => ({
  ...('name' in fields ? { name: fields.name ?? '' } : {}),
  ...('brand' in fields ? { brand: fields.brand ?? null } : {}),
  ...('sku' in fields ? { sku: fields.sku ?? '' } : {}),
  ...('gtin' in fields ? { gtin: fields.gtin ?? null } : {}),
  ...('categoryId' in fields ? { categoryId: fields.categoryId ?? null } : {}),
  ...('imageUrl' in fields ? { imageUrl: fields.imageUrl ?? null } : {}),
});

function ownPricing(pricing: ProductFields['pricing']): Partial<Record<Country, OwnPricing>> {
  const result: Partial<Record<Country, OwnPricing>> = {};
  for (const [country, entry] of Object.entries(pricing ?? {}) as [Country, CountryPricing | undefined][]) {
    if (entry) result[country] = { salesPrice: entry.salesPrice ?? null, shippingPrice: entry.shippingPrice ?? null };
  }
  return result;
}

/** Appends a point for every country whose sales price or shipping price changed. */
function withPriceChanges(history: PriceAnalysisState['ownPriceHistory'], before: PriceAnalysisState['pricing'], after: PriceAnalysisState['pricing'], at: string) {
  const next = { ...history };
  for (const country of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<Country>) {
    const old = before[country];
    const now = after[country];
    const salesPrice = now?.salesPrice ?? null;
    const shippingPrice = now?.shippingPrice ?? null;
    if ((old?.salesPrice ?? null) === salesPrice && (old?.shippingPrice ?? null) === shippingPrice && (old !== undefined) === (now !== undefined)) continue;
    next[country] = [...(next[country] ?? []), { at, salesPrice, shippingPrice }];
  }
  return next;
}

/**
 * Folds one event into a product's price-analysis state. Pure. Observations of URLs the product
 * no longer has (a scrape that finished after the URL was removed) change nothing.
 */
export function evolvePriceAnalysis(state: PriceAnalysisState | null, recorded: RecordedEvent): PriceAnalysisState | null {
  const event = toDomainEvent<Handled>(recorded);
  const at = recorded.metadata.occurredAt;
  if (event.type === 'ProductCreated') {
    if (state) return state;
    const { fields } = event.data;
    const pricing = ownPricing(fields.pricing);
    return {
      _id: event.data.productId,
      companyId: event.data.companyId,
      status: 'active',
      name: fields.name,
      brand: null,
      sku: fields.sku,
      gtin: null,
      categoryId: null,
      imageUrl: null,
      ...identity(fields),
      pricing,
      ownPriceHistory: withPriceChanges({}, {}, pricing, at),
      urls: {},
    };
  }
  if (!state) return state;
  switch (event.type) {
    case 'ProductUpdated': {
      const { changes } = event.data;
      const next: PriceAnalysisState = { ...state, ...identity(changes) };
      if ('pricing' in changes) {
        next.pricing = ownPricing(changes.pricing);
        next.ownPriceHistory = withPriceChanges(state.ownPriceHistory, state.pricing, next.pricing, at);
      }
      return next;
    }
    case 'ProductArchived':
      return state.status === 'archived' ? state : { ...state, status: 'archived' };
    case 'ProductRestored':
      return state.status === 'active' ? state : { ...state, status: 'active' };
    case 'CompetitorUrlAdded': {
      const { urlId, url, sourceId, sourceKind, offerType } = event.data;
      return { ...state, urls: { ...state.urls, [urlId]: { url, sourceId, sourceKind, offerType, ...initialOfferOfUrl() } } };
    }
    case 'CompetitorUrlRemoved': {
      if (!(event.data.urlId in state.urls)) return state;
      const { [event.data.urlId]: _removed, ...urls } = state.urls;
      return { ...state, urls };
    }
    case 'ComparisonProductAdded': {
      const { urlId, url, sourceId, sourceKind, name, matchResult, probability } = event.data;
      if (state.comparisons?.[urlId]) return state;
      const comparison: ComparisonState = { url, sourceId, sourceKind, offerType: 'COMPETITOR_OFFER', name, matchResult, probability, ...initialOfferOfUrl() };
      return { ...state, comparisons: { ...state.comparisons, [urlId]: comparison } };
    }
    case 'ComparisonProductRemoved': {
      if (!state.comparisons?.[event.data.urlId]) return state;
      const { [event.data.urlId]: _removed, ...comparisons } = state.comparisons;
      return { ...state, comparisons };
    }
    case 'OfferObserved': {
      const known = state.urls[event.data.urlId];
      if (known) return { ...state, urls: { ...state.urls, [event.data.urlId]: { ...known, ...evolveOfferOfUrl(known, event.data, recorded.id) } } };
      const comparison = state.comparisons?.[event.data.urlId];
      if (!comparison) return state;
      return { ...state, comparisons: { ...state.comparisons, [event.data.urlId]: { ...comparison, ...evolveOfferOfUrl(comparison, event.data, recorded.id) } } };
    }
  }
}
