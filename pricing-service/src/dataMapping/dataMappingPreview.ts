/**
 * The input mapping's preview (issue 15 item 5): the first rows of the connected system's first
 * page read with the mapping as edited — through the same `mapInputRow` the refresh uses — with
 * each row's errors and the rows the system itself reported (no SKU, duplicate SKU).
 */
import { PREVIEW_ROWS, type InputMapping, type PreviewAnswer } from '@pm/contracts';
import { mapInputRow } from '@pm/contracts/domain';
import type { ShopSystem, ShopVariation } from '../shopSystem/shopSystem.ts';

/** The source fields a variation offers, for the mapping's pick lists. */
export function sourceFieldsOf(variations: readonly ShopVariation[]): string[] {
  const fields = new Set<string>(['sku', 'name', 'barcode', 'purchasePrice', 'stock']);
  for (const v of variations) {
    for (const price of v.salesPrices) fields.add(`salesPrice:${price.salesPriceId}`);
    for (const name of Object.keys(v.properties)) fields.add(`property:${name}`);
  }
  return [...fields];
}

export async function previewInputMapping(system: ShopSystem, mapping: InputMapping, signal?: AbortSignal): Promise<PreviewAnswer> {
  // Only the first page is read: the preview shows how rows will be read, not the whole system.
  for await (const page of system.readVariations({ pageSize: PREVIEW_ROWS, ...(signal ? { signal } : {}) })) {
    const variations = page.variations.slice(0, PREVIEW_ROWS);
    return {
      connected: true,
      rows: variations.map((variation, i) => {
        const mapped = mapInputRow(variation, mapping);
        return { row: i + 1, sku: variation.sku, fields: { ...mapped.fields, ...(Object.keys(mapped.countryPricing).length > 0 ? { pricing: mapped.countryPricing } : {}) }, customValues: mapped.customValues, errors: mapped.errors };
      }),
      issues: page.issues.slice(0, PREVIEW_ROWS).map((issue) => ({ row: issue.row, reason: issue.reason, sku: issue.sku, field: issue.field })),
      sourceFields: sourceFieldsOf(variations),
    };
  }
  return { connected: true, rows: [], issues: [], sourceFields: sourceFieldsOf([]) };
}
