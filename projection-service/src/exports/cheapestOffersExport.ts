import { CHEAPEST_OFFERS_COUNT, type CheapestOffersExportQuery } from '@pm/contracts';
import { countryFigures } from '../analysis/priceAnalysisFigures.ts';
import { offerTotalCents } from '../analysis/priceDeviation.ts';
import { shippingMode, type PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import type { PriceAnalysisState, UrlState } from '../analysis/priceAnalysisState.ts';
import { PRICE_ANALYSIS, PRICE_ANALYSIS_PRODUCTS } from '../projectors/priceAnalysisProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import type { CellFormatters } from './csvCells.ts';
import type { CsvBatches } from './csvResponse.ts';
import { EXPORT_BATCH_SIZE, shopLabel, sourceNameCache } from './exportSources.ts';

interface Ranked {
  url: UrlState;
  totalCents: number;
}

/**
 * The cheapest current offers of a product in a country: the offers the analysis compares
 * (current, plausible, in stock, a competitor's, in the country's currency), by price with or
 * without shipping, ties by URL id so the file is the same on every download.
 */
export function cheapestOffers(state: PriceAnalysisState, country: PriceAnalysisRowDoc['country'], withShipping: boolean, count = CHEAPEST_OFFERS_COUNT): Ranked[] {
  const ranked: (Ranked & { urlId: string })[] = [];
  for (const { urlId, compared } of countryFigures(state, country).urls) {
    const url = state.urls[urlId];
    const total = compared && url?.current ? offerTotalCents(url.current, withShipping) : null;
    if (url && total !== null) ranked.push({ url, totalCents: total, urlId });
  }
  return ranked.sort((a, b) => a.totalCents - b.totalCents || a.urlId.localeCompare(b.urlId)).slice(0, count);
}

/** The 3 cheapest competitor prices per product of the country (columns: CHEAPEST_OFFERS_EXPORT_COLUMNS). */
export async function* cheapestOfferRows(readModels: ReadModels, companyId: string, query: CheapestOffersExportQuery, cell: CellFormatters): CsvBatches {
  const mode = shippingMode(query.withShipping);
  const sources = sourceNameCache(readModels);
  const rows = readModels.findBatches<PriceAnalysisRowDoc>(PRICE_ANALYSIS, { companyId, country: query.country }, { sort: { sku: 1, _id: 1 }, batchSize: EXPORT_BATCH_SIZE });
  for await (const batch of rows) {
    const states = await readModels.find<PriceAnalysisState>(PRICE_ANALYSIS_PRODUCTS, { _id: { $in: batch.map((row) => row.productId) }, companyId });
    const stateById = new Map(states.map((state) => [state._id, state]));
    const offersOf = new Map(batch.map((row) => {
      const state = stateById.get(row.productId);
      return [row._id, state ? cheapestOffers(state, row.country, query.withShipping) : []] as const;
    }));
    await sources.load([...offersOf.values()].flat().map((offer) => offer.url.sourceId));
    yield batch.map((row) => {
      const offers = offersOf.get(row._id) ?? [];
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
