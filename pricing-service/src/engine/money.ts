/**
 * Money in the engine (docs/pricing.md "Rounding"): the one place engine code takes exact amounts
 * and rounding from. Every amount is exact (`Exact`, a BigInt fraction; an input number is the
 * decimal it was written as) from the inputs to the rounded result, in the solvers (targets,
 * price limits) as in fees and metrics; nothing is rounded before the last step. The rounding
 * functions are the contracts' exact family (contracts/src/domain/money/exactAmount.ts), the same
 * ones the shipping-rate lookup, the review's price deltas and the feed use:
 * - `roundCents` half up (away from zero): target prices, fees, tariffs;
 * - `ceilCents` / `floorCents`: lower / upper price bounds, so the bound keeps its limit;
 * - `toCents`: whole cents (comparisons, price endings);
 * - `roundPercent`: metrics, two decimals half up.
 */
export { ceilCents, centsText, Exact, exact, floorCents, roundCents, roundPercent, toCents } from '@pm/contracts/domain';
// The exact percentage factors live in the domain core, shared with the metrics (contracts/src/domain/metrics).
export { fractionOf, memo, ONE, onePlus } from '@pm/contracts/domain';
