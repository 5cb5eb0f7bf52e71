/**
 * The three metrics of spec §3 at a gross price (docs/pricing.md "Metrics"), in percent, two
 * decimals. With N = gross / (1 + VAT/100), P = net purchase price, C = commission (rate % of the
 * gross price, plus the shipping charge where the channel's commission applies to it), S = own
 * shipping cost:
 * - profit margin      = (N − P − C − S) / N × 100
 * - purchase markup    = (N − P) / P × 100
 * - total cost markup  = (N − (P + C + S)) / (P + C + S) × 100
 * Computed exactly and rounded once, half up to two decimals (`roundPercent`), so the margin the
 * trace shows is the margin of the price, not of its binary neighbour. A metric is null when a
 * figure it needs is unknown or its denominator is zero. The one computation the pricing engine,
 * its trace and the dashboard's top metric share.
 */
import type { MetricValues } from '../../pricing/decisionTrace.ts';
import { exact, Exact, roundPercent } from '../money/exactAmount.ts';
import { commissionOf, netFromGross } from '../money/percentFactors.ts';

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

/** 100 × part / whole to two decimals (whole > 0). */
const percent = (part: bigint, whole: bigint): number => roundPercent(new Exact(100n * part, whole));

export function metricsAt(gross: number | null, basis: CostBasis): MetricValues {
  if (gross == null || gross <= 0 || basis.purchasePrice == null) return NO_METRICS;
  // Cross-multiplied over common denominators rather than chained Exact operations: a run computes
  // metrics for every product × channel twice (current and proposed price), so fewer BigInt products.
  const price = exact(gross);
  const net = netFromGross(price, basis.vatRate);
  const purchase = exact(basis.purchasePrice);
  // (N − P) / P with N = n / d, P = p / q: (n q − p d) / (p d).
  const purchaseScaled = purchase.num * net.den;
  const purchaseMarkup = purchase.num > 0n ? percent(net.num * purchase.den - purchaseScaled, purchaseScaled) : null;
  if (basis.shippingCost == null) return { profitMargin: null, purchaseMarkup, totalCostMarkup: null };
  const charge = basis.commissionedShippingCharge ?? 0;
  const commission = commissionOf(charge === 0 ? price : price.plus(exact(charge)), basis.commissionRate);
  const totalCosts = purchase.plus(exact(basis.shippingCost)).plus(commission);
  // N and T = t / u over the denominator d u: net n u, costs t d; margin (N − T) / N, total cost markup (N − T) / T.
  const netScaled = net.num * totalCosts.den;
  const costsScaled = totalCosts.num * net.den;
  return {
    profitMargin: percent(netScaled - costsScaled, netScaled),
    purchaseMarkup,
    // Total costs of 0 (or below) have no markup (docs/pricing.md "Metrics").
    totalCostMarkup: costsScaled > 0n ? percent(netScaled - costsScaled, costsScaled) : null,
  };
}
