import { DEFAULT_PRICE_ANALYSIS_PAGE_SIZE, DEFAULT_PRICE_ANALYSIS_SORT, PRICE_ANALYSIS_SORTS, PRICE_POSITION_FILTERS } from '@pm/contracts';
import type { Country, PriceAnalysisSort, PricePositionFilter } from '@pm/contracts';
import { pageFromAddress, pageSizeFromAddress } from './productListQuery.ts';

export type SortOrder = 'asc' | 'desc';

/** What the list shows besides the country and the shipping mode (those come from the preferences). */
export interface PriceAnalysisListParams {
  searchText: string;
  brands: string[];
  categoryId: string;
  storeId: string;
  position: PricePositionFilter | '';
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

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

/**
 * The page's own address (`/price-analysis?…`): what the user chose, defaults left out, so a link
 * (the dashboard's position figures), a bookmark or the back button opens the same list.
 */
export function priceAnalysisPageSearch(change: Partial<PriceAnalysisListParams>): string {
  const params = { ...DEFAULT_PRICE_ANALYSIS_LIST_PARAMS, ...change };
  const search = new URLSearchParams();
  // As typed (the API trims): the filter bar compares what it typed with what the address holds.
  if (params.searchText.trim()) search.set('search', params.searchText);
  const brands = params.brands.map((brand) => brand.trim()).filter(Boolean);
  if (brands.length > 0) search.set('brands', brands.join(','));
  if (params.categoryId) search.set('category', params.categoryId);
  if (params.storeId) search.set('store', params.storeId);
  if (params.position) search.set('position', params.position);
  if (params.sort !== DEFAULT_PRICE_ANALYSIS_LIST_PARAMS.sort || params.order !== DEFAULT_PRICE_ANALYSIS_LIST_PARAMS.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PRICE_ANALYSIS_LIST_PARAMS.pageSize) search.set('pageSize', String(params.pageSize));
  return search.toString();
}

/** The link to the price analysis with these filters. */
export const priceAnalysisPath = (change: Partial<PriceAnalysisListParams> = {}): string => {
  const search = priceAnalysisPageSearch(change);
  return search ? `/price-analysis?${search}` : '/price-analysis';
};

/** The list the address asks for; a value it cannot mean (an edited or outdated link) falls back to the default. */
export function priceAnalysisParamsFromPageSearch(search: URLSearchParams): PriceAnalysisListParams {
  const defaults = DEFAULT_PRICE_ANALYSIS_LIST_PARAMS;
  return {
    searchText: search.get('search') ?? defaults.searchText,
    brands: (search.get('brands') ?? '').split(',').map((brand) => brand.trim()).filter(Boolean),
    categoryId: search.get('category') ?? defaults.categoryId,
    storeId: search.get('store') ?? defaults.storeId,
    position: oneOf(PRICE_POSITION_FILTERS, search.get('position')) ?? defaults.position,
    sort: oneOf(PRICE_ANALYSIS_SORTS, search.get('sort')) ?? defaults.sort,
    order: oneOf(['asc', 'desc'] as const, search.get('order')) ?? defaults.order,
    page: pageFromAddress(search.get('page')),
    pageSize: pageSizeFromAddress(search.get('pageSize'), defaults.pageSize),
  };
}
