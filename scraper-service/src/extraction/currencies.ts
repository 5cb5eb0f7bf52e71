/**
 * Currency marks as they appear on shop pages, mapped to ISO 4217. Longer marks first so that
 * "US$" wins over "$" and "CHF" over a bare "Fr.". Ambiguous marks map to the currency a
 * European retailer most likely means ("$" → USD, "kr" → SEK unless a hint says otherwise).
 */
export const CURRENCY_MARKS: readonly (readonly [mark: string, iso: string])[] = [
  ['US$', 'USD'],
  ['USD', 'USD'],
  ['EUR', 'EUR'],
  ['Euro', 'EUR'],
  ['€', 'EUR'],
  ['GBP', 'GBP'],
  ['£', 'GBP'],
  ['CHF', 'CHF'],
  ['SFr.', 'CHF'],
  ['Fr.', 'CHF'],
  ['PLN', 'PLN'],
  ['zł', 'PLN'],
  ['CZK', 'CZK'],
  ['Kč', 'CZK'],
  ['SEK', 'SEK'],
  ['DKK', 'DKK'],
  ['NOK', 'NOK'],
  ['kr.', 'DKK'],
  ['kr', 'SEK'],
  ['HUF', 'HUF'],
  ['Ft', 'HUF'],
  ['RON', 'RON'],
  ['lei', 'RON'],
  ['JPY', 'JPY'],
  ['¥', 'JPY'],
  ['CNY', 'CNY'],
  ['INR', 'INR'],
  ['₹', 'INR'],
  ['CAD', 'CAD'],
  ['C$', 'CAD'],
  ['AUD', 'AUD'],
  ['A$', 'AUD'],
  ['TRY', 'TRY'],
  ['₺', 'TRY'],
  ['$', 'USD'],
];

export const ISO_CURRENCIES = new Set(CURRENCY_MARKS.map(([, iso]) => iso));

/** Currencies without minor units in everyday prices (no decimals are implied). */
export const ZERO_DECIMAL = new Set(['JPY', 'HUF']);
