import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from './companyKeys.ts';
import { refetchAfterWrite } from './refetchAfterWrite.ts';
import type { ProductListParams } from '../utils/productListQuery.ts';
import { assortmentKeys } from './assortmentKeys.ts';
import { getProduct } from './productQuery.ts';
import { getProducts } from './productsQuery.ts';

/** After a product changed: reloads its details and the lists once they reflect the write. */
export async function refetchProduct(queryClient: QueryClient, companyId: string, productId: string, position: string): Promise<void> {
  await Promise.all([
    refetchAfterWrite(queryClient, assortmentKeys.detail(companyId, productId), (minPosition) => getProduct(companyId, productId, { minPosition }), position),
    refetchProductLists(queryClient, companyId, position),
  ]);
}

/**
 * Reloads every cached page of the company's assortment list once it reflects the write at
 * `position`, and the company setup counts (dashboard) that include the products.
 */
export async function refetchProductLists(queryClient: QueryClient, companyId: string, position: string): Promise<void> {
  const lists = queryClient.getQueryCache().findAll({ queryKey: assortmentKeys.lists(companyId) });
  await Promise.all([
    ...lists.map((query) => {
      const params = query.queryKey[3] as ProductListParams;
      return refetchAfterWrite(queryClient, query.queryKey, (minPosition) => getProducts(companyId, params, { minPosition }), position);
    }),
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  ]);
}
