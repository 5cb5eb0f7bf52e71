import { DEFAULT_PRICE_ANALYSIS_PAGE_SIZE, DEFAULT_PRICE_ANALYSIS_SORT } from '@pm/contracts';
import type { Country, PriceAnalysisSort, PricePosition } from '@pm/contracts';

export type SortOrder = 'asc' | 'desc';

/** What the list shows besides the country and the shipping mode (those come from the preferences). */
export interface PriceAnalysisListParams {
  searchText: string;
  brands: string[];
  categoryId: string;
  storeId: string;
  position: PricePosition | '';
  sort: PriceAnalysisSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export const DEFAULT_PRICE_ANALYSIS_LIST_PARAMS: PriceAnalysisListParams = {
  searchText: '',
  brands: [],
  categoryId: '',
  storeId: '',
  position: '',
  sort: DEFAULT_PRICE_ANALYSIS_SORT,
  order: 'desc',
  page: 1,
  pageSize: DEFAULT_PRICE_ANALYSIS_PAGE_SIZE,
};

/** The query string of GET /price-analysis (empty filters left out). */
export function priceAnalysisSearch(params: PriceAnalysisListParams, country: Country, withShipping: boolean): string {
  const search = new URLSearchParams();
  search.set('country', country);
  search.set('withShipping', String(withShipping));
  const text = params.searchText.trim();
  if (text) search.set('searchText', text);
  const brands = params.brands.map((brand) => brand.trim()).filter(Boolean);
  if (brands.length > 0) search.set('brands', brands.join(','));
  if (params.categoryId) search.set('productCategoryIds', params.categoryId);
  if (params.storeId) search.set('stores', params.storeId);
  if (params.position) search.set('position', params.position);
  search.set('sort', params.sort);
  search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}

/** Columns that start with the largest values first (figures) rather than A–Z (texts, position 1 first). */
const DESCENDING_FIRST: ReadonlySet<PriceAnalysisSort> = new Set(['deviationPercent', 'deviationAbsolute', 'offerCount', 'lastObservedAt']);

/** Clicking a column's sort: the same column flips the order, another column starts in its natural order. */
export function nextSort(current: Pick<PriceAnalysisListParams, 'sort' | 'order'>, sort: PriceAnalysisSort): Pick<PriceAnalysisListParams, 'sort' | 'order'> {
  if (current.sort === sort) return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort, order: DESCENDING_FIRST.has(sort) ? 'desc' : 'asc' };
}

/** The deviation column sorts by the figure it shows. */
export const deviationSort = (mode: DeviationMode): PriceAnalysisSort => (mode === 'percent' ? 'deviationPercent' : 'deviationAbsolute');

export type DeviationMode = 'percent' | 'absolute';

/** Whether any filter narrows the list (for the empty state's wording). */
export function isFiltered(params: PriceAnalysisListParams): boolean {
  return params.searchText.trim() !== '' || params.brands.length > 0 || params.categoryId !== '' || params.storeId !== '' || params.position !== '';
}
