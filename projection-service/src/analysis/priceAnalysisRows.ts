import type { Country } from '@pm/contracts';
import { countryFigures, listedCountries, type CountryFigures, type ModeFigures, type OwnPriceFigures } from './priceAnalysisFigures.ts';
import type { PriceAnalysisState } from './priceAnalysisState.ts';

export type ShippingMode = 'withShipping' | 'withoutShipping';
export const shippingMode = (withShipping: boolean): ShippingMode => (withShipping ? 'withShipping' : 'withoutShipping');

export const rowId = (productId: string, country: string) => `${productId}:${country}`;

/** A row's figures of one shipping mode, plus whether its percentage exists (for sorting empty values last). */
export type ModeRow = ModeFigures & { hasPercent: boolean };

/** One list row: what the list shows, and top-level fields and `has` flags it filters and sorts on (priceAnalysisSortKeys). */
export interface PriceAnalysisRowDoc {
  [key: string]: unknown;
  _id: string;
  companyId: string;
  productId: string;
  country: Country;
  currency: string;
  name: string;
  brand: string | null;
  sku: string;
  gtin: string | null;
  categoryId: string | null;
  imageUrl: string | null;
  own: OwnPriceFigures | null;
  urlCount: number;
  offerCount: number;
  outOfStockCount: number;
  flaggedCount: number;
  errorCount: number;
  /** Offers not compared for their age (0 as projected: staleness is decided at query time, priceAnalysisStaleness.ts). */
  staleCount: number;
  /** When the oldest compared offer's price was observed: the stored figures hold while it is not stale. */
  oldestComparedAt: string | null;
  /** Sources of the competitor URLs (the store filter). */
  sourceIds: string[];
  lastObservedAt: string | null;
  withShipping: ModeRow;
  withoutShipping: ModeRow;
  has: { brand: boolean; ownPrice: boolean; offers: boolean; deviation: boolean; lastObservedAt: boolean };
}

export function priceAnalysisRow(state: PriceAnalysisState, figures: CountryFigures): PriceAnalysisRowDoc {
  const mode = (m: ModeFigures): ModeRow => ({ ...m, hasPercent: m.deviationPercent !== null });
  const sourceIds = [...new Set(Object.values(state.urls).filter((url) => url.offerType === 'COMPETITOR_OFFER').map((url) => url.sourceId))].sort();
  return {
    _id: rowId(state._id, figures.country),
    companyId: state.companyId,
    productId: state._id,
    country: figures.country,
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
    staleCount: figures.staleCount,
    oldestComparedAt: figures.oldestComparedAt,
    sourceIds,
    lastObservedAt: figures.lastObservedAt,
    withShipping: mode(figures.withShipping),
    withoutShipping: mode(figures.withoutShipping),
    has: {
      brand: state.brand !== null,
      ownPrice: figures.own !== null,
      offers: figures.offerCount > 0,
      // Null in both modes alike: it needs an own price and a compared offer.
      deviation: figures.withShipping.deviationCents !== null,
      lastObservedAt: figures.lastObservedAt !== null,
    },
  };
}

/** The list rows of a product: one per listed country, none while it is archived. */
export function priceAnalysisRows(state: PriceAnalysisState | null): PriceAnalysisRowDoc[] {
  if (!state || state.status !== 'active') return [];
  return listedCountries(state).map((country) => priceAnalysisRow(state, countryFigures(state, country)));
}
