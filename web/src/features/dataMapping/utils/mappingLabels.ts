import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CustomValueType, MappableProductField, NumberFormat } from '@pm/contracts';

/** The product fields a mapping may fill, named as on the product page. */
export const PRODUCT_FIELD_LABELS: Record<MappableProductField, MessageDescriptor> = {
  name: msg`Name`,
  brand: msg`Brand`,
  gtin: msg`GTIN/EAN`,
  mpn: msg`MPN`,
  externalId: msg`External ID`,
  variant: msg`Variant`,
  purchasePrice: msg`Purchase price (net)`,
  stockQuantity: msg`Stock`,
  weight: msg`Weight`,
  quantityPerPackage: msg`Quantity per package`,
  totalQuantity: msg`Total quantity`,
  quantityUnit: msg`Quantity unit`,
  targetMargin: msg`Target margin`,
  minPrice: msg`Minimum price`,
  maxPrice: msg`Maximum price`,
  tradeGood: msg`Trade good`,
  dangerousGood: msg`Dangerous good`,
};

/** A country's prices a mapping may fill. */
export const COUNTRY_PRICE_LABELS: Record<'salesPrice' | 'strikePrice' | 'msrp', MessageDescriptor> = {
  salesPrice: msg`Sales price (gross)`,
  strikePrice: msg`Strike price`,
  msrp: msg`MSRP`,
};

/** Spec §3 data types. */
export const DATA_TYPE_LABELS: Record<CustomValueType, MessageDescriptor> = {
  TEXT: msg`Text`,
  NUMBER: msg`Number`,
  PERCENTAGE: msg`Percentage`,
  BOOLEAN: msg`Boolean (yes/no)`,
  LIST: msg`List`,
  JSON: msg`JSON`,
};

export const NUMBER_FORMAT_LABELS: Record<NumberFormat, MessageDescriptor> = {
  DOT: msg`Decimal dot (12.99)`,
  COMMA: msg`Decimal comma (12,99)`,
};


/** The fixed fields of a connected system's variation (salesPrice:<id> and property:<name> are named by their id/name). */
export const SOURCE_FIELD_LABELS: Record<'sku' | 'name' | 'barcode' | 'purchasePrice' | 'stock', MessageDescriptor> = {
  sku: msg`SKU`,
  name: msg`Name`,
  barcode: msg`Barcode (first GTIN)`,
  purchasePrice: msg`Purchase price`,
  stock: msg`Stock`,
};
