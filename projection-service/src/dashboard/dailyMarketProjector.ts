import type { RecordedEvent, WriteOp } from '@pm/platform';
import { PRICE_ANALYSIS_EVENTS, productIdOf } from '../analysis/priceAnalysisState.ts';
import type { Projector } from '../runtime/projector.ts';
import { aggregateOps, MARKET_CHANGE_DAYS, MARKET_COMPANIES } from './dailyMarketAggregates.ts';
import { evolveDailyMarket, type DailyMarketState, type MarketDay } from './dailyMarketState.ts';
import { PRICE_INDEX_DAYS, priceIndexOps } from './priceIndexAggregates.ts';
import { marketCents } from './priceIndex.ts';

/** Entity state per product (dailyMarketState.ts). */
export const DAILY_MARKET_STATES = 'dailyMarketStates';
/** One document per product and day: the end-of-day own and competitor prices and the day's changes. */
export const MARKET_DAYS = 'marketDays';

export interface MarketDayDoc {
  [key: string]: unknown;
  _id: string;
  companyId: string;
  productId: string;
  day: string;
  name: string;
  sku: string;
  brand: string | null;
  categoryId: string | null;
  archived: boolean;
  /** The countries the product has prices for. */
  countries: string[];
  /** Source of every competitor URL in `offers`. */
  sources: Record<string, string>;
  own: MarketDay['own'];
  offers: MarketDay['offers'];
  /**
   * The cheapest in-stock competitor price of all shops in cents (marketCents of `offers` without
   * a shop; version 4): the price development reads this number instead of copying the offers.
   */
  marketCents: number | null;
  changes: MarketDay['changes'];
}

export const marketDayId = (productId: string, day: string) => `${productId}:${day}`;

export function marketDayDoc(state: DailyMarketState, day: string, entry: MarketDay): MarketDayDoc {
  const { product } = state;
  const sources: Record<string, string> = {};
  for (const urlId of Object.keys(entry.offers)) {
    const url = product.urls[urlId];
    if (url) sources[urlId] = url.sourceId;
  }
  return {
    _id: marketDayId(state._id, day),
    companyId: state.companyId,
    productId: state._id,
    day,
    name: product.name,
    sku: product.sku,
    brand: product.brand,
    categoryId: product.categoryId,
    // As of the snapshot (the company's day changes sum exactly these).
    archived: entry.archived,
    countries: Object.keys(entry.own).sort(),
    sources,
    own: entry.own,
    offers: entry.offers,
    marketCents: marketCents({ offers: entry.offers, sources }, null),
    changes: entry.changes,
  };
}

/**
 * The daily market read model behind the dashboard's "since yesterday" and the price
 * development: a rebuildable fold of the product and offer streams, written per product and day
 * (days whose snapshot changed in a batch are put again; replays give the same documents).
 */
export const dailyMarketProjector: Projector = {
  name: 'dailyMarket',
  // Version 3: the states keep the product's shipping fields and precalculated shipping costs (the top metric's own shipping cost).
  // Version 4: the states keep the product's pricing and archived flag at top level (the dashboard reads only those fields),
  // and the day documents their cheapest competitor price (`marketCents`).
  // Version 5: per-company aggregates (dailyMarketAggregates.ts): the day's changes per country and the metric inputs' counter.
  // Version 6: the price index as day aggregates per company and scope (priceIndexAggregates.ts); snapshots keep each offer's day of observation.
  // Version 7: the states keep the log position of their last metric-input change (`metricInputsAt`, indexed per company).
  // Version 8: the company's brands per country with their number of products (`marketBrands`, the price development's brand choices).
  // Version 9: no brand counts (version 8's `marketBrands` counted what the insights' `insightBrands` counts already; the price development reads that).
  // Version 10: the days' own prices follow the own prices recorded for past days (`OwnPriceRecorded`, ownPriceOn.ts), so the own index moves with the history.
  version: 10,
  collections: {
    [DAILY_MARKET_STATES]: [{ keys: { companyId: 1 } }, { keys: { companyId: 1, metricInputsAt: 1 } }],
    [MARKET_DAYS]: [{ keys: { companyId: 1, day: 1 } }],
    [MARKET_CHANGE_DAYS]: [{ keys: { companyId: 1, day: 1 } }],
    [MARKET_COMPANIES]: [],
    [PRICE_INDEX_DAYS]: [{ keys: { companyId: 1, day: 1 } }],
  },
  handles: [...PRICE_ANALYSIS_EVENTS, 'OwnPriceRecorded'],
  state: {
    collection: DAILY_MARKET_STATES,
    idOf: productIdOf,
    evolve: (state, event) => evolveDailyMarket(state as DailyMarketState | null, event),
    derive(before, after): WriteOp[] {
      const next = after as DailyMarketState | null;
      if (!next) return [];
      const previous = (before as DailyMarketState | null)?.days ?? {};
      const changed = Object.keys(next.days).filter((day) => previous[day] !== next.days[day]);
      return [
        ...changed.map((day): WriteOp => ({ op: 'put', collection: MARKET_DAYS, doc: marketDayDoc(next, day, next.days[day]!) })),
        ...aggregateOps(before as DailyMarketState | null, next, changed),
        ...priceIndexOps(before as DailyMarketState | null, next, changed),
      ];
    },
  },
  notices: (event: RecordedEvent) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['dashboard'], ['price-development']] }] : []),
};
