/**
 * The three metrics of spec §3 at a gross price (docs/pricing.md "Metrics"), in percent, two
 * decimals. With N = gross / (1 + VAT/100), P = net purchase price, C = commission (rate % of the
 * gross price), S = own shipping cost:
 * - profit margin      = (N − P − C − S) / N × 100
 * - purchase markup    = (N − P) / P × 100
 * - total cost markup  = (N − (P + C + S)) / (P + C + S) × 100
 * A metric is null when a figure it needs is unknown or its denominator is zero.
 */
import type { MetricValues } from '@pm/contracts';
import { commissionOf } from './commission.ts';
import { roundPercent } from './money.ts';
import { netFromGross } from './vat.ts';

export interface CostBasis {
  vatRate: number;
  commissionRate: number;
  purchasePrice: number | null;
  /** Own net shipping cost per unit; null when unknown. */
  shippingCost: number | null;
  /** Gross shipping charge the channel also takes its commission on (channel setting commissionOnShipping); 0/absent: none. */
  commissionedShippingCharge?: number;
}

export const NO_METRICS: MetricValues = { profitMargin: null, purchaseMarkup: null, totalCostMarkup: null };

export function metricsAt(gross: number | null, basis: CostBasis): MetricValues {
  if (gross == null || gross <= 0 || basis.purchasePrice == null) return NO_METRICS;
  const net = netFromGross(gross, basis.vatRate);
  const purchase = basis.purchasePrice;
  const purchaseMarkup = purchase > 0 ? roundPercent(((net - purchase) / purchase) * 100) : null;
  if (basis.shippingCost == null) return { profitMargin: null, purchaseMarkup, totalCostMarkup: null };
  const totalCosts = purchase + commissionOf(gross + (basis.commissionedShippingCharge ?? 0), basis.commissionRate) + basis.shippingCost;
  return {
    profitMargin: roundPercent(((net - totalCosts) / net) * 100),
    purchaseMarkup,
    totalCostMarkup: totalCosts > 0 ? roundPercent(((net - totalCosts) / totalCosts) * 100) : null,
  };
}
