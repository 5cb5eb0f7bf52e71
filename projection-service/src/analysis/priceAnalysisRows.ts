import type { Doc } from '@pm/platform';
import { countryFigures, listedCountries, type ModeFigures } from './priceAnalysisFigures.ts';
import type { PriceAnalysisState } from './priceAnalysisState.ts';

export type ShippingMode = 'withShipping' | 'withoutShipping';
export const shippingMode = (withShipping: boolean): ShippingMode => (withShipping ? 'withShipping' : 'withoutShipping');

export const rowId = (productId: string, country: string) => `${productId}:${country}`;

/** A row's figures of one shipping mode, plus whether its percentage exists (for sorting empty values last). */
export type ModeRow = ModeFigures & { hasPercent: boolean };

/**
 * The list rows of a product: one per listed country, none while it is archived. Top-level
 * fields and the `has` flags are what the list filters and sorts on (see priceAnalysisSortKeys).
 */
export function priceAnalysisRows(state: PriceAnalysisState | null): Doc[] {
  if (!state || state.status !== 'active') return [];
  return listedCountries(state).map((country) => {
    const figures = countryFigures(state, country);
    const mode = (m: ModeFigures): ModeRow => ({ ...m, hasPercent: m.deviationPercent !== null });
    const sourceIds = [...new Set(Object.values(state.urls).filter((url) => url.offerType === 'COMPETITOR_OFFER').map((url) => url.sourceId))].sort();
    return {
      _id: rowId(state._id, country),
      companyId: state.companyId,
      productId: state._id,
      country,
      currency: figures.currency,
      name: state.name,
      brand: state.brand,
      sku: state.sku,
      gtin: state.gtin,
      categoryId: state.categoryId,
      imageUrl: state.imageUrl,
      own: figures.own,
      urlCount: figures.urlCount,
      offerCount: figures.offerCount,
      outOfStockCount: figures.outOfStockCount,
      flaggedCount: figures.flaggedCount,
      errorCount: figures.errorCount,
      sourceIds,
      lastObservedAt: figures.lastObservedAt,
      withShipping: mode(figures.withShipping),
      withoutShipping: mode(figures.withoutShipping),
      has: {
        brand: state.brand !== null,
        ownPrice: figures.own !== null,
        offers: figures.offerCount > 0,
        deviation: figures.withShipping.deviationCents !== null,
        lastObservedAt: figures.lastObservedAt !== null,
      },
    };
  });
}
