/**
 * A number as a form field shows it, so that parseDecimal reads it back: the user's decimal
 * separator ("22,40" in German, "22.40" in English), no digit grouping (parseDecimal takes none),
 * Latin digits, and the field's own decimals — by default never rounded, so saving an untouched
 * field changes nothing. Without a locale: the plain `String(value)`.
 */
export function numberFieldText(value: number | null | undefined, locale: string | undefined, digits: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}): string {
  if (value == null) return '';
  if (locale === undefined || !Number.isFinite(value)) return String(value);
  const { minimumFractionDigits = 0, maximumFractionDigits = 20 } = digits;
  return new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits, maximumFractionDigits, numberingSystem: 'latn' }).format(value);
}

/** Decimals of a product (the VAT rate): only the decimals they have; `minimumFractionDigits` 2 for money. */
export const decimalFieldText = (value: number | null | undefined, locale?: string, minimumFractionDigits = 0): string => numberFieldText(value, locale, { minimumFractionDigits });

/** Money fields of a product (prices): the locale's decimals, always two of them, e.g. "39,95" and "22,40"; a stored 22.456 stays 22,456. */
export const moneyFieldText = (value: number | null | undefined, locale?: string): string => decimalFieldText(value, locale, 2);
