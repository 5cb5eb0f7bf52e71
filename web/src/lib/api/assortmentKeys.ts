import type { ProductListParams } from '../utils/productListQuery.ts';

/** Query keys of assortment data; the live socket invalidates everything under ['products']. */
export const assortmentKeys = {
  all: ['products'],
  lists: (companyId: string) => ['products', companyId, 'list'],
  list: (companyId: string, params: ProductListParams) => ['products', companyId, 'list', params],
  detail: (companyId: string, productId: string) => ['products', companyId, 'detail', productId],
  /** The brands of the assortment (GET /brands); under ['products'], so new and changed products refresh them. */
  brands: (companyId: string, searchText: string, limit: number) => ['products', companyId, 'brands', searchText, limit],
  /** Under ['offers'], which the live socket invalidates when new prices are scraped. */
  offers: (companyId: string, productId: string) => ['offers', companyId, productId],
  /** Under ['scrape-records'], which the live socket invalidates as scrape jobs move on. */
  scrapeProgress: (companyId: string, productId: string) => ['scrape-records', companyId, 'open', productId],
  /** One competitor URL (comparison product); under ['offers'] too, so new observations refresh it. */
  comparison: (companyId: string, productId: string, urlId: string, range: string) => ['offers', companyId, productId, 'url', urlId, range],
  /** The product's comparison products (issue 17 item 7); under ['offers'], which the live socket invalidates when they are added, removed or scraped. */
  comparisons: (companyId: string, productId: string) => ['offers', companyId, productId, 'comparison-products'],
} as const;
