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

/** A number that is whole cents as the decimal it was written as (most prices are), as those cents; else null. */
function wholeCents(amount: number): number | null {
  if (!(Math.abs(amount) < FAST_PATH_LIMIT)) return null;
  const cents = Math.round(amount * 100);
  // Below the limit two different cent amounts never share a binary number, so this equality is exact.
  return cents / 100 === amount ? cents : null;
}

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

/**
 * The binary estimate of an amount × 100 is within a few roundings (relative 2^-51) of the exact
 * value; where it is farther than this margin from the point that decides the rounding (x.5 for
 * half up, a whole number for up and down), it decides the same way as the exact value does.
 */
const MARGIN = 2 ** -48;

/** Whole hundredths from the binary estimate of amount × 100, or null where only the exact value can decide. */
function fromEstimate(estimate: number, direction: Direction): number | null {
  if (!(Math.abs(estimate) < 2 ** 50)) return null;
  const tolerance = (Math.abs(estimate) + 1) * MARGIN;
  let rounded: number;
  if (direction === 'HALF_UP') {
    const magnitude = Math.abs(estimate);
    const whole = Math.floor(magnitude);
    const fraction = magnitude - whole;
    if (Math.abs(fraction - 0.5) <= tolerance) return null;
    rounded = (fraction > 0.5 ? whole + 1 : whole) * Math.sign(estimate);
  } else {
    if (Math.abs(estimate - Math.round(estimate)) <= tolerance) return null;
    rounded = direction === 'UP' ? Math.ceil(estimate) : Math.floor(estimate);
  }
  return rounded === 0 ? 0 : rounded; // never −0
}

/**
 * `amount` to whole hundredths in `direction`. Fast paths decide without BigInt division where that
 * is certain (a number already in whole cents; an estimate clearly away from the deciding point);
 * the rest, e.g. a margin of exactly 12.345 %, goes through the exact fraction.
 */
function cents(amount: number | Exact, direction: Direction): number {
  if (typeof amount === 'number') {
    const whole = wholeCents(amount);
    if (whole !== null) return whole;
    const estimated = fromEstimate(amount * 100, direction);
    if (estimated !== null) return estimated;
  } else {
    // Number(bigint) rounds to the nearest binary number; beyond its range there is no estimate.
    const num = Number(amount.num);
    const den = Number(amount.den);
    const estimated = Number.isFinite(num) && Number.isFinite(den) ? fromEstimate((num / den) * 100, direction) : null;
    if (estimated !== null) return estimated;
  }
  return Number(hundredths(amount, direction));
}

/** Whole cents, half up (away from zero): what a target price, a fee, a tariff or a price text is rounded to. */
export const toCents = (amount: number | Exact): number => cents(amount, 'HALF_UP');

/** Half up (away from zero) to the cent: target prices, fees, shipping tariffs. */
export const roundCents = (amount: number | Exact): number => cents(amount, 'HALF_UP') / 100;

/** Up to the next cent: lower price bounds, so the bound itself still satisfies its limit. */
export const ceilCents = (amount: number | Exact): number => cents(amount, 'UP') / 100;

/** Down to the cent: upper price bounds. */
export const floorCents = (amount: number | Exact): number => cents(amount, 'DOWN') / 100;

/** A percentage (metrics, price changes) to two decimals, half up (away from zero): the same rounding as a cent. */
export const roundPercent = (percent: number | Exact): number => roundCents(percent);

/** An amount as text with a dot and exactly two decimals ("12.30", "-0.05"), rounded half up to the cent first. */
export function centsText(amount: number | Exact): string {
  const rounded = cents(amount, 'HALF_UP');
  const magnitude = String(Math.abs(rounded)).padStart(3, '0');
  return `${rounded < 0 ? '-' : ''}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
}
