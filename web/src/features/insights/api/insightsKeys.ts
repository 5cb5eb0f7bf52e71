import type { CheckUrlsQuery, Country, InsightsRange, ShopDeviationSort } from '@pm/contracts';

/** The view every insight is read in: the shell's country, shipping and the period (spec §9). */
export interface InsightsView {
  country: Country;
  withShipping: boolean;
  range: InsightsRange;
}

export interface ShopDeviationParams {
  sort: ShopDeviationSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Query keys of the insights; the live socket invalidates everything under ['insights']. */
export const insightsKeys = {
  all: ['insights'],
  deviations: (companyId: string, view: InsightsView) => ['insights', companyId, 'price-deviations', view],
  shop: (companyId: string, storeId: string, view: InsightsView, params: ShopDeviationParams) => ['insights', companyId, 'price-deviations', storeId, view, params],
  brands: (companyId: string, view: InsightsView) => ['insights', companyId, 'brands', view],
  brand: (companyId: string, brand: string, view: InsightsView) => ['insights', companyId, 'brands', brand, view],
  outOfStock: (companyId: string, country: Country) => ['insights', companyId, 'out-of-stock', country],
  checkUrls: (companyId: string, params: Pick<CheckUrlsQuery, 'reason' | 'page' | 'pageSize'>) => ['insights', companyId, 'check-urls', params],
} as const;

export const viewSearch = (view: InsightsView, extra: Record<string, string> = {}) =>
  new URLSearchParams({ country: view.country, withShipping: String(view.withShipping), range: view.range, ...extra }).toString();

export const companyPath = (companyId: string) => `/company/${encodeURIComponent(companyId)}/insights`;
