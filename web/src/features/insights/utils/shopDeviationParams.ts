import { SHOP_DEVIATION_SORTS, type ShopDeviationSort } from '@pm/contracts';
import { pageFromAddress, pageSizeFromAddress, type SortOrder } from '../../../lib/utils/productListQuery.ts';
import type { ShopDeviationParams } from '../api/insightsKeys.ts';

/** The shop page's list as it opens: the cheapest shop prices (most negative deviation) first, 20 rows. */
export const DEFAULT_SHOP_DEVIATION_PARAMS: ShopDeviationParams = { sort: 'deviationPercent', order: 'asc', page: 1, pageSize: 20 };

/**
 * The shop page's columns and the server sort each one offers (`shopDeviationQuerySchema`): the
 * first sort is the one a click chooses, the others also mark the column as sorted (the SKU sorts
 * under the product). `null`: the server cannot sort by the column, so it is not sortable.
 */
export const SHOP_DEVIATION_COLUMNS = {
  product: ['name', 'sku'],
  ownPrice: null,
  shopPrice: null,
  deviation: ['deviationPercent'],
  difference: ['deviationAbsolute'],
  observed: ['observedAt'],
} as const satisfies Record<string, readonly [ShopDeviationSort, ...ShopDeviationSort[]] | null>;

/** The sorts the phone's sort choice offers: every sort the server has, in this order. */
export const SHOP_DEVIATION_SORT_CHOICES: readonly ShopDeviationSort[] = SHOP_DEVIATION_SORTS;

const isSort = (value: string | null): value is ShopDeviationSort => (SHOP_DEVIATION_SORTS as readonly string[]).includes(value ?? '');

/** Sort, order, page and page size from the page's URL (`?sort=&order=&page=&pageSize=`); what is missing or invalid is the default. */
export function readShopDeviationParams(search: URLSearchParams): ShopDeviationParams {
  const sort = search.get('sort');
  const order = search.get('order');
  return {
    sort: isSort(sort) ? sort : DEFAULT_SHOP_DEVIATION_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_SHOP_DEVIATION_PARAMS.order,
    page: pageFromAddress(search.get('page')),
    pageSize: pageSizeFromAddress(search.get('pageSize'), DEFAULT_SHOP_DEVIATION_PARAMS.pageSize),
  };
}

/** The URL's query with the list's parameters (defaults left out); other parameters (the period) stay. */
export function writeShopDeviationParams(search: URLSearchParams, params: ShopDeviationParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['sort', 'order', 'page', 'pageSize'] as const) {
    if (params[key] === DEFAULT_SHOP_DEVIATION_PARAMS[key]) next.delete(key);
    else next.set(key, String(params[key]));
  }
  return next;
}

/** A click on a sortable column header: the same sort flips its order, another starts ascending; back to page 1. */
export function toggleSort(params: ShopDeviationParams, sort: ShopDeviationSort): ShopDeviationParams {
  return { ...params, sort, order: params.sort === sort && params.order === 'asc' ? 'desc' : 'asc', page: 1 };
}

/** The phone's sort field: another field in the chosen order; back to page 1. */
export function withSort(params: ShopDeviationParams, sort: ShopDeviationSort): ShopDeviationParams {
  return { ...params, sort, page: 1 };
}

/** The phone's sort direction; back to page 1. */
export function withOrder(params: ShopDeviationParams, order: SortOrder): ShopDeviationParams {
  return { ...params, order, page: 1 };
}

/** How a column header shows the list's sort (`aria-sort`): its direction when the list is sorted by one of the column's sorts. */
export function columnSortDirection(params: Pick<ShopDeviationParams, 'sort' | 'order'>, sorts: readonly ShopDeviationSort[]): 'ascending' | 'descending' | undefined {
  if (!sorts.includes(params.sort)) return undefined;
  return params.order === 'asc' ? 'ascending' : 'descending';
}
