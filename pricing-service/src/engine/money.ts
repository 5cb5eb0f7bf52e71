/**
 * Cent rounding (docs/pricing.md "Rounding"). Prices are gross amounts in the channel currency.
 * The small epsilon keeps binary float noise (1.005 * 100 = 100.49999…) from deciding a cent.
 */
const EPSILON = 1e-6;

/** Half up to the cent: target prices, fees. */
export const roundCents = (amount: number): number => Math.round(amount * 100 + (amount >= 0 ? EPSILON : -EPSILON)) / 100;

/** Up to the next cent: lower price bounds, so the bound itself still satisfies its limit. */
export const ceilCents = (amount: number): number => Math.ceil(amount * 100 - EPSILON) / 100;

/** Down to the cent: upper price bounds. */
export const floorCents = (amount: number): number => Math.floor(amount * 100 + EPSILON) / 100;

/** A price as whole cents (for exact comparisons and price endings). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Percent values (metrics) are kept to two decimals. */
export const roundPercent = (value: number): number => Math.round(value * 100 + (value >= 0 ? EPSILON : -EPSILON)) / 100;
