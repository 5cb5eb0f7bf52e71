/**
 * Money in the engine (docs/pricing.md "Rounding", "Money representation"). Prices are gross
 * amounts in the channel currency. The solvers (targets, price limits) compute with exact
 * fractions of integers (`Exact`, BigInt numerator and denominator): every input amount and
 * percentage is taken as the decimal it was written as, and nothing is rounded before the cent
 * rounding below. A plain number (fees, offer totals, metrics) is rounded with a small epsilon that
 * keeps binary float noise (1.005 * 100 = 100.49999…) from deciding a cent.
 */
const EPSILON = 1e-6;

const powersOfTen: bigint[] = [1n];
const tenTo = (n: number): bigint => {
  while (powersOfTen.length <= n) powersOfTen.push(powersOfTen[powersOfTen.length - 1]! * 10n);
  return powersOfTen[n]!;
};

/** An exact amount num / den (den > 0). Immutable. */
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

  /** The nearest binary number (for the trace's unrounded figures only). */
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
}

/** An input amount or percentage as the exact decimal it was written as. */
export const exact = (amount: number): Exact => Exact.of(amount);

const HUNDRED = 100n;
/** Whole cents, rounded down (towards −∞) or up (towards +∞). */
const floorDiv = (a: bigint, b: bigint): bigint => (a >= 0n ? a / b : -((-a + b - 1n) / b));
const ceilDiv = (a: bigint, b: bigint): bigint => (a >= 0n ? (a + b - 1n) / b : -(-a / b));
const fromCents = (cents: bigint): number => Number(cents) / 100;

/** Half up (half away from zero) to the cent: target prices, fees. */
export function roundCents(amount: number | Exact): number {
  if (amount instanceof Exact) {
    const twice = 2n * HUNDRED * (amount.num < 0n ? -amount.num : amount.num);
    const cents = (twice + amount.den) / (2n * amount.den);
    return fromCents(amount.num < 0n ? -cents : cents);
  }
  return Math.round(amount * 100 + (amount >= 0 ? EPSILON : -EPSILON)) / 100;
}

/** Up to the next cent: lower price bounds, so the bound itself still satisfies its limit. */
export function ceilCents(amount: number | Exact): number {
  if (amount instanceof Exact) return fromCents(ceilDiv(amount.num * HUNDRED, amount.den));
  return Math.ceil(amount * 100 - EPSILON) / 100;
}

/** Down to the cent: upper price bounds. */
export function floorCents(amount: number | Exact): number {
  if (amount instanceof Exact) return fromCents(floorDiv(amount.num * HUNDRED, amount.den));
  return Math.floor(amount * 100 + EPSILON) / 100;
}

/** A price as whole cents (for exact comparisons and price endings). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Percent values (metrics) are kept to two decimals. */
export const roundPercent = (value: number): number => Math.round(value * 100 + (value >= 0 ? EPSILON : -EPSILON)) / 100;
