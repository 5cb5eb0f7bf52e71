import type { ShopVariation, VariationIssue } from './shopSystem.ts';

/**
 * The rule of the port for a SKU seen twice, in one place for every adapter: the first variation
 * with a SKU is kept (across pages), a later one is reported as SKU_DUPLICATE and left out.
 */
export function createSkuGuard() {
  const firstSeen = new Map<string, string>();
  /** Whether to keep the variation; pushes the issue when not. */
  return (variation: ShopVariation, issues: VariationIssue[], row: number | null = null): boolean => {
    const first = firstSeen.get(variation.sku);
    if (first === undefined) {
      firstSeen.set(variation.sku, variation.variationId);
      return true;
    }
    const where = row === null ? `Variation ${variation.variationId}` : `Row ${row}`;
    issues.push({ reason: 'SKU_DUPLICATE', variationId: variation.variationId, row, sku: variation.sku, field: 'sku', firstVariationId: first, message: `${where} has the SKU ${variation.sku} of variation ${first}; the first one is kept.` });
    return false;
  };
}
