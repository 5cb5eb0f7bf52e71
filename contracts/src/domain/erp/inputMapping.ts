/**
 * The input data mapping (issue 15 item 5): how one variation of the company's ERP/shop system
 * becomes product fields, country prices and custom values. `mapInputRow` is pure and the one
 * reading of a row: the preview shows what it answers and the refresh writes what it answers.
 * A value that cannot be read is an error naming the field (never a silently wrong number); the
 * other fields of the row are still read.
 */
import type { Country } from '../../enums.ts';
import { CUSTOM_VALUE_ITEM_MAX, CUSTOM_VALUE_LIST_MAX, CUSTOM_VALUE_TEXT_MAX, type CustomValue, type CustomValueType, type CustomValues } from '../../http/customValues.ts';
import { MAPPABLE_PRODUCT_FIELDS, type DataMappingIssue, type InputMapping, type InputMappingRow, type MappingTarget, type ValueError } from '../../http/dataMapping.ts';
import { QUANTITY_UNITS, type CountryPricing, type ProductFields } from '../../http/products.ts';
import { COUNT_MAX, MONEY_MAX, QUANTITY_MAX } from '../../validation/amounts.ts';
import { isValidGtin } from '../../validation/gtin.ts';
import { parseMappedNumber, parseUnitCell } from '../cells/cellValues.ts';

type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** A variation as the shop-system port reads it (structurally pricing-service's ShopVariation). */
export interface InputVariation {
  sku: string;
  name: string | null;
  barcodes: readonly string[];
  /** Gross, in cents, per sales price id. */
  salesPrices: readonly { salesPriceId: string; priceCents: number }[];
  purchasePriceCents: number | null;
  stock: number | null;
  properties: Readonly<Record<string, string>>;
  /**
   * The cells as written where the source is text (a CSV export): source field → text. A number
   * field found here is read with the mapping's number format instead of the adapter's number.
   */
  texts?: Readonly<Record<string, string>>;
}

export interface MappedInputRow {
  fields: Partial<ProductFields>;
  countryPricing: Partial<Record<Country, Partial<CountryPricing>>>;
  customValues: CustomValues;
  errors: ValueError[];
}

/** What a company that never saved the mapping starts from: browser-safe, so it lives with the HTTP shapes (the screen starts from it). */
export { DEFAULT_INPUT_MAPPING } from '../../http/dataMapping.ts';

/** The data types a product field may be read as (a number field also from a percentage and back). */
const allowedTypes = (field: keyof typeof MAPPABLE_PRODUCT_FIELDS): readonly CustomValueType[] => {
  const type = MAPPABLE_PRODUCT_FIELDS[field];
  return type === 'NUMBER' || type === 'PERCENTAGE' ? ['NUMBER', 'PERCENTAGE'] : [type];
};

export const targetPath = (target: MappingTarget): string =>
  target.kind === 'product' ? target.field : target.kind === 'countryPrice' ? `pricing.${target.country}.${target.field}` : `customValues.${target.key}`;

/** Problems of a mapping (spec §5): required values, a target filled twice, a type that does not fit, an unknown custom value. */
export function inputMappingIssues(mapping: InputMapping, customValueTypes: ReadonlyMap<string, CustomValueType>): DataMappingIssue[] {
  const issues: DataMappingIssue[] = [];
  if (mapping.listSeparator === '') issues.push({ path: 'listSeparator', code: 'LIST_SEPARATOR_REQUIRED', params: {} });
  if (mapping.trueValue === '' || mapping.falseValue === '') issues.push({ path: mapping.trueValue === '' ? 'trueValue' : 'falseValue', code: 'TRUE_FALSE_VALUES_REQUIRED', params: {} });
  else if (mapping.trueValue.toLowerCase() === mapping.falseValue.toLowerCase()) issues.push({ path: 'falseValue', code: 'TRUE_FALSE_VALUES_SAME', params: {} });
  if (mapping.quantityUnit === null) issues.push({ path: 'quantityUnit', code: 'QUANTITY_UNIT_REQUIRED', params: {} });
  const seen = new Set<string>();
  mapping.rows.forEach((row, i) => {
    const path = targetPath(row.target);
    if (seen.has(path)) issues.push({ path: `rows.${i}.target`, code: 'TARGET_MAPPED_TWICE', params: { target: path } });
    seen.add(path);
    if (row.target.kind === 'customValue') {
      const type = customValueTypes.get(row.target.key);
      if (type === undefined) issues.push({ path: `rows.${i}.target`, code: 'CUSTOM_VALUE_UNKNOWN', params: { key: row.target.key } });
      else if (type !== row.dataType) issues.push({ path: `rows.${i}.dataType`, code: 'DATA_TYPE_MISMATCH', params: { target: path, expected: type } });
    } else {
      const allowed = row.target.kind === 'product' ? allowedTypes(row.target.field) : (['NUMBER'] as const);
      if (!allowed.includes(row.dataType)) issues.push({ path: `rows.${i}.dataType`, code: 'DATA_TYPE_MISMATCH', params: { target: path, expected: allowed[0]! } });
    }
  });
  return issues;
}

type Raw = string | number | null;

/** The source field's value: typed where the system typed it, the written text where there is one. */
function sourceValue(variation: InputVariation, source: string): Raw {
  const text = variation.texts?.[source];
  if (text !== undefined) return text;
  if (source === 'sku') return variation.sku;
  if (source === 'name') return variation.name;
  // A system may list several barcodes (EAN, UPC, internal): the first valid GTIN is the product's.
  if (source === 'barcode') return variation.barcodes.find((code) => isValidGtin(code)) ?? variation.barcodes[0] ?? null;
  if (source === 'purchasePrice') return variation.purchasePriceCents === null ? null : variation.purchasePriceCents / 100;
  if (source === 'stock') return variation.stock;
  if (source.startsWith('salesPrice:')) {
    const id = source.slice('salesPrice:'.length);
    const price = variation.salesPrices.find((p) => p.salesPriceId === id);
    return price === undefined ? null : price.priceCents / 100;
  }
  if (source.startsWith('property:')) return variation.properties[source.slice('property:'.length)] ?? null;
  return null;
}

type Read = { ok: true; value: CustomValue } | { ok: false; error: Omit<ValueError, 'field'> };

/** The value as the row's data type reads it. */
function readValue(raw: string | number, row: InputMappingRow, mapping: InputMapping): Read {
  const shown = String(raw);
  switch (row.dataType) {
    case 'TEXT':
      return shown.trim().length > CUSTOM_VALUE_TEXT_MAX ? { ok: false, error: { code: 'TOO_LONG', params: { max: CUSTOM_VALUE_TEXT_MAX } } } : { ok: true, value: shown.trim() };
    case 'NUMBER':
    case 'PERCENTAGE': {
      const number = typeof raw === 'number' ? raw : parseMappedNumber(raw, row.numberFormat === 'COMMA' ? ',' : '.');
      if (number === null) return { ok: true, value: '' };
      return Number.isNaN(number) ? { ok: false, error: { code: 'NOT_A_NUMBER', params: { value: shown.slice(0, 80), format: row.numberFormat } } } : { ok: true, value: number };
    }
    case 'BOOLEAN': {
      const text = shown.trim().toLowerCase();
      if (text === mapping.trueValue.toLowerCase()) return { ok: true, value: true };
      if (text === mapping.falseValue.toLowerCase()) return { ok: true, value: false };
      return { ok: false, error: { code: 'NOT_A_BOOLEAN', params: { value: shown.slice(0, 80), trueValue: mapping.trueValue, falseValue: mapping.falseValue } } };
    }
    case 'LIST': {
      const items = shown.split(mapping.listSeparator || ',').map((item) => item.trim()).filter((item) => item !== '');
      if (items.length > CUSTOM_VALUE_LIST_MAX || items.some((item) => item.length > CUSTOM_VALUE_ITEM_MAX)) return { ok: false, error: { code: 'TOO_LONG', params: { max: CUSTOM_VALUE_LIST_MAX } } };
      return { ok: true, value: items };
    }
    case 'JSON': {
      if (shown.length > CUSTOM_VALUE_TEXT_MAX) return { ok: false, error: { code: 'TOO_LONG', params: { max: CUSTOM_VALUE_TEXT_MAX } } };
      try {
        return { ok: true, value: JSON.stringify(JSON.parse(shown)) };
      } catch {
        return { ok: false, error: { code: 'INVALID_JSON', params: { value: shown.slice(0, 80) } } };
      }
    }
  }
}

const TEXT_MAX: Partial<Record<string, number>> = { name: 300, variant: 200 };
const LIMITS: Partial<Record<string, { max: number; integer?: boolean }>> = {
  purchasePrice: { max: MONEY_MAX },
  minPrice: { max: MONEY_MAX },
  maxPrice: { max: MONEY_MAX },
  stockQuantity: { max: Number.MAX_SAFE_INTEGER, integer: true },
  weight: { max: QUANTITY_MAX },
  quantityPerPackage: { max: QUANTITY_MAX },
  totalQuantity: { max: QUANTITY_MAX },
  targetMargin: { max: 100 },
  bundleSize: { max: COUNT_MAX, integer: true },
};

/** A read value checked for its product field; `undefined` value: leave the field as it is. */
function productValue(field: keyof typeof MAPPABLE_PRODUCT_FIELDS, value: CustomValue, mapping: InputMapping): Read {
  if (field === 'quantityUnit') {
    const text = String(value);
    const mapped = mapping.unitValues.find((u) => u.source.toLowerCase() === text.toLowerCase())?.unit ?? parseUnitCell<QuantityUnit>(text, QUANTITY_UNITS);
    return mapped ? { ok: true, value: mapped } : { ok: false, error: { code: 'UNKNOWN_UNIT', params: { value: text.slice(0, 80) } } };
  }
  if (field === 'gtin') return isValidGtin(String(value)) ? { ok: true, value } : { ok: false, error: { code: 'INVALID_GTIN', params: { value: String(value).slice(0, 80) } } };
  if (typeof value === 'string') {
    const max = TEXT_MAX[field] ?? 120;
    return value.length > max ? { ok: false, error: { code: 'TOO_LONG', params: { max } } } : { ok: true, value };
  }
  if (typeof value === 'number') {
    const limit = LIMITS[field];
    // Plenty reports oversold stock as negative net stock: nothing is sellable.
    const number = field === 'stockQuantity' ? Math.max(0, value) : value;
    if (limit && (number < 0 || number > limit.max || (limit.integer === true && !Number.isInteger(number)))) {
      return { ok: false, error: { code: 'OUT_OF_RANGE', params: { value: number, max: limit.max } } };
    }
    return { ok: true, value: number };
  }
  return { ok: true, value };
}

/** One variation read with the mapping: what the refresh writes and the preview shows. */
export function mapInputRow(variation: InputVariation, mapping: InputMapping): MappedInputRow {
  const result: MappedInputRow = { fields: { sku: variation.sku }, countryPricing: {}, customValues: {}, errors: [] };
  const fields = result.fields as Record<string, unknown>;
  let unitMapped = false;
  for (const row of mapping.rows) {
    const field = targetPath(row.target);
    const raw = sourceValue(variation, row.source);
    if (row.target.kind === 'product' && row.target.field === 'quantityUnit') unitMapped = true;
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    let read = readValue(raw, row, mapping);
    if (read.ok && read.value === '') continue;
    if (read.ok && row.target.kind === 'product') read = productValue(row.target.field, read.value, mapping);
    if (read.ok && row.target.kind === 'countryPrice') {
      const price = read.value as number;
      // A price has cents: more decimals would be a wrong reading of the source, not a price.
      if (price < 0 || price > MONEY_MAX || Math.round(price * 100) / 100 !== price) read = { ok: false, error: { code: 'OUT_OF_RANGE', params: { value: price, max: MONEY_MAX } } };
    }
    if (!read.ok) {
      result.errors.push({ field, ...read.error, params: { ...read.error.params, source: row.source } });
      continue;
    }
    if (row.target.kind === 'product') fields[row.target.field] = read.value;
    else if (row.target.kind === 'countryPrice') result.countryPricing[row.target.country] = { ...result.countryPricing[row.target.country], [row.target.field]: read.value };
    else result.customValues[row.target.key] = read.value;
  }
  if (fields.quantityUnit === undefined && mapping.quantityUnit !== null && (!unitMapped || !result.errors.some((e) => e.field === 'quantityUnit'))) fields.quantityUnit = mapping.quantityUnit;
  return result;
}
