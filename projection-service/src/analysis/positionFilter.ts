import type { PricePositionFilter } from '@pm/contracts';
import type { Filter } from '@pm/platform';
import type { ShippingMode } from './priceAnalysisRows.ts';

/**
 * The stored price-analysis rows of a position filter in one shipping mode: a position, or "not
 * cheapest" split by the company's tolerance — within it (deviation ≤ tolerance, the store's
 * form of `isWithinTolerance`) or more expensive. The dashboard counts its shares with it and the
 * price analysis lists with it, so a share and the list it opens are the same rows.
 */
export function positionFilter(mode: ShippingMode, position: PricePositionFilter, tolerancePercent: number): Filter {
  if (position === 'within-tolerance') return { [`${mode}.position`]: 'not-cheapest', [`${mode}.deviationPercent`]: { $lte: tolerancePercent } };
  if (position === 'more-expensive') return { [`${mode}.position`]: 'not-cheapest', [`${mode}.deviationPercent`]: { $gt: tolerancePercent } };
  return { [`${mode}.position`]: position };
}
