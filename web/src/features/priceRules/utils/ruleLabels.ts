import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FilterField, FilterOperator, TargetType } from '@pm/contracts';

/** The fields a filter condition can look at (contracts FILTER_FIELDS), as people call them. */
export const FILTER_FIELD_LABELS: Record<FilterField, MessageDescriptor> = {
  name: msg({ message: 'Name', comment: 'Product field in a price-rule filter' }),
  brand: msg`Brand`,
  sku: msg`SKU`,
  gtin: msg`EAN/GTIN`,
  mpn: msg`MPN`,
  variant: msg`Variant`,
  externalId: msg`External ID`,
  categoryId: msg`Category`,
  purchasePrice: msg`Purchase price (net)`,
  salesPrice: msg`Sales price (gross)`,
  msrp: msg`MSRP`,
  weight: msg`Weight (kg)`,
  targetMargin: msg`Target margin (%)`,
  competitorCount: msg`Number of competitor offers`,
  cheapestCompetitorPrice: msg`Cheapest competitor price`,
  inStock: msg`In stock`,
  tradeGood: msg`Trade good`,
  protectedSku: msg`Protected SKU`,
  dangerousGood: msg`Dangerous good`,
  limitedQuantity: msg`Limited quantity (LQ)`,
  pallet: msg`Pallet`,
  halfPallet: msg`Half pallet`,
  profitMargin: msg`Profit margin (%)`,
  purchaseMarkup: msg`Purchasing price markup (%)`,
  totalCostMarkup: msg`Total cost markup (%)`,
};

/** Filter operators of spec §3. */
export const OPERATOR_LABELS: Record<FilterOperator, MessageDescriptor> = {
  EQUALS: msg`equals`,
  NOT_EQUALS: msg`does not equal`,
  INCLUDES: msg`includes`,
  NOT_INCLUDES: msg`does not include`,
  IN: msg`is one of`,
  NOT_IN: msg`is none of`,
  GREATER_THAN: msg`greater than`,
  GREATER_THAN_OR_EQUAL: msg`greater than or equal to`,
  LESS_THAN: msg`less than`,
  LESS_THAN_OR_EQUAL: msg`less than or equal to`,
};

/** Target types of spec §3. */
export const TARGET_TYPE_LABELS: Record<TargetType, MessageDescriptor> = {
  PURCHASE_MARKUP: msg`Markup on the purchase price`,
  TOTAL_COST_MARKUP: msg`Markup on total costs`,
  PROFIT_MARGIN: msg`Target profit margin`,
  CHEAPEST_COMPETITOR: msg`Position against the cheapest competitor`,
};
