/**
 * Exact money (issue 12, docs/pricing.md "Rounding"): amounts as fractions of integers and the one
 * family of rounding functions to whole hundredths (cents, and percent to two decimals). Every
 * number that comes in is taken as the decimal it was written as (4.015 is 4015/1000), sums,
 * products and quotients are exact, and the only rounding is the last step, here. The price engine
 * (pricing-service/src/engine/money.ts re-exports this), the shipping-rate lookup, the review's
 * price deltas and the feed's price text all round with these functions, so no binary floating
 * point decides a cent anywhere between an input and a proposed or exported price.
 *
 * BigInt fractions rather than a decimal library: a division such as N = G / (1 + v) has no finite
 * decimal, and the engine prices 100,000 products per run (big.js took 4.0–4.5 s CPU for that run,
 * these fractions 2.6 s; docs/benchmarks.md).
 */

const powersOfTen: bigint[] = [1n];
const tenTo = (n: number): bigint => {
  while (powersOfTen.length <= n) powersOfTen.push(powersOfTen[powersOfTen.length - 1]! * 10n);
  return powersOfTen[n]!;
};

/** Up to this size a number with at most four decimals is told apart from its neighbours in binary (ulp < 0.00005). */
const FAST_PATH_LIMIT = 1e11;
const FAST_SCALE = 10_000;

/** An exact amount num / den (den > 0). Immutable; not reduced (the rounding functions do not need it). */
export class Exact {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den = 1n) {
    if (den < 0n) [num, den] = [-num, -den];
    if (den === 0n) throw new RangeError('Division by zero');
    this.num = num;
    this.den = den;
  }

  /** A finite number as the decimal it was written as (its shortest round-trip form: 4.015 is 4015/1000). */
  static of(amount: number): Exact {
    if (Number.isSafeInteger(amount)) return new Exact(BigInt(amount));
    if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
    // Prices, costs and rates have at most four decimals: no string round trip for them (a run converts millions).
    if (Math.abs(amount) < FAST_PATH_LIMIT) {
      let scaled = Math.round(amount * FAST_SCALE);
      if (scaled / FAST_SCALE === amount) {
        let den = FAST_SCALE;
        while (den > 1 && scaled % 10 === 0) [scaled, den] = [scaled / 10, den / 10];
        return new Exact(BigInt(scaled), BigInt(den));
      }
    }
    const [mantissa = '', exponent] = String(amount).split('e');
    const dot = mantissa.indexOf('.');
    const digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
    const scale = (dot < 0 ? 0 : mantissa.length - dot - 1) - Number(exponent ?? 0);
    const num = BigInt(digits);
    return scale <= 0 ? new Exact(num * tenTo(-scale)) : new Exact(num, tenTo(scale));
  }

  plus(other: Exact): Exact {
    return this.den === other.den ? new Exact(this.num + other.num, this.den) : new Exact(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  minus(other: Exact): Exact {
    return this.den === other.den ? new Exact(this.num - other.num, this.den) : new Exact(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  times(other: Exact): Exact {
    return new Exact(this.num * other.num, this.den * other.den);
  }

  div(other: Exact): Exact {
    return new Exact(this.num * other.den, this.den * other.num);
  }

  /** -1, 0 or 1 as the amount is below, at or above zero. */
  sign(): -1 | 0 | 1 {
    return this.num > 0n ? 1 : this.num < 0n ? -1 : 0;
  }

  /** -1, 0 or 1 as this amount is below, equal to or above `other`. */
  cmp(other: Exact): -1 | 0 | 1 {
    const left = this.num * other.den;
    const right = other.num * this.den;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  /** The nearest binary number (for figures shown unrounded, e.g. the trace's target before rounding). */
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
}

/** An input amount or percentage as the exact decimal it was written as. */
export const exact = (amount: number): Exact => Exact.of(amount);

/** How to reach whole hundredths: half away from zero, towards +∞ or towards −∞. */
type Direction = 'HALF_UP' | 'UP' | 'DOWN';

function hundredths(amount: number | Exact, direction: Direction): bigint {
  const { num, den } = amount instanceof Exact ? amount : Exact.of(amount);
  const scaled = num * 100n;
  if (direction === 'HALF_UP') {
    // Half away from zero: |x| + ½, truncated, with the sign put back (−4.015 → −4.02, as 4.015 → 4.02).
    const magnitude = (2n * (scaled < 0n ? -scaled : scaled) + den) / (2n * den);
    return scaled < 0n ? -magnitude : magnitude;
  }
  const quotient = scaled / den;
  const exactly = quotient * den === scaled;
  if (exactly) return quotient;
  // BigInt division truncates towards zero.
  if (direction === 'UP') return scaled > 0n ? quotient + 1n : quotient;
  return scaled < 0n ? quotient - 1n : quotient;
}

/** Whole cents, half up (away from zero): what a target price, a fee, a tariff or a price text is rounded to. */
export const toCents = (amount: number | Exact): number => Number(hundredths(amount, 'HALF_UP'));

/** Half up (away from zero) to the cent: target prices, fees, shipping tariffs. */
export const roundCents = (amount: number | Exact): number => toCents(amount) / 100;

/** Up to the next cent: lower price bounds, so the bound itself still satisfies its limit. */
export const ceilCents = (amount: number | Exact): number => Number(hundredths(amount, 'UP')) / 100;

/** Down to the cent: upper price bounds. */
export const floorCents = (amount: number | Exact): number => Number(hundredths(amount, 'DOWN')) / 100;

/** A percentage (metrics, price changes) to two decimals, half up (away from zero): the same rounding as a cent. */
export const roundPercent = (percent: number | Exact): number => roundCents(percent);

/** An amount as text with a dot and exactly two decimals ("12.30", "-0.05"), rounded half up to the cent first. */
export function centsText(amount: number | Exact): string {
  const cents = hundredths(amount, 'HALF_UP');
  const magnitude = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
}
