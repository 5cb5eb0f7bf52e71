import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductSortField } from '../../../lib/utils/productListQuery.ts';

const SORT_LABELS: Record<ProductSortField, MessageDescriptor> = {
  nameLocal: msg`Name`,
  brand: msg`Brand`,
  sku: msg`SKU`,
  leadPName: msg`Lead product name`,
  createdAt: msg`Date added`,
};

/** The translated label of an assortment sort field. */
export function useSortLabels(): (field: ProductSortField) => string {
  const { i18n } = useLingui();
  return (field) => i18n._(SORT_LABELS[field]);
}
