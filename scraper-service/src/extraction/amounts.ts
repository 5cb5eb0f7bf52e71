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

export { addAmounts, compareAmounts } from './priceNumbers.ts';

export const isDecimal = (value: string): boolean => /^\d+(?:\.\d+)?$/.test(value);
