/**
 * How a refresh turns an ERP variation into product fields until the company's input data mapping
 * (issue 15 item 5, `mapInputRow`) is used: name, the first valid barcode as GTIN, the purchase
 * price and the stock. Values that do not fit are errors naming the field; the row is then
 * rejected as a whole (no half-applied row).
 */
import { isValidGtin, type ProductFields } from '@pm/contracts';
import type { ShopVariation } from '../shopSystem/shopSystem.ts';

export interface MappedVariation {
  fields: Partial<ProductFields>;
  errors: { field: string; code: string; params: Record<string, string | number | null> }[];
}

export function defaultMapVariation(variation: ShopVariation): MappedVariation {
  const fields: Partial<ProductFields> = {};
  const errors: MappedVariation['errors'] = [];
  if (variation.name) fields.name = variation.name.slice(0, 300);
  const gtin = variation.barcodes.find((code) => isValidGtin(code));
  if (gtin) fields.gtin = gtin;
  else if (variation.barcodes.length > 0) errors.push({ field: 'gtin', code: 'INVALID_GTIN', params: { value: variation.barcodes[0]?.slice(0, 80) ?? null } });
  // Cents to the product's decimal purchase price: integer cents over 100 is exact in a double for every price we accept.
  if (variation.purchasePriceCents !== null) fields.purchasePrice = variation.purchasePriceCents / 100;
  // Oversold stock (negative net stock) means nothing is sellable.
  if (variation.stock !== null) fields.stockQuantity = Math.max(0, Math.trunc(variation.stock));
  return { fields, errors };
}
