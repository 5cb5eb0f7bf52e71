import type { Country, PageStatus, UrlCheckReason } from '@pm/contracts';
import type { Doc, IndexSpec, WriteOp } from '@pm/platform';
import { countryFigures, listedCountries, offerStatus } from '../analysis/priceAnalysisFigures.ts';
import { isOutOfStock } from '@pm/contracts/domain';
import { AggregateBatch } from './insightsAggregates.ts';
import { sameJson } from './sameJson.ts';
import { pairsOf, productFigures, type InsightsState, type ModeProductFigures, type PairValues } from './insightsState.ts';

export type { ModeProductFigures } from './insightsState.ts';

/** Per product, country and competitor URL: the latest comparable competitor price vs the own price. */
export const INSIGHT_PAIRS = 'insightPairs';
/** Per product and country: own price, cheapest and average competitor price, own stock. */
export const INSIGHT_PRODUCTS = 'insightProducts';
/** Per competitor URL: its data state (no data, page error, flagged), last scrape, out of stock since. */
export const INSIGHT_URLS = 'insightUrls';

export interface PairDoc extends Doc {
  companyId: string;
  country: Country;
  storeId: string;
  productId: string;
  urlId: string;
  name: string;
  brand: string | null;
  sku: string;
  w: PairValues;
  o: PairValues;
  observedAt: string;
  eventId: string;
}

export interface ProductDoc extends Doc {
  companyId: string;
  country: Country;
  productId: string;
  name: string;
  brand: string | null;
  sku: string;
  ownInStock: boolean | null;
  w: ModeProductFigures;
  o: ModeProductFigures;
}

export interface UrlDoc extends Doc {
  companyId: string;
  productId: string;
  name: string;
  sku: string;
  storeId: string;
  url: string;
  /** Why the URL needs attention (staleness is judged when asked, against the shop's frequency). */
  reason: Exclude<UrlCheckReason, 'stale'> | null;
  pageStatus: PageStatus | null;
  flagReason: string | null;
  lastObservedAt: string | null;
  outOfStockSince: string | null;
}

export const insightIndexes: Record<string, IndexSpec[]> = {
  // One per sort of the shop page (insightsQueries `shopDeviationPage`): a page is an index range
  // read in order up to its rows, whatever the shop's size. Amount and date move on observations;
  // the embedded store settles moved entries lazily, so their upkeep is small (docs/insights.md).
  [INSIGHT_PAIRS]: [
    { keys: { companyId: 1, country: 1, storeId: 1, 'w.deviationPercent': 1 } },
    { keys: { companyId: 1, country: 1, storeId: 1, 'o.deviationPercent': 1 } },
    { keys: { companyId: 1, country: 1, storeId: 1, 'w.deviationCents': 1 } },
    { keys: { companyId: 1, country: 1, storeId: 1, 'o.deviationCents': 1 } },
    { keys: { companyId: 1, country: 1, storeId: 1, observedAt: 1 } },
    { keys: { companyId: 1, country: 1, storeId: 1, name: 1 } },
    { keys: { companyId: 1, country: 1, storeId: 1, sku: 1 } },
  ],
  [INSIGHT_PRODUCTS]: [{ keys: { companyId: 1, country: 1, brand: 1, name: 1 } }, { keys: { companyId: 1, country: 1, ownInStock: 1 } }],
  // `storeId`: whether the company has URLs at a shop (the shop page's 422) is a range's size; it never moves.
  [INSIGHT_URLS]: [{ keys: { companyId: 1, reason: 1, _id: 1 } }, { keys: { companyId: 1, lastObservedAt: 1 } }, { keys: { companyId: 1, outOfStockSince: 1 } }, { keys: { companyId: 1, storeId: 1 } }],
};

/** The documents one product state stands for (none when archived or gone). */
export function insightDocs(state: InsightsState | null): { pairs: PairDoc[]; products: ProductDoc[]; urls: UrlDoc[] } {
  if (!state || state.status !== 'active') return { pairs: [], products: [], urls: [] };
  const identity = { companyId: state.companyId, productId: state._id, name: state.name, sku: state.sku };
  const pairs: PairDoc[] = [];
  const products: ProductDoc[] = [];
  for (const country of listedCountries(state)) {
    const figures = countryFigures(state, country);
    const found = pairsOf(state, country, figures);
    for (const pair of found) pairs.push({ _id: `${state._id}:${country}:${pair.urlId}`, ...identity, brand: state.brand, country, storeId: pair.sourceId, urlId: pair.urlId, w: pair.w, o: pair.o, observedAt: pair.observedAt, eventId: pair.eventId });
    products.push({
      _id: `${state._id}:${country}`,
      ...identity,
      brand: state.brand,
      country,
      ownInStock: state.ownInStock[country] ?? null,
      w: productFigures(figures, true, found),
      o: productFigures(figures, false, found),
    });
  }
  const urls: UrlDoc[] = [];
  for (const [urlId, url] of Object.entries(state.urls)) {
    if (url.offerType !== 'COMPETITOR_OFFER') continue;
    const status = offerStatus(url);
    const pageError = url.last !== null && url.last.pageStatus !== 'OK';
    // An OK page without a price: out of stock is no problem of the URL, anything else is "no data".
    const noPrice = status === 'error' && !pageError && !isOutOfStock(url.last?.offer?.availability);
    const reason = status === 'not-scraped' || noPrice ? 'no-data' : pageError ? 'page-error' : status === 'flagged' ? 'flagged' : null;
    urls.push({
      _id: urlId,
      ...identity,
      storeId: url.sourceId,
      url: url.url,
      reason,
      pageStatus: url.last?.pageStatus ?? null,
      flagReason: url.flagged?.flagReason ?? null,
      lastObservedAt: url.last?.observedAt ?? null,
      outOfStockSince: state.outOfStockSince[urlId] ?? null,
    });
  }
  return { pairs, products, urls };
}


/**
 * The documents of a state that differ from before: puts of new or changed ones, deletes of gone
 * ones — and those documents' old and new versions (`gone`, `came`), the only ones whose
 * contributions to the aggregates can differ (an unchanged document adds what it takes back).
 */
function documentWrites<D extends Doc>(collection: string, docs: readonly D[], old: readonly D[], writes: WriteOp[]): { gone: D[]; came: D[] } {
  const gone: D[] = [];
  const came: D[] = [];
  const was = new Map(old.map((doc) => [doc._id, doc]));
  const kept = new Set(docs.map((doc) => doc._id));
  for (const doc of old) {
    if (kept.has(doc._id)) continue;
    writes.push({ op: 'delete', collection, id: doc._id });
    gone.push(doc);
  }
  for (const doc of docs) {
    const before = was.get(doc._id);
    if (sameJson(before, doc)) continue;
    writes.push({ op: 'put', collection, doc });
    if (before) gone.push(before);
    came.push(doc);
  }
  return { gone, came };
}

/**
 * What a batch's product state changes write: per product only the documents whose content
 * changed, and for the batch as a whole each touched aggregate once, with the sum of the
 * products' changes (insightsAggregates.ts `AggregateBatch`) — taken from the changed documents
 * alone, so an observation of one URL costs the aggregates one pair, not all of the product's.
 */
export function insightBatchWrites(changes: readonly { before: InsightsState | null; after: InsightsState | null }[]): WriteOp[] {
  const writes: WriteOp[] = [];
  const aggregates = new AggregateBatch();
  for (const { before, after } of changes) {
    const now = insightDocs(after);
    const was = insightDocs(before);
    const pairs = documentWrites(INSIGHT_PAIRS, now.pairs, was.pairs, writes);
    const products = documentWrites(INSIGHT_PRODUCTS, now.products, was.products, writes);
    const urls = documentWrites(INSIGHT_URLS, now.urls, was.urls, writes);
    aggregates.add((after ?? before)?.companyId ?? '', { pairs: pairs.gone, products: products.gone, urls: urls.gone }, { pairs: pairs.came, products: products.came, urls: urls.came }, after);
  }
  writes.push(...aggregates.writes());
  return writes;
}

/** What one product state's change writes (a batch of one). */
export const insightWrites = (before: InsightsState | null, after: InsightsState | null): WriteOp[] => insightBatchWrites([{ before, after }]);
