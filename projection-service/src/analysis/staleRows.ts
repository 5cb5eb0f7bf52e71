/**
 * Staleness at query time (Settings › Price analysis): an offer's age grows while nothing is
 * written, so the stored rows are projected with every offer counted, and a query recomputes the
 * rows whose oldest compared offer is older than its cutoff from the product's state. Only those
 * rows are loaded again; the others are exact as stored.
 */
import { isStale } from '@pm/contracts/domain';
import { PRICE_ANALYSIS_PRODUCTS } from '../projectors/priceAnalysisProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { countryFigures } from './priceAnalysisFigures.ts';
import { priceAnalysisRow, type PriceAnalysisRowDoc } from './priceAnalysisRows.ts';
import type { PriceAnalysisState } from './priceAnalysisState.ts';

/** Whether the stored row holds an offer that the cutoff makes stale. */
export const touchedByCutoff = (row: Pick<PriceAnalysisRowDoc, 'oldestComparedAt'>, cutoff: string): boolean => isStale(row.oldestComparedAt, cutoff);

/** The fields `rowsAt` needs of a stored row (a query may read no more of them: a top-level projection). */
export type StoredRow = Pick<PriceAnalysisRowDoc, 'productId' | 'country' | 'oldestComparedAt'>;

/**
 * The rows as they are at `cutoff`: stale offers left out of cheapest, deviation, rank and
 * position. A row the cutoff does not touch is returned as given (with the fields it was read
 * with); a touched one is recomputed from the product's state as a whole row.
 */
export async function rowsAt<R extends StoredRow>(readModels: Pick<ReadModels, 'find'>, companyId: string, rows: R[], cutoff: string): Promise<(R | PriceAnalysisRowDoc)[]> {
  const touched = rows.filter((row) => touchedByCutoff(row, cutoff));
  if (touched.length === 0) return rows;
  // Lent (no copy of each product's URLs): the price-analysis fold's figures only read a state
  // (EntityState.pure) and build the row from new objects.
  const states = await readModels.find<PriceAnalysisState>(PRICE_ANALYSIS_PRODUCTS, { companyId, _id: { $in: [...new Set(touched.map((row) => row.productId))] } }, { shared: true });
  const byId = new Map(states.map((state) => [state._id, state]));
  return rows.map((row) => {
    const state = byId.get(row.productId);
    return state && touchedByCutoff(row, cutoff) ? priceAnalysisRow(state, countryFigures(state, row.country, cutoff)) : row;
  });
}
