/** What an import is validated against: the company's products by SKU and its categories, read from their streams. */
import { streams, type CategoryEvent, type SkuReservationEvent } from '@pm/contracts/events';
import { fold, toDomainEvent, type EventStore } from '@pm/platform';
import { categoryTreeDecider } from '../categories/categoryTreeDecider.ts';
import type { ProductCommands } from '../products/productCommands.ts';
import { skuDecider, type CategoryRef } from '@pm/contracts/domain';
import { skuKey, type ExistingProduct } from './importRows.ts';

export async function existingProducts(store: EventStore, products: ProductCommands, companyId: string, skus: Iterable<string>): Promise<Map<string, ExistingProduct>> {
  const existing = new Map<string, ExistingProduct>();
  for (const sku of skus) {
    const key = skuKey(sku);
    if (key === '' || existing.has(key)) continue;
    const holder = fold(skuDecider, (await store.readStream(streams.productSku(companyId, sku))).map((r) => toDomainEvent<SkuReservationEvent>(r))).productId;
    if (!holder) continue;
    const product = await products.loadProduct(holder);
    if (product.status !== 'none' && product.fields && product.companyId === companyId) existing.set(key, { fields: product.fields });
  }
  return existing;
}

export async function companyCategories(store: EventStore, companyId: string): Promise<CategoryRef[]> {
  const tree = fold(categoryTreeDecider, (await store.readStream(streams.categories(companyId))).map((r) => toDomainEvent<CategoryEvent>(r)));
  const pathOf = (id: string): string[] => {
    const path: string[] = [];
    const seen = new Set<string>();
    for (let current: string | null = id; current !== null && !seen.has(current); current = tree.nodes[current]?.parentId ?? null) {
      seen.add(current);
      const node = tree.nodes[current];
      if (node) path.unshift(node.name);
    }
    return path;
  };
  return Object.keys(tree.nodes).map((id) => ({ id, path: pathOf(id) }));
}
