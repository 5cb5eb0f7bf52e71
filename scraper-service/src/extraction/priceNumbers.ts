/**
 * The numbers of a price text and their exact decimal value: grouping by every locale's
 * separator (". , ' ’ space", Indian lakh "1,23,456"), a leading decimal separator (",99"),
 * spaces inside ("1 234, 56", "12. 50"), dash decimals ("12,-", "199:-") and any number of
 * decimals, kept as written. Pure, no floating point.
 */
import { THREE_DECIMAL } from './currencies.ts';

export interface RawNumber {
  index: number;
  end: number;
  /** As written, spaces included ("1 234, 56"). */
  raw: string;
}

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
const DASH = /^(?:[-–—]{1,2}|:-)/;

/** Digits of other scripts and the spaces of typography → ASCII digits and a plain space. */
export function normaliseText(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009\u2007\u200a\u2002\u2003\u2005\u2006\t\r\n]/g, ' ')
    .replace(/[\u200b\u200e\u200f\u00ad]/g, '')
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[٠-٩]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x0660 + 48))
    .replace(/[۰-۹]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x06f0 + 48))
    .replace(/٫/g, '.')
    .replace(/[٬，]/g, ',')
    .replace(/．/g, '.')
    .replace(/−/g, '-')
    // "49€90" (French shops): the currency sign in the place of the decimal separator.
    .replace(/(\d)([€$£])(\d{2})(?![\d.,])/g, (_, units: string, sign: string, cents: string) => `${units}${sign === '€' ? ',' : '.'}${cents} ${sign}`);
}

/** Every number of a (normalised) text, left to right. */
export function scanNumbers(text: string): RawNumber[] {
  const found: RawNumber[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const ch = text[i];
    const prev = text[i - 1];
    const leadingDecimal = (ch === '.' || ch === ',') && isDigit(text[i + 1]) && !isDigit(prev) && !isLetter(prev) && prev !== '.' && prev !== ',';
    if (!(isDigit(ch) || leadingDecimal)) {
      i++;
      continue;
    }
    const start = i;
    let j = leadingDecimal ? i + 1 : i;
    let group = 0;
    while (isDigit(text[j])) {
      j++;
      group++;
    }
    let decimalDone = leadingDecimal;
    let sawPunct = leadingDecimal;
    for (;;) {
      const sep = text[j];
      const digitsAfter = countDigits(text, j + 1);
      if ((sep === "'" || sep === '’' || sep === ' ') && !sawPunct && group <= 3 && digitsAfter === 3) {
        j += 4;
        group = 3;
        continue;
      }
      // "1.499 ,99": a space before the decimal separator, then exactly two digits.
      if (sep === ' ' && !decimalDone && (text[j + 1] === ',' || text[j + 1] === '.') && countDigits(text, j + 2) === 2 && !isDigit(text[j + 4])) {
        j += 4;
        decimalDone = true;
        continue;
      }
      // "39 95 €": units and cents of split elements read as text — two digits after a space are never a thousands group.
      // Also "$ 154 13" at the end of a text: the sign before, the cents last.
      if (sep === ' ' && !sawPunct && group <= 4 && digitsAfter === 2 && (/^ ?\p{Sc}/u.test(text.slice(j + 3, j + 5)) || (/\p{Sc}\s?$/u.test(text.slice(Math.max(0, start - 2), start)) && /^\s*$/.test(text.slice(j + 3))))) {
        j += 3;
        decimalDone = true;
        sawPunct = true;
        continue;
      }
      if ((sep === '.' || sep === ',') && !decimalDone) {
        if (digitsAfter > 0) {
          j += 1 + digitsAfter;
          group = digitsAfter;
          sawPunct = true;
          // A group of other than three digits can only be the decimal part.
          const lakh = sep === ',' && digitsAfter === 2 && text[j] === ',' && isDigit(text[j + 1]);
          if (digitsAfter !== 3 && !lakh) decimalDone = true;
          continue;
        }
        // "12. 50", "1 234, 56": a decimal part after a space, exactly two digits.
        if (text[j + 1] === ' ' && countDigits(text, j + 2) === 2 && !isDigit(text[j + 4]) && text[j + 4] !== '.' && text[j + 4] !== ',') {
          j += 4;
          decimalDone = true;
          continue;
        }
        const dash = DASH.exec(text.slice(j + 1, j + 3));
        if (dash) j += 1 + dash[0].length;
        break;
      }
      const dash = DASH.exec(text.slice(j, j + 2));
      if (sep === ':' && dash) j += 2;
      break;
    }
    found.push({ index: start, end: j, raw: text.slice(start, j) });
    i = j;
  }
  return found;
}

function countDigits(text: string, from: number): number {
  let k = from;
  while (isDigit(text[k])) k++;
  return k - from;
}

/**
 * "1.299,00" → "1299.00"; "1,299.00" → "1299.00"; "1'299.–" → "1299"; "12,-" → "12";
 * "1,23,456" → "123456"; ",99" → "0.99"; "12.3456" → "12.3456"; "1,299" → "1299" unless the
 * decimal separator is known to be a comma (or the integer part is 0, or the currency has three
 * decimals and the separator is a dot). Null when the grouping is not a number's ("03.11.2024").
 */
export function toDecimal(raw: string, decimalSeparator: ',' | '.' | null, currency: string | null = null): string | null {
  // "39 95" (units and cents split by a space, scanNumbers): the cents.
  const split = /^(\d{1,4}) (\d{2})$/.exec(raw);
  let s = split ? `${split[1]}.${split[2]}` : raw.replace(/(?:[-–—]+|:-)$/, '').replace(/[ '’]/g, '');
  if (s.endsWith(',') || s.endsWith('.')) s = s.slice(0, -1);
  if (s.startsWith(',') || s.startsWith('.')) s = `0${s}`;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let integer = s;
  let fraction = '';
  if (lastComma !== -1 && lastDot !== -1) {
    const at = Math.max(lastComma, lastDot);
    const grouping = lastComma > lastDot ? '.' : ',';
    const head = s.slice(0, at);
    if (head.includes(s[at] as string) || !validGroups(head.split(grouping), grouping)) return null;
    integer = head.split(grouping).join('');
    fraction = s.slice(at + 1);
  } else if (lastComma !== -1 || lastDot !== -1) {
    const sep = lastComma !== -1 ? ',' : '.';
    const parts = s.split(sep);
    const head = parts[0] ?? '';
    const tail = parts.at(-1) ?? '';
    const isDecimal =
      parts.length === 2 &&
      (tail.length !== 3 || head === '0' || decimalSeparator === sep || (sep === '.' && decimalSeparator === null && currency !== null && THREE_DECIMAL.has(currency)));
    if (isDecimal) {
      integer = head;
      fraction = tail;
    } else {
      if (!validGroups(parts, sep)) return null;
      integer = parts.join('');
    }
  }
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  integer = integer.replace(/^0+(?=\d)/, '');
  return fraction ? `${integer}.${fraction}` : integer;
}

/** Thousands groups: "1.299.000", or the Indian "1,23,45,678" (pairs, then the last three). */
function validGroups(parts: readonly string[], sep: string): boolean {
  const [first = '', ...rest] = parts;
  if (first.length < 1 || first.length > 3 || rest.length === 0) return rest.length === 0 && first.length > 0;
  if (rest.every((p) => p.length === 3)) return true;
  return sep === ',' && first.length <= 2 && rest.at(-1)?.length === 3 && rest.slice(0, -1).every((p) => p.length === 2);
}

function scaled(a: string, b: string): [bigint, bigint, number] {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const scale = Math.max(af.length, bf.length);
  return [BigInt(ai + af.padEnd(scale, '0')), BigInt(bi + bf.padEnd(scale, '0')), scale];
}

/** Compares two decimal strings exactly. */
export function compareAmounts(a: string, b: string): number {
  const [x, y] = scaled(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Adds two decimal strings exactly (at least two decimals when either has decimals). */
export function addAmounts(a: string, b: string): string {
  const [x, y, scale] = scaled(a, b);
  const sum = (x + y).toString().padStart(scale + 1, '0');
  if (scale === 0) return sum;
  const integer = sum.slice(0, sum.length - scale);
  const fraction = sum.slice(sum.length - scale).padEnd(2, '0');
  return `${integer}.${fraction}`;
}
