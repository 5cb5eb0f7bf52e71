import type { PriceAnalysisSort } from '@pm/contracts';
import type { IndexSpec } from '@pm/platform';
import type { ShippingMode } from './priceAnalysisRows.ts';

export interface SortKey {
  /** The row field sorted on. */
  path(mode: ShippingMode): string;
  /** A boolean field that is false where the value is empty: those rows come last in both directions. */
  present?(mode: ShippingMode): string;
}

/** How each sort of the list maps to row fields (rows: priceAnalysisRows.ts). */
export const SORT_KEYS: Record<PriceAnalysisSort, SortKey> = {
  deviationPercent: { path: (mode) => `${mode}.deviationPercent`, present: (mode) => `${mode}.hasPercent` },
  deviationAbsolute: { path: (mode) => `${mode}.deviationCents`, present: () => 'has.deviation' },
  cheapestPrice: { path: (mode) => `${mode}.cheapestCents`, present: () => 'has.offers' },
  ownPrice: { path: (mode) => `${mode}.ownCents`, present: () => 'has.ownPrice' },
  position: { path: (mode) => `${mode}.rank`, present: () => 'has.deviation' },
  offerCount: { path: () => 'offerCount' },
  nameLocal: { path: () => 'name' },
  sku: { path: () => 'sku' },
  brand: { path: () => 'brand', present: () => 'has.brand' },
  lastObservedAt: { path: () => 'lastObservedAt', present: () => 'has.lastObservedAt' },
};

/**
 * One index per sort key and mode: tenant and country, the presence flag (pinned by the query's
 * equality, so the index serves both directions), then the value.
 */
export function priceAnalysisIndexes(): IndexSpec[] {
  const seen = new Map<string, IndexSpec>();
  for (const key of Object.values(SORT_KEYS)) {
    for (const mode of ['withShipping', 'withoutShipping'] as const) {
      const keys: Record<string, 1> = { companyId: 1, country: 1 };
      const present = key.present?.(mode);
      if (present) keys[present] = 1;
      keys[key.path(mode)] = 1;
      seen.set(JSON.stringify(keys), { keys });
    }
  }
  return [...seen.values()];
}
