/**
 * Exact comparisons of decimal strings (scraped prices are kept as the page wrote them, e.g.
 * "1299.00"): no binary floating point decides whether two prices agree or a price jumped.
 */
import Big from 'big.js';

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compareDecimal = (a: string, b: string): -1 | 0 | 1 => new Big(a).cmp(new Big(b));

/** Whether two amounts differ by at most `share` (e.g. "0.01") of the larger one. */
export function decimalsAgreeWithin(a: string, b: string, share: string): boolean {
  const x = new Big(a);
  const y = new Big(b);
  const larger = x.gt(y) ? x : y;
  return x.minus(y).abs().lte(larger.abs().times(share));
}

/** Whether the larger of two positive amounts is at most `factor` times the smaller (no jump). */
export function decimalRatioWithin(a: string, b: string, factor: string): boolean {
  const x = new Big(a);
  const y = new Big(b);
  const [low, high] = x.lt(y) ? [x, y] : [y, x];
  return high.lte(low.times(factor));
}

/**
 * A price as a page or an event wrote it ("19.99", "19.999") → integer cents, half up, without
 * floating point: the one conversion of a scraped decimal string. Prices are never negative; a
 * negative amount still gives its cents negated ("-1.50" → -150, half away from zero).
 */
export function decimalTextToCents(amount: string): number {
  // The price analysis converts every offer of a product several times per observation, so the
  // usual shape (up to 12 digits, an optional fraction of digits) is read digit by digit without
  // allocating; anything else takes the general path below (same result).
  if (amount.length === 0 || amount.length > 24) return generalDecimalTextToCents(amount);
  let cents = 0;
  let i = 0;
  for (; i < amount.length; i++) {
    const code = amount.charCodeAt(i);
    if (code === 46) break;
    if (code < 48 || code > 57 || i >= 12) return generalDecimalTextToCents(amount);
    cents = cents * 10 + (code - 48);
  }
  cents *= 100;
  for (let j = i + 1, digit = 0; j < amount.length; j++, digit++) {
    const code = amount.charCodeAt(j);
    if (code < 48 || code > 57) return generalDecimalTextToCents(amount);
    if (digit === 0) cents += (code - 48) * 10;
    else if (digit === 1) cents += code - 48;
    else if (digit === 2 && code >= 53) cents += 1;
  }
  return cents;
}

function generalDecimalTextToCents(amount: string): number {
  // Not a price, but read right if one gets through (e.g. a negative amount in an export): the cents of the magnitude, negated.
  if (amount.startsWith('-')) {
    const magnitude = generalDecimalTextToCents(amount.slice(1));
    return magnitude === 0 ? 0 : -magnitude;
  }
  const [integer = '0', fraction = ''] = amount.split('.');
  const padded = `${fraction}000`.slice(0, 3);
  const cents = Number(integer) * 100 + Number(padded.slice(0, 2));
  return Number(padded[2]) >= 5 ? cents + 1 : cents;
}
