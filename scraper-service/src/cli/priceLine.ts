/**
 * One input line of `npm run parse-price` → one output object: the line is a price text, or a
 * JSON object { "text": "...", "currencyHint": "EUR", "decimalSeparator": ",", "url": "...",
 * "language": "de-CH", "country": "CH" } (every key but "text" optional; the last three resolve
 * ambiguous marks such as "$", "kr", "¥", and give an amount without any mark its country's currency).
 */
import { z } from 'zod';
import { contextCurrency } from '../extraction/currencyHints.ts';
import { parsePrice, type PriceHints } from '../extraction/parsePrice.ts';

export interface PriceLineResult {
  amount: string | null;
  currency: string | null;
  currencyText: string | null;
  error?: string;
}

const lineObjectSchema = z.strictObject({
  text: z.string(),
  currencyHint: z.string().nullish(),
  decimalSeparator: z.enum([',', '.']).nullish(),
  url: z.string().max(2000).nullish(),
  language: z.string().max(35).nullish(),
  country: z.string().max(2).nullish(),
});

export function parsePriceLine(line: string, defaults: PriceHints = {}): PriceLineResult {
  const trimmed = line.replace(/\r$/, '');
  if (trimmed.trimStart().startsWith('{')) {
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch {
      return { amount: null, currency: null, currencyText: null, error: 'not valid JSON' };
    }
    const parsed = lineObjectSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { amount: null, currency: null, currencyText: null, error: `${issue?.path.join('.') || 'line'}: ${issue?.message ?? 'invalid'}` };
    }
    const { text, currencyHint, decimalSeparator, url, language, country } = parsed.data;
    return result(text, {
      currencyHint: currencyHint ?? defaults.currencyHint ?? null,
      decimalSeparator: decimalSeparator ?? defaults.decimalSeparator ?? null,
      url: url ?? defaults.url ?? null,
      language: language ?? defaults.language ?? null,
      country: country ?? defaults.country ?? null,
    });
  }
  return result(trimmed, defaults);
}

function result(text: string, hints: PriceHints): PriceLineResult {
  const { amount, currency, currencyText } = parsePrice(text, hints);
  // An amount written without any mark ("199,99", "1 049,-") takes the currency of the hints' country, as `extract` does for a page.
  if (amount !== null && currency === null && !text.includes('\uFFFD')) return { amount, currency: contextCurrency(hints), currencyText };
  return { amount, currency, currencyText };
}
