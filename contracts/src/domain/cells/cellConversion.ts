/** Turns one mapped cell into the value of its product field, or says why it cannot. */
import { CURRENCIES } from '../../enums.ts';
import { QUANTITY_UNITS, WEIGHT_UNITS } from '../../http/products.ts';
import type { DecimalSeparator, ImportField, ImportRowErrorCode } from '../../http/productImports.ts';
import { parseBooleanCell, parseDecimalCell, parseUnitCell } from './cellValues.ts';

type Kind = 'text' | 'upperText' | 'number' | 'boolean' | 'quantityUnit' | 'weightUnit' | 'currency' | 'category';

const KINDS: Record<ImportField, Kind> = {
  name: 'text', sku: 'text', brand: 'text', gtin: 'text', mpn: 'text', asin: 'upperText', pzn: 'text', externalId: 'text', variant: 'text',
  category: 'category', imageUrl: 'text', offerUrl: 'text', protectedSku: 'boolean',
  bundleSize: 'number', numberOfPackages: 'number', quantityPerPackage: 'number', totalQuantity: 'number', quantityUnit: 'quantityUnit',
  weight: 'number', weightUnit: 'weightUnit',
  purchasePrice: 'number', purchasePriceCurrency: 'currency', targetMargin: 'number', minPrice: 'number', maxPrice: 'number', priceLimitsCurrency: 'currency', minMarkup: 'number', maxMarkup: 'number',
  tradeGood: 'boolean', dangerousGood: 'boolean', limitedQuantity: 'boolean', nonConveyableByMeasure: 'boolean', nonConveyableByVolume: 'boolean',
  pallet: 'boolean', halfPallet: 'boolean',
  salesPrice: 'number', oldPrice: 'number', strikePrice: 'number', msrp: 'number', shippingPrice: 'number', precalculatedShippingCost: 'number',
  vatRate: 'number', inStock: 'boolean', deliveryTime: 'text',
};

export const isNumberField = (field: ImportField): boolean => KINDS[field] === 'number';

/** A category of the company with its breadcrumb path from the root. */
export interface CategoryRef {
  id: string;
  path: string[];
}

const categoryKey = (parts: string[]) => parts.map((p) => p.trim().toLowerCase()).join('\u0000');

/**
 * Finds categories by breadcrumb ("Camping › Zelte", "Camping > Zelte", "Camping/Zelte") or by
 * a name that only one category has.
 */
export function categoryResolver(categories: CategoryRef[]): (text: string) => string | undefined {
  const byPath = new Map(categories.map((c) => [categoryKey(c.path), c.id]));
  const byName = new Map<string, string | null>();
  for (const c of categories) {
    const name = categoryKey(c.path.slice(-1));
    byName.set(name, byName.has(name) ? null : c.id);
  }
  return (text) => {
    const parts = text.split(/\s*[›>/|]\s*/).filter((p) => p.trim() !== '');
    return byPath.get(categoryKey(parts)) ?? (parts.length === 1 ? (byName.get(categoryKey(parts)) ?? undefined) : undefined);
  };
}

export type CellResult = { ok: true; value: unknown } | { ok: false; code: ImportRowErrorCode };

export interface CellContext {
  decimalSeparator: DecimalSeparator;
  category(text: string): string | undefined;
}

/** `value` undefined: the cell is empty and leaves the field as it is. */
export function convertCell(field: ImportField, text: string, context: CellContext): CellResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  switch (KINDS[field]) {
    case 'text':
      return { ok: true, value: trimmed };
    case 'upperText':
      return { ok: true, value: trimmed.toUpperCase() };
    case 'number': {
      const number = parseDecimalCell(trimmed, context.decimalSeparator);
      return Number.isNaN(number) ? { ok: false, code: 'INVALID_NUMBER' } : { ok: true, value: number };
    }
    case 'boolean': {
      const value = parseBooleanCell(trimmed);
      return value === undefined ? { ok: false, code: 'INVALID_BOOLEAN' } : { ok: true, value };
    }
    case 'quantityUnit': {
      const value = parseUnitCell(trimmed, QUANTITY_UNITS);
      return value === undefined ? { ok: false, code: 'INVALID_UNIT' } : { ok: true, value };
    }
    case 'weightUnit': {
      const value = parseUnitCell(trimmed, WEIGHT_UNITS);
      return value === undefined ? { ok: false, code: 'INVALID_UNIT' } : { ok: true, value };
    }
    case 'currency': {
      const code = trimmed.toUpperCase();
      return (CURRENCIES as readonly string[]).includes(code) ? { ok: true, value: code } : { ok: false, code: 'INVALID_CURRENCY' };
    }
    case 'category': {
      const id = context.category(trimmed);
      return id === undefined ? { ok: false, code: 'UNKNOWN_CATEGORY' } : { ok: true, value: id };
    }
  }
}
