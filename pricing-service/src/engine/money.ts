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
import { Exact, exact } from '@pm/contracts/domain';

export { ceilCents, centsText, Exact, exact, floorCents, roundCents, roundPercent, toCents } from '@pm/contracts/domain';

export const ONE = new Exact(1n);
const HUNDREDTH = new Exact(1n, 100n);

/** Rates (VAT, commission, rule percentages) take few values: their exact forms are kept, as a run converts them 100,000s of times. */
export function memo<T>(compute: (n: number) => T): (n: number) => T {
  const known = new Map<number, T>();
  return (n) => {
    let value = known.get(n);
    if (value === undefined) {
      value = compute(n);
      if (known.size < 10_000) known.set(n, value);
    }
    return value;
  };
}

/** percent / 100, exactly (19 → 19/100). */
export const fractionOf = memo((percent: number): Exact => exact(percent).times(HUNDREDTH));

/** 1 + percent / 100, exactly (the VAT factor: 19 → 119/100). */
export const onePlus = memo((percent: number): Exact => ONE.plus(fractionOf(percent)));
