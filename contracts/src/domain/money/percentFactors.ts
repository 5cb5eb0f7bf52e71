/**
 * Exact factors of percentages (VAT, commission, rule percentages), shared by the pricing engine
 * and every other place that computes the metrics of a price (contracts/src/domain/metrics).
 */
import { Exact, exact } from './exactAmount.ts';

export const ONE = new Exact(1n);
const HUNDREDTH = new Exact(1n, 100n);

/** Rates take few values: their exact forms are kept, as a pricing run converts them 100,000s of times. */
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

const exactOf = (amount: number | Exact): Exact => (typeof amount === 'number' ? exact(amount) : amount);

/** gross / (1 + VAT / 100), exactly. */
export const netFromGross = (gross: number | Exact, vatRate: number): Exact => exactOf(gross).div(onePlus(vatRate));

/** Unrounded commission (rate % of the gross price), exactly; `gross` may already be exact (a price plus a commissioned shipping charge). */
export const commissionOf = (gross: number | Exact, commissionRate: number): Exact => exactOf(gross).times(fractionOf(commissionRate));
