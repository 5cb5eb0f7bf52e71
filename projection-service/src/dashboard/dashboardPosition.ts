/**
 * The dashboard's position tile without copying the rows: the document store counts the
 * country's rows per position (its counts test the stored documents in place), and only the rows
 * a stale cutoff touches (analysis/staleRows.ts; few while scraping runs) are read: their
 * contribution as stored is taken off and their contribution as of the cutoff added. The answer
 * equals `positionCounts(rowsAt(all rows))` (counts are integers; "within" is the same
 * `deviationPercent <= tolerance` test, isWithinTolerance, done by the store's `$lte` in
 * positionFilter, which the price analysis lists the share with).
 */
import type { Country, Dashboard, PricePositionFilter } from '@pm/contracts';
import type { Filter } from '@pm/platform';
import { positionFilter } from '../analysis/positionFilter.ts';
import { shippingMode, type PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import { rowsAt } from '../analysis/staleRows.ts';
import { PRICE_ANALYSIS } from '../projectors/priceAnalysisProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { positionCounts } from './dashboardFigures.ts';

type Counting = Pick<ReadModels, 'count' | 'find'>;
type TouchedRow = Pick<PriceAnalysisRowDoc, '_id' | 'productId' | 'country' | 'oldestComparedAt' | 'withShipping' | 'withoutShipping'>;
const TOUCHED_FIELDS = { productId: 1, country: 1, oldestComparedAt: 1, withShipping: 1, withoutShipping: 1 } as const;

export async function positionCountsAt(readModels: Counting, companyId: string, country: Country, withShipping: boolean, tolerancePercent: number, cutoff: string): Promise<Dashboard['position']> {
  const mode = shippingMode(withShipping);
  const rows: Filter = { companyId, country };
  const at = (position: PricePositionFilter): Filter => ({ ...rows, ...positionFilter(mode, position, tolerancePercent) });
  const [total, noOffers, noOwnPrice, cheapest, within, touched] = await Promise.all([
    readModels.count(PRICE_ANALYSIS, rows),
    readModels.count(PRICE_ANALYSIS, at('no-offers')),
    readModels.count(PRICE_ANALYSIS, at('no-own-price')),
    readModels.count(PRICE_ANALYSIS, at('cheapest')),
    readModels.count(PRICE_ANALYSIS, at('within-tolerance')),
    // touchedByCutoff: an oldest compared offer observed before the cutoff (null never is). Only
    // what rowsAt and positionCounts read (top-level fields: the offers of a row are not copied;
    // shared, since both only read them).
    readModels.find<TouchedRow>(PRICE_ANALYSIS, { ...rows, oldestComparedAt: { $lt: cutoff } }, { projection: TOUCHED_FIELDS, shared: true }),
  ]);
  const stored = positionCounts(touched, withShipping, tolerancePercent);
  const now = positionCounts(await rowsAt(readModels, companyId, touched, cutoff), withShipping, tolerancePercent);
  const compared = total - noOffers - noOwnPrice - stored.compared + now.compared;
  const cheapestNow = cheapest - stored.cheapest + now.cheapest;
  const withinNow = within - stored.withinTolerance + now.withinTolerance;
  return {
    compared,
    cheapest: cheapestNow,
    withinTolerance: withinNow,
    moreExpensive: compared - cheapestNow - withinNow,
    noOffers: noOffers - stored.noOffers + now.noOffers,
    noOwnPrice: noOwnPrice - stored.noOwnPrice + now.noOwnPrice,
    tolerancePercent,
  };
}
