import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { IMPORT_COUNTRY_FIELDS, IMPORT_PRODUCT_FIELDS, type ImportField } from '@pm/contracts';

/** The product fields a CSV column can fill (spec §3), named as on the product page. */
export const IMPORT_FIELD_LABELS: Record<ImportField, MessageDescriptor> = {
  name: msg`Name`,
  sku: msg`SKU`,
  brand: msg`Brand`,
  gtin: msg`GTIN/EAN`,
  mpn: msg`MPN`,
  asin: msg`ASIN`,
  pzn: msg`PZN`,
  externalId: msg`External ID`,
  variant: msg`Variant`,
  category: msg`Category`,
  imageUrl: msg`Image URL`,
  offerUrl: msg`Offer URL`,
  protectedSku: msg`Protected SKU`,
  bundleSize: msg`Bundle size`,
  numberOfPackages: msg`Number of packages`,
  quantityPerPackage: msg`Quantity per package`,
  totalQuantity: msg`Total quantity`,
  quantityUnit: msg`Quantity unit`,
  weight: msg`Weight`,
  weightUnit: msg`Weight unit`,
  purchasePrice: msg`Purchase price (net)`,
  purchasePriceCurrency: msg`Currency of the purchase price`,
  targetMargin: msg`Target margin`,
  minPrice: msg`Minimum price`,
  maxPrice: msg`Maximum price`,
  priceLimitsCurrency: msg`Currency of the price limits`,
  minMarkup: msg`Minimum markup`,
  maxMarkup: msg`Maximum markup`,
  tradeGood: msg`Trade good`,
  dangerousGood: msg`Dangerous good`,
  limitedQuantity: msg`Limited quantity (LQ)`,
  nonConveyableByMeasure: msg`Non-conveyable by measure`,
  nonConveyableByVolume: msg`Non-conveyable by volume`,
  pallet: msg`Pallet`,
  halfPallet: msg`Half-pallet`,
  salesPrice: msg`Sales price (gross)`,
  oldPrice: msg`Old price`,
  strikePrice: msg`Strike price`,
  msrp: msg`MSRP`,
  shippingPrice: msg`Shipping price`,
  precalculatedShippingCost: msg`Precalculated shipping cost`,
  vatRate: msg`VAT rate`,
  inStock: msg`In stock`,
  deliveryTime: msg`Delivery time`,
};

/** The choices of the mapping step: fields kept per product, then those kept per country. */
export const IMPORT_FIELD_GROUPS = [
  { label: msg`Product`, fields: IMPORT_PRODUCT_FIELDS },
  { label: msg`Prices and availability in the chosen country`, fields: IMPORT_COUNTRY_FIELDS },
] as const;
