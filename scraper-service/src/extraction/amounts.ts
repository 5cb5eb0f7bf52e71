/**
 * Amounts as decimal strings: reading structured values (numbers, "39.90", "39,90 €"), shipping
 * texts ("versandkostenfrei", "zzgl. 4,95 € Versand"), comparing and adding without floating point.
 */
import { parsePrice, type ParsedPrice, type PriceHints } from './parsePrice.ts';
import { isPlaceholder } from './placeholders.ts';

const NONE: ParsedPrice = { amount: null, currency: null, currencyText: null, previousAmount: null };

/** A price value from structured data or a page text; null for placeholders, absurd or missing values. */
export function readAmount(value: unknown, hints: PriceHints = {}): ParsedPrice {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return NONE;
    text = String(value);
    if (/e/i.test(text)) return NONE;
    // A JSON number uses "." as its decimal separator, whatever the shop writes on the page.
    return parsePrice(text, { ...hints, decimalSeparator: '.' });
  }
  if (typeof value !== 'string') return NONE;
  text = value.trim();
  if (!text || text.length > 200 || isPlaceholder(text)) return NONE;
  // A plain machine value ("39.90", "1299") uses "." as schema.org requires.
  if (/^\d+(?:\.\d+)?$/.test(text)) return parsePrice(text, { ...hints, decimalSeparator: '.' });
  return parsePrice(text, hints);
}

const FREE = /kostenlos|versandkostenfrei|versandfrei|gratis|free|frei haus|portofrei|gratuit|gratuita|darmowa|gratuito|0,00 ?€ versand/i;
const THRESHOLD = /(?:\bab|\bfrom|\bover|über|oltre|à partir de|a partir de|od)\s*(?:einem\s+\S+\s+(?:von\s+)?)?[^\d\s]{0,4}\s*\d/i;

/** Shipping cost from a text: "0.00" for free shipping, null when only a free-shipping threshold is named. */
export function readShipping(value: unknown, hints: PriceHints = {}): string | null {
  if (typeof value === 'number') return readAmount(value, hints).amount;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || isPlaceholder(text)) return null;
  if (FREE.test(text)) {
    if (!/\d/.test(text)) return '0.00';
    if (THRESHOLD.test(text)) return null;
  }
  return readAmount(text, hints).amount;
}

function scaled(a: string, b: string): [bigint, bigint, number] {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const scale = Math.max(af.length, bf.length);
  return [BigInt(ai + af.padEnd(scale, '0')), BigInt(bi + bf.padEnd(scale, '0')), scale];
}

export function compareAmounts(a: string, b: string): number {
  const [x, y] = scaled(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addAmounts(a: string, b: string): string {
  const [x, y, scale] = scaled(a, b);
  const sum = (x + y).toString().padStart(scale + 1, '0');
  if (scale === 0) return sum;
  const integer = sum.slice(0, sum.length - scale);
  const fraction = sum.slice(sum.length - scale).padEnd(2, '0');
  return `${integer}.${fraction}`;
}

export const isDecimal = (value: string): boolean => /^\d+(?:\.\d+)?$/.test(value);
