/**
 * Price text → decimal amount and ISO currency, for every common European and international
 * format: "1.299,00 €", "€1,299.00", "CHF 1'299.–", "12,-", "ab 9,99 EUR",
 * "statt 49,90 € nur 39,90 €". Pure: no I/O, no floating point (amounts stay decimal strings).
 */
import { CURRENCY_MARKS, ISO_CURRENCIES, ZERO_DECIMAL } from './currencies.ts';

export interface PriceHints {
  /** ISO currency to assume when the text names none (e.g. the shop's currency). */
  currencyHint?: string | null;
  /** The shop's decimal separator, resolving "1,299" and "1.299". */
  decimalSeparator?: ',' | '.' | null;
}

export interface ParsedPrice {
  /** Decimal string with at least two decimals ("1299.00"), or null when no price was found. */
  amount: string | null;
  currency: string | null;
  /** The currency as written on the page ("€", "CHF"), or null. */
  currencyText: string | null;
  /** A crossed-out/former price in the same text ("statt 49,90 €"), when present. */
  previousAmount: string | null;
}

const NONE: ParsedPrice = { amount: null, currency: null, currencyText: null, previousAmount: null };

/** Words that mark the price after them (a currency mark may stand between) as the former or the current one. */
const FORMER_MARKERS = /\b(statt|anstatt|vorher|bisher|uvp|upe|rrp|msrp|was|instead of|prix barré|au lieu de|invece di|zamiast|regular(?:ly)?)\b\s*:?\s*(?:[^\d\s]{1,4}\s*)?$/i;
const CURRENT_MARKERS = /\b(nur|jetzt|now|only|für|seulement|solo|tylko|sale|angebot)\b\s*:?\s*(?:[^\d\s]{1,4}\s*)?$/i;

// A number: digits with optional grouping (space, thin/nbsp, ' ’ . ,) and an optional decimal
// part, a dash decimal ("12,-", "1'299.–") included.
const NUMBER = /\d{1,3}(?:[ \u00a0\u202f'’.,]\d{3})+(?:[.,](?:\d{1,3}|[-–—]{1,2}))?|\d+(?:[.,](?:\d{1,3}|[-–—]{1,2}))?/g;

interface Candidate {
  index: number;
  end: number;
  amount: string;
}

export function parsePrice(text: string, hints: PriceHints = {}): ParsedPrice {
  const normalised = text.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  if (!normalised) return NONE;
  const candidates: Candidate[] = [];
  for (const match of normalised.matchAll(NUMBER)) {
    const amount = toDecimal(match[0], hints.decimalSeparator ?? null);
    if (amount !== null) candidates.push({ index: match.index, end: match.index + match[0].length, amount });
  }
  if (candidates.length === 0) return NONE;
  const { current, previous } = choose(normalised, plausible(normalised, candidates));
  const mark = currencyNear(normalised, current);
  let currency = mark?.iso ?? null;
  if (currency === null && hints.currencyHint && ISO_CURRENCIES.has(hints.currencyHint.toUpperCase())) currency = hints.currencyHint.toUpperCase();
  return {
    amount: withDecimals(current.amount, currency),
    currency,
    currencyText: mark?.text ?? null,
    previousAmount: previous ? withDecimals(previous.amount, currency) : null,
  };
}

/**
 * Drops numbers that are not prices: percentages ("-20 % 39,90 €"), and, when some numbers carry
 * a currency mark, the ones that do not ("2 Stück 9,99 €").
 */
function plausible(text: string, candidates: Candidate[]): Candidate[] {
  const notPercent = candidates.filter((c) => !/^\s*%/.test(text.slice(c.end, c.end + 3)));
  const usable = notPercent.length > 0 ? notPercent : candidates;
  if (usable.length < 2) return usable;
  const marked = usable.filter((c) => adjacentMark(text, c) !== null);
  return marked.length > 0 ? marked : usable;
}

/** The current price among several: the one after "nur/now", else the one not after "statt/was", else the first. */
function choose(text: string, candidates: Candidate[]): { current: Candidate; previous: Candidate | null } {
  const first = candidates[0] as Candidate;
  if (candidates.length === 1) return { current: first, previous: null };
  const before = (c: Candidate) => text.slice(0, c.index);
  const marked = candidates.find((c) => CURRENT_MARKERS.test(before(c)));
  const former = candidates.find((c) => FORMER_MARKERS.test(before(c)));
  if (marked) return { current: marked, previous: former && former !== marked ? former : null };
  if (former) {
    const other = candidates.find((c) => c !== former);
    return { current: other ?? first, previous: other ? former : null };
  }
  return { current: first, previous: null };
}

/** The currency mark written right before or after the chosen number (or anywhere in the text). */
function currencyNear(text: string, candidate: Candidate): { iso: string; text: string } | null {
  const adjacent = adjacentMark(text, candidate);
  if (adjacent) return adjacent;
  for (const [mark, iso] of CURRENCY_MARKS) if (containsMark(text, mark)) return { iso, text: mark };
  return null;
}

function adjacentMark(text: string, candidate: Candidate): { iso: string; text: string } | null {
  const after = text.slice(candidate.end, candidate.end + 8).trimStart();
  const before = text.slice(Math.max(0, candidate.index - 8), candidate.index).trimEnd();
  for (const [mark, iso] of CURRENCY_MARKS) {
    if (startsWithMark(after, mark) || endsWithMark(before, mark)) return { iso, text: mark };
  }
  return null;
}

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
const startsWithMark = (s: string, mark: string) => s.startsWith(mark) && !(isLetter(mark.at(-1)) && isLetter(s[mark.length]));
const endsWithMark = (s: string, mark: string) => s.endsWith(mark) && !(isLetter(mark[0]) && isLetter(s[s.length - mark.length - 1]));
function containsMark(s: string, mark: string): boolean {
  for (let i = s.indexOf(mark); i !== -1; i = s.indexOf(mark, i + 1)) {
    const letterMark = isLetter(mark[0]);
    if (!(letterMark && (isLetter(s[i - 1]) || isLetter(s[i + mark.length])))) return true;
  }
  return false;
}

/**
 * "1.299,00" → "1299.00"; "1,299.00" → "1299.00"; "1'299.–" → "1299"; "12,-" → "12";
 * "1,299" → "1299" unless the decimal separator is known to be a comma.
 */
export function toDecimal(raw: string, decimalSeparator: ',' | '.' | null): string | null {
  let s = raw.replace(/[-–—]+$/, '');
  if (s.endsWith(',') || s.endsWith('.')) s = s.slice(0, -1);
  s = s.replace(/[ '’]/g, '');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let integer = s;
  let fraction = '';
  if (lastComma !== -1 && lastDot !== -1) {
    const sep = lastComma > lastDot ? ',' : '.';
    const at = s.lastIndexOf(sep);
    integer = s.slice(0, at).replace(/[.,]/g, '');
    fraction = s.slice(at + 1);
  } else if (lastComma !== -1 || lastDot !== -1) {
    const sep = lastComma !== -1 ? ',' : '.';
    const parts = s.split(sep);
    const tail = parts.at(-1) ?? '';
    const isDecimal =
      parts.length === 2 && (decimalSeparator ? decimalSeparator === sep : tail.length !== 3);
    if (isDecimal) {
      integer = parts[0] ?? '';
      fraction = tail;
    } else {
      if (!parts.slice(1).every((p) => p.length === 3)) return null;
      integer = parts.join('');
    }
  }
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  integer = integer.replace(/^0+(?=\d)/, '');
  return fraction ? `${integer}.${fraction}` : integer;
}

/** At least two decimals (none for zero-decimal currencies); never rounds. */
function withDecimals(amount: string, currency: string | null): string {
  if (currency && ZERO_DECIMAL.has(currency) && !amount.includes('.')) return amount;
  const [integer, fraction = ''] = amount.split('.');
  return `${integer}.${fraction.padEnd(2, '0')}`;
}
