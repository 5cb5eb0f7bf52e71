/**
 * GTIN (EAN-8, UPC-A/GTIN-12, EAN-13, GTIN-14) check-digit validation (GS1 mod-10):
 * from the right, digits before the check digit are weighted 3, 1, 3, …; the check digit
 * makes the weighted sum a multiple of 10.
 */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !(GTIN_LENGTHS as readonly number[]).includes(digits.length)) return false;
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** Normalised form: digits only, zero-padded to 14 (so EAN-13 and its GTIN-14 compare equal). */
export function normaliseGtin(value: string): string {
  return value.replace(/[\s-]/g, '').padStart(14, '0');
}
