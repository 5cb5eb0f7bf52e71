/**
 * Price text → exact decimal amount and ISO currency, for the formats of shops in every country:
 * "1.299,00 €", "€1,299.00", "CHF 1'299.–", "12,-", "ab 9,99 EUR", "R$ 1.299,90", "₹1,23,456",
 * "1 234, 56 zł", "$.49", "statt 49,90 € nur 39,90 €", "Gratis". Pure: no I/O, no floating
 * point (amounts stay decimal strings, never rounded). The rules are in docs/extraction.md.
 */
import { MARKS, ZERO_DECIMAL, type CurrencyMark } from './currencies.ts';
import { currencyFromHint, findMark, isLetter, resolveMark, type CurrencyContext } from './currencyHints.ts';
import { compareAmounts, normaliseText, scanNumbers, toDecimal } from './priceNumbers.ts';
import * as W from './priceWords.ts';

export interface PriceHints extends CurrencyContext {
  /** The shop's currency where the page names none: an ISO code, a symbol ("zł") or a name ("Euro"). */
  currencyHint?: string | null;
  /** The shop's decimal separator, resolving "1,299" and "1.299". */
  decimalSeparator?: ',' | '.' | null;
}

export interface ParsedPrice {
  /** Decimal string with at least two decimals ("1299.00"; none added for JPY, HUF, …), or null. */
  amount: string | null;
  currency: string | null;
  /** The currency as written on the page ("€", "CHF"), or null. */
  currencyText: string | null;
  /** A crossed-out/former price in the same text ("statt 49,90 €"), when present. */
  previousAmount: string | null;
}

const NONE: ParsedPrice = { amount: null, currency: null, currencyText: null, previousAmount: null };

interface FoundMark {
  mark: CurrencyMark;
  text: string;
  index: number;
  end: number;
}

interface Candidate {
  index: number;
  end: number;
  raw: string;
  mark: FoundMark | null;
  /** Text between the previous number (and its mark) and this one's mark, lower case. */
  before: string;
  /** Text after this number (and its mark) up to the next number, lower case. */
  after: string;
  /** Start and end of the number with its mark. */
  from: number;
  to: number;
  amount: string | null;
}

/** Texts longer than this are cut: a price text is short, and the rules must stay linear. */
const MAX_TEXT = 400;

export function parsePrice(text: string, hints: PriceHints = {}): ParsedPrice {
  let normalised = normaliseText(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text).trim();
  if (!normalised) return NONE;
  const lower = normalised.toLowerCase();
  for (const pattern of W.NOT_A_NUMBER) normalised = normalised.replace(pattern, (m) => '#'.repeat(m.length));
  const candidates = readCandidates(normalised, lower, hints);
  const usable = plausible(candidates);
  if (usable.length === 0) return free(lower, normalised, hints);
  const { current, previous } = choose(usable, lower);
  const found = current.mark ?? usable.find((c) => c.mark)?.mark ?? markAnywhere(normalised);
  const currency = found ? resolveMark(found.mark, hints) : currencyFromHint(hints.currencyHint, hints);
  const amount = toDecimal(current.raw, hints.decimalSeparator ?? null, currency);
  if (amount === null) return NONE;
  const previousAmount = previous ? toDecimal(previous.raw, hints.decimalSeparator ?? null, currency) : null;
  return {
    amount: withDecimals(amount, currency),
    currency,
    currencyText: found?.text ?? null,
    previousAmount: previousAmount === null ? null : withDecimals(previousAmount, currency),
  };
}

function readCandidates(text: string, lower: string, hints: PriceHints): Candidate[] {
  const numbers = scanNumbers(text);
  const candidates: Candidate[] = [];
  let previousEnd = 0;
  for (const [i, number] of numbers.entries()) {
    const nextStart = numbers[i + 1]?.index ?? text.length;
    const mark = markAround(text, lower, number.index, number.end, previousEnd, nextStart);
    const start = mark && mark.index < number.index ? mark.index : number.index;
    const end = mark && mark.end > number.end ? mark.end : number.end;
    // The mark's own currency decides three-decimal amounts ("KD 1.250").
    const currency = mark ? resolveMark(mark.mark, hints) : null;
    candidates.push({
      index: number.index,
      end: number.end,
      raw: number.raw,
      mark,
      before: lower.slice(previousEnd, start),
      after: lower.slice(end, nextStart),
      from: start,
      to: end,
      amount: toDecimal(number.raw, hints.decimalSeparator ?? null, currency),
    });
    previousEnd = end;
  }
  return candidates;
}

/**
 * A currency mark right before or after the number (spaces between allowed), not beyond its
 * neighbours; a mark after the number that stands right before the next number is that one's
 * when this one has its own before it ("$10 $20").
 */
function markAround(text: string, lower: string, index: number, end: number, from: number, to: number): FoundMark | null {
  const afterStart = end + (text.slice(end, end + 3).length - text.slice(end, end + 3).trimStart().length);
  const beforeText = text.slice(Math.max(from, index - 12), index).trimEnd();
  const beforeEnd = Math.max(from, index - 12) + beforeText.length;
  let after: FoundMark | null = null;
  let before: FoundMark | null = null;
  for (const mark of MARKS) {
    const source = mark.caseSensitive ? text : lower;
    if (!after && afterStart + mark.mark.length <= to && source.startsWith(mark.mark, afterStart) && boundedAt(source, afterStart, mark.mark)) {
      after = { mark, text: text.slice(afterStart, afterStart + mark.mark.length), index: afterStart, end: afterStart + mark.mark.length };
    }
    const at = beforeEnd - mark.mark.length;
    if (!before && at >= from && source.startsWith(mark.mark, at) && boundedAt(source, at, mark.mark)) {
      before = { mark, text: text.slice(at, beforeEnd), index: at, end: beforeEnd };
    }
    if (after && before) break;
  }
  if (after && before && /^\s*[.,]?\d/.test(text.slice(after.end, after.end + 4))) return before;
  return after ?? before;
}

function boundedAt(source: string, at: number, mark: string): boolean {
  if (isLetter(mark[0]) && isLetter(source[at - 1])) return false;
  return !(isLetter(mark.at(-1)) && isLetter(source[at + mark.length]));
}

/** A symbol or ISO code anywhere in the text (names count only next to a number). */
function markAnywhere(text: string): FoundMark | null {
  const lower = text.toLowerCase();
  for (const mark of MARKS) {
    if (mark.name) continue;
    const at = findMark(mark.caseSensitive ? text : lower, mark.mark);
    if (at !== -1) return { mark, text: text.slice(at, at + mark.mark.length), index: at, end: at + mark.mark.length };
  }
  return null;
}

type Flag = 'unit' | 'instalment' | 'shipping' | 'saving' | 'quantity';

/** A number without a currency mark that counts something, times something or names an article ("2-4 Werktage", "548ポイント", "x 3", "SKU 12345"): never a price. */
function isCount(c: Candidate): boolean {
  return c.mark === null && (W.QUANTITY_AFTER.test(c.after) || /[x×]\s*$/.test(c.before) || W.ID_BEFORE.test(c.before));
}

function flagOf(c: Candidate, first: boolean): Flag | null {
  if (W.UNIT_AFTER.test(c.after) || W.UNIT_BEFORE.test(c.before)) return 'unit';
  if (W.INSTALMENT_BEFORE.test(c.before) || W.INSTALMENT_AFTER.test(c.after)) return 'instalment';
  if (W.SHIPPING_BEFORE.test(c.before) || W.SHIPPING_AFTER.test(c.after)) return 'shipping';
  // "-10 €" at the start is a saving; "10 € - 20 €" is a range.
  if (W.SAVING_BEFORE.test(c.before) || W.SAVING_AFTER.test(c.after) || (first && /^\s*-\s*$/.test(c.before))) return 'saving';
  if (!c.mark && W.QUANTITY_AFTER.test(c.after)) return 'quantity';
  return null;
}

/**
 * Drops what is not the price: percentages always; unit prices, instalments, shipping, savings
 * and quantities when another number is left; numbers without a currency mark when others have one.
 */
function plausible(candidates: readonly Candidate[]): Candidate[] {
  // The start of a counted range ("2-4 Werktage") counts like its end.
  const counts = new Set<Candidate>();
  for (let i = candidates.length - 1; i >= 0; i--) {
    const c = candidates[i] as Candidate;
    const next = candidates[i + 1];
    if (isCount(c) || (c.mark === null && next !== undefined && counts.has(next) && W.RANGE.test(c.after))) counts.add(c);
  }
  const numbers = candidates.filter((c) => c.amount !== null && !W.PERCENT_AFTER.test(c.after) && !counts.has(c));
  const unflagged = numbers.filter((c) => flagOf(c, c === candidates[0]) === null);
  // "4 interest-free payments of $89.80": an unmarked number left over does not beat a flagged marked one.
  const usable = unflagged.length > 0 && (unflagged.some((c) => c.mark !== null) || !numbers.some((c) => c.mark !== null)) ? unflagged : numbers;
  const marked = usable.filter((c) => c.mark !== null);
  return marked.length > 0 ? marked : usable;
}

/**
 * The price one pays among several: the one after "jetzt/now/nur", else the lower bound of a
 * range, else the one that is not after "statt/was/UVP", else the lowest of several marked prices
 * (a sale price next to its strike price), else the first.
 */
function choose(candidates: readonly Candidate[], lower: string): { current: Candidate; previous: Candidate | null } {
  const first = candidates[0] as Candidate;
  // An "Omnibus" note may stand before a number of days: look back to the previous price.
  const omnibus = new Set(candidates.filter((c, i) => W.LOWEST_BEFORE.test(lower.slice(candidates[i - 1]?.to ?? 0, c.from))));
  const isFormer = (c: Candidate): boolean => W.FORMER.test(c.before) || omnibus.has(c);
  if (candidates.length === 1) return { current: first, previous: null };
  const formers = candidates.filter(isFormer);
  const former = formers[0] ?? null;
  const marked = candidates.find((c) => !isFormer(c) && W.CURRENT.test(c.before));
  if (marked) return { current: marked, previous: former };
  const others = candidates.filter((c) => !isFormer(c));
  if (former && others.length > 0) return { current: lowest(others.filter((c) => !inRangeEnd(c)), others), previous: former };
  const rangeEnd = candidates.find((c) => inRangeEnd(c));
  if (rangeEnd) return { current: lowest(candidates, candidates), previous: null };
  if (candidates.every((c) => c.mark !== null)) return { current: lowest(candidates, candidates), previous: null };
  return { current: first, previous: null };
}

const inRangeEnd = (c: Candidate): boolean => W.RANGE.test(c.before);

function lowest(preferred: readonly Candidate[], fallback: readonly Candidate[]): Candidate {
  const list = preferred.length > 0 ? preferred : fallback;
  return list.reduce((min, c) => (compareAmounts(c.amount as string, min.amount as string) < 0 ? c : min));
}

/** "Gratis", "Free", "Kostenlos": the price is 0, in the text's or the hint's currency. */
function free(lower: string, text: string, hints: PriceHints): ParsedPrice {
  if (!W.FREE.test(lower)) return NONE;
  const found = markAnywhere(text);
  const currency = found ? resolveMark(found.mark, hints) : currencyFromHint(hints.currencyHint, hints);
  return { amount: withDecimals('0', currency), currency, currencyText: found?.text ?? null, previousAmount: null };
}

/** At least two decimals (none for zero-decimal currencies); never rounds. */
function withDecimals(amount: string, currency: string | null): string {
  if (currency && ZERO_DECIMAL.has(currency) && !amount.includes('.')) return amount;
  const [integer, fraction = ''] = amount.split('.');
  return `${integer}.${fraction.padEnd(2, '0')}`;
}

export { toDecimal } from './priceNumbers.ts';
