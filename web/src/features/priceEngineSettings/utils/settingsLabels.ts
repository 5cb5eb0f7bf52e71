import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Currency, Metric, ShippingMode } from '@pm/contracts';

export const SHIPPING_MODE_LABELS: Record<ShippingMode, MessageDescriptor> = {
  STANDARD: msg`Standard`,
  HALF_PALLET: msg`Half pallet`,
  PALLET: msg`Pallet`,
};

export const CURRENCY_LABELS: Record<Currency, MessageDescriptor> = {
  EUR: msg`Euro (EUR)`,
  GBP: msg`Pound sterling (GBP)`,
  PLN: msg`Polish złoty (PLN)`,
  USD: msg`US dollar (USD)`,
  CHF: msg`Swiss franc (CHF)`,
};

/** Spec §3 metrics. */
export const METRIC_LABELS: Record<Metric, MessageDescriptor> = {
  PROFIT_MARGIN: msg`Profit margin`,
  PURCHASE_MARKUP: msg`Purchasing price markup`,
  TOTAL_COST_MARKUP: msg`Total cost markup`,
};
