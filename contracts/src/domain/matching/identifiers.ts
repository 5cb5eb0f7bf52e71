/**
 * Product identifiers for matching (issue 17 item 3): GTIN/EAN/UPC checked by their GS1 check
 * digit, and manufacturer part / model numbers normalised so that the ways shops write them
 * compare equal ("KDL-40V4100", "kdl40v4100", "KDL 40V4100/B").
 */
import { isValidGtin, normaliseGtin } from '../../validation/gtin.ts';

/** A GTIN as 14 digits when its check digit is right (UPC-A, EAN-13 and GTIN-14 of one item compare equal); else null. */
export function matchableGtin(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const digits = value.replace(/[\s-]/g, '');
  return isValidGtin(digits) ? normaliseGtin(digits) : null;
}

/** A part / model number without case and separators: "KDL-40V4100" → "kdl40v4100". */
export function normaliseModelNumber(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Measurements written without a space ("128gb", "55in", "1080p", "5.1ch") look like model
 * numbers but are sizes; they are compared as quantities instead.
 */
const MEASUREMENT_TOKEN =
  /^\d{1,4}(\.\d+)?(gb|tb|mb|kb|gbit|mbit|mah|wh|kwh|w|kw|v|a|mm|cm|m|km|in|inch|ft|ml|cl|l|oz|floz|g|kg|mg|lb|lbs|hz|khz|mhz|ghz|mp|p|i|k|ch|x|er|pk|pcs|pc|st|rpm|db|bit|nm|lm|w|c|f|s|min|h|yr|yrs|d|th|st|nd|rd)$/;

/** Is this normalised token an identifier-like code: letters and digits, or a long number? */
export function isModelCode(code: string): boolean {
  if (code.length < 4 || code.length > 24) return false;
  if (MEASUREMENT_TOKEN.test(code)) return false;
  const digits = code.replace(/[^0-9]/g, '').length;
  if (digits === 0) return false;
  // Plain numbers: years and sizes are short; part numbers (e.g. 910-001234) are long.
  if (digits === code.length) return code.length >= 5;
  return true;
}

/**
 * The model-number-like codes in a text. Separators inside a token are dropped ("KDL-40V4100"),
 * and a short letter prefix standing apart is joined to the code after it ("KDL 40V4100"),
 * which shops do. The joined form is kept beside the parts.
 */
export function extractModelCodes(text: string | null | undefined): string[] {
  if (!text) return [];
  const raw = text.split(/[\s,;:()[\]{}"'“”„|+*!?<>]+/).filter((t) => t !== '');
  const codes = new Set<string>();
  const parts = raw.map((t) => t.replace(/^[-./#]+|[-./#]+$/g, ''));
  for (let i = 0; i < parts.length; i++) {
    const token = parts[i] as string;
    // "KDL40V4100/B" → also "KDL40V4100": a slash suffix is a colour or region code.
    for (const piece of [token, ...token.split('/')]) {
      const code = normaliseModelNumber(piece);
      if (isModelCode(code)) codes.add(code);
    }
    const next = parts[i + 1];
    // Only an upper-case prefix before a mixed code ("KDL 40V4100"; not "Pro 2007").
    if (next !== undefined && /^[A-Z]{1,4}$/.test(token) && /\d/.test(next) && /[A-Za-z]/.test(next)) {
      const joined = normaliseModelNumber(token + next);
      if (isModelCode(joined)) codes.add(joined);
    }
  }
  return [...codes];
}

/**
 * How well two normalised codes agree: 1 equal (0.7 for codes under 6 characters); 0.85 when one is the other plus a short suffix
 * (colour/region: "kdl40v4100b") or a vendor prefix ("sny" + "kdl40v4100"); 0 otherwise.
 * Codes that differ in a digit ("kdl40v4100" vs "kdl46v4100") are different products.
 */
export function modelCodeAgreement(a: string, b: string): number {
  // Short codes ("q80c", "s23") often name a product line rather than one product.
  if (a === b) return a.length >= 6 ? 1 : 0.7;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 5) return 0;
  const extra = long.length - short.length;
  if (extra > 4) return 0;
  if (long.startsWith(short)) {
    const suffix = long.slice(short.length);
    // A digit added to the end changes the model (…4100 vs …41001); letters mark colour/region.
    return /^[a-z]+$/.test(suffix) ? 0.85 : 0;
  }
  if (long.endsWith(short)) {
    const prefix = long.slice(0, extra);
    return /^[a-z]+$/.test(prefix) ? 0.85 : 0;
  }
  return 0;
}

/** The best agreement between any code of `left` and any code of `right` (0 when either has none). */
export function bestCodeAgreement(left: readonly string[], right: readonly string[]): number {
  let best = 0;
  for (const a of left) {
    for (const b of right) {
      const agreement = modelCodeAgreement(a, b);
      if (agreement > best) {
        best = agreement;
        if (best === 1) return 1;
      }
    }
  }
  return best;
}
