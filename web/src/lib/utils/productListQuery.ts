/** Sort fields of the assortment list the API offers (spec §3). */
export const PRODUCT_SORT_FIELDS = ['nameLocal', 'brand', 'sku', 'leadPName', 'createdAt'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
export type ProductStatus = 'active' | 'archived';

/** Spec §9: 20 rows for SKU tables. */
export const DEFAULT_PRODUCT_PAGE_SIZE = 20;
export const PRODUCT_PAGE_SIZES = [20, 50, 100] as const;

/** The largest page number the list APIs take. */
const MAX_PAGE = 100_000;

/** A list's page from its address (`?page=`): a whole number from 1 to the APIs' limit, else the first page. */
export function pageFromAddress(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A list's page size from its address (`?pageSize=`): one the pager offers, else `fallback`. */
export const pageSizeFromAddress = (value: string | null, fallback: number): number => PRODUCT_PAGE_SIZES.find((size) => String(size) === value) ?? fallback;

export interface ProductListParams {
  searchText: string;
  brands: string[];
  status: ProductStatus;
  sort: ProductSortField;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export const DEFAULT_PRODUCT_LIST_PARAMS: ProductListParams = {
  searchText: '',
  brands: [],
  status: 'active',
  sort: 'nameLocal',
  order: 'asc',
  page: 1,
  pageSize: DEFAULT_PRODUCT_PAGE_SIZE,
};

/** The query string of GET /products for the list's state (empty filters left out). */
export function productListSearch(params: ProductListParams): string {
  const search = new URLSearchParams();
  const text = params.searchText.trim();
  if (text) search.set('searchText', text);
  const brands = params.brands.map((brand) => brand.trim()).filter(Boolean);
  if (brands.length > 0) search.set('brands', brands.join(','));
  search.set('status', params.status);
  search.set('sort', params.sort);
  search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}

/** Clicking a column's sort: the same field flips the order, another field starts ascending. */
export function nextSort(current: Pick<ProductListParams, 'sort' | 'order'>, field: ProductSortField): Pick<ProductListParams, 'sort' | 'order'> {
  if (current.sort === field) return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: 'asc' };
}

/** Number of pages for `total` rows (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
