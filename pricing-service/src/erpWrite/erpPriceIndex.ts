/**
 * What the write-back reads of the ERP: a SKU's variation id (where its prices go) and the sales
 * prices a variation holds now (to reconcile a batch a crash left open). Read page by page as the
 * system pages, and only until every variation asked for is found.
 */
import type { ShopSystem } from '../shopSystem/shopSystem.ts';

export interface ErpPrices {
  /** variation id → sales price id → cents. */
  pricesOf: Map<string, Map<string, number>>;
  variationOfSku: Map<string, string>;
}

/** The largest page the systems serve (Plenty: 250); fewer calls under a rate limit. */
const PAGE_SIZE = 250;

export async function readErpPrices(shop: ShopSystem, wanted: { skus?: ReadonlySet<string>; variationIds?: ReadonlySet<string> }): Promise<ErpPrices> {
  const result: ErpPrices = { pricesOf: new Map(), variationOfSku: new Map() };
  const skus = new Set(wanted.skus ?? []);
  const variationIds = new Set(wanted.variationIds ?? []);
  if (skus.size === 0 && variationIds.size === 0) return result;
  for await (const page of shop.readVariations({ pageSize: PAGE_SIZE })) {
    for (const variation of page.variations) {
      const bySku = skus.delete(variation.sku);
      const byId = variationIds.delete(variation.variationId);
      if (!bySku && !byId) continue;
      result.variationOfSku.set(variation.sku, variation.variationId);
      result.pricesOf.set(variation.variationId, new Map(variation.salesPrices.map((p) => [p.salesPriceId, p.priceCents])));
    }
    if (skus.size === 0 && variationIds.size === 0) break;
  }
  return result;
}
