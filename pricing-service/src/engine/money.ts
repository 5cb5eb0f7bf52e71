/**
 * Cent rounding (docs/pricing.md "Rounding", "Money representation"). Prices are gross amounts in
 * the channel currency. The solvers (targets, price limits) compute with exact decimals (big.js)
 * and hand a `Big` to these functions, which round it exactly. A plain number (fees, offer totals,
 * metrics) is rounded with a small epsilon that keeps binary float noise (1.005 * 100 = 100.49999…)
 * from deciding a cent.
 */
import Big from 'big.js';

const EPSILON = 1e-6;

/** An input amount or percentage as the exact decimal it was written as (its shortest decimal form). */
export const exact = (amount: number): Big => new Big(amount);

/** Half up to the cent: target prices, fees. */
export function roundCents(amount: number | Big): number {
  if (amount instanceof Big) return amount.round(2, Big.roundHalfUp).toNumber();
  return Math.round(amount * 100 + (amount >= 0 ? EPSILON : -EPSILON)) / 100;
}

/** Up to the next cent: lower price bounds, so the bound itself still satisfies its limit. */
export function ceilCents(amount: number | Big): number {
  if (amount instanceof Big) return amount.round(2, amount.gte(0) ? Big.roundUp : Big.roundDown).toNumber();
  return Math.ceil(amount * 100 - EPSILON) / 100;
}

/** Down to the cent: upper price bounds. */
export function floorCents(amount: number | Big): number {
  if (amount instanceof Big) return amount.round(2, amount.gte(0) ? Big.roundDown : Big.roundUp).toNumber();
  return Math.floor(amount * 100 + EPSILON) / 100;
}

/** A price as whole cents (for exact comparisons and price endings). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Percent values (metrics) are kept to two decimals. */
export const roundPercent = (value: number): number => Math.round(value * 100 + (value >= 0 ? EPSILON : -EPSILON)) / 100;
