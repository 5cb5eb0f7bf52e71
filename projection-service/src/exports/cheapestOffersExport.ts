import { CHEAPEST_OFFERS_COUNT, type CheapestOffersExportQuery } from '@pm/contracts';
import { countryFigures } from '../analysis/priceAnalysisFigures.ts';
import { offerTotalCents } from '../analysis/priceDeviation.ts';
import { shippingMode, type PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import type { PriceAnalysisState, UrlState } from '../analysis/priceAnalysisState.ts';
import type { ReadonlyDeep, StoredFields } from '@pm/platform';
import { PRICE_ANALYSIS, PRICE_ANALYSIS_PRODUCTS } from '../projectors/priceAnalysisProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import type { CellFormatters } from './csvCells.ts';
import type { CsvBatches } from './csvResponse.ts';
import { EXPORT_BATCH_SIZE, shopLabel, sourceNameCache } from './exportSources.ts';

interface Ranked {
  url: ReadonlyDeep<UrlState>;
  totalCents: number;
}

/** What the cheapest offers read of a product's state (`countryFigures`: its own prices, URLs and comparison products). */
const STATE_FIELDS = ['pricing', 'urls', 'comparisons'] as const;
type StoredState = StoredFields<PriceAnalysisState, (typeof STATE_FIELDS)[number]>;
/** The row fields the export writes (the list row gives the product's identity and own price). */
const ROW_FIELDS = ['productId', 'sku', 'name', 'gtin', 'brand', 'country', 'currency', 'withShipping', 'withoutShipping'] as const;
type StoredRow = StoredFields<PriceAnalysisRowDoc, (typeof ROW_FIELDS)[number]>;

/**
 * The cheapest current offers of a product in a country: the offers the analysis compares
 * (current, plausible, in stock, a competitor's, in the country's currency), by price with or
 * without shipping, ties by URL id so the file is the same on every download.
 */
export function cheapestOffers(state: StoredState, country: PriceAnalysisRowDoc['country'], withShipping: boolean, count = CHEAPEST_OFFERS_COUNT): Ranked[] {
  const ranked: (Ranked & { urlId: string })[] = [];
  // The stored state, read in place: `countryFigures` only reads it (its type predates read-only views).
  for (const { urlId, compared } of countryFigures(state as PriceAnalysisState, country).urls) {
    const url = state.urls[urlId];
    const total = compared && url?.current ? offerTotalCents(url.current, withShipping) : null;
    if (url && total !== null) ranked.push({ url, totalCents: total, urlId });
  }
  return ranked.sort((a, b) => a.totalCents - b.totalCents || a.urlId.localeCompare(b.urlId)).slice(0, count);
}

/**
 * The 3 cheapest competitor prices per product of the country (columns: CHEAPEST_OFFERS_EXPORT_COLUMNS).
 * Rows and states are read as the store holds them (`mapBatches`, no copies): a batch's states
 * become their 3 offers as they are read, so only those are kept.
 */
export async function* cheapestOfferRows(readModels: ReadModels, companyId: string, query: CheapestOffersExportQuery, cell: CellFormatters): CsvBatches {
  const mode = shippingMode(query.withShipping);
  const sources = sourceNameCache(readModels);
  const rows = readModels.mapBatches<PriceAnalysisRowDoc, (typeof ROW_FIELDS)[number], StoredRow>(PRICE_ANALYSIS, { companyId, country: query.country }, { fields: ROW_FIELDS, sort: { sku: 1, _id: 1 }, batchSize: EXPORT_BATCH_SIZE }, (row) => row);
  for await (const batch of rows) {
    const offersOf = new Map<string, Ranked[]>();
    const states = readModels.mapBatches<PriceAnalysisState, (typeof STATE_FIELDS)[number], readonly [string, Ranked[]]>(
      PRICE_ANALYSIS_PRODUCTS,
      { _id: { $in: batch.map((row) => row.productId) }, companyId },
      { fields: STATE_FIELDS, batchSize: EXPORT_BATCH_SIZE },
      (state) => [state._id, cheapestOffers(state, query.country, query.withShipping)],
    );
    for await (const offers of states) for (const [productId, ranked] of offers) offersOf.set(productId, ranked);
    await sources.load([...offersOf.values()].flat().map((offer) => offer.url.sourceId));
    yield batch.map((row) => {
      const offers = offersOf.get(row.productId) ?? [];
      const cells = [
        cell.text(row.sku),
        cell.text(row.name),
        cell.text(row.gtin),
        cell.text(row.brand),
        cell.code(row.country),
        cell.code(row.currency),
        cell.flag(query.withShipping),
        cell.money(row[mode].ownCents),
      ];
      for (let i = 0; i < CHEAPEST_OFFERS_COUNT; i++) {
        const offer = offers[i];
        cells.push(
          cell.text(offer ? shopLabel(sources.get(offer.url.sourceId), offer.url.current?.shopName) : null),
          cell.money(offer?.totalCents),
          cell.text(offer?.url.url),
          cell.instant(offer?.url.current?.observedAt),
        );
      }
      return cells;
    });
  }
}
